import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const huntThemDown = missionCard('hunt-them-down', {
  text: text('Bei Erfolg zerstört das Imperium Rebelleneinheiten in diesem System, deren aufgedruckte Gesundheit zusammen höchstens 2 ist (es wählt welche).', 'On success the Empire destroys Rebel units in that system whose printed health totals at most 2 (it chooses which).'),
  effect: { target: { kind: 'system', where: [] }, onSuccess: { kind: 'program', steps: [{ op: 'destroy-units', health: 2 }] } },
  sources: ['JC', 'LL'],
});
