import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const hitAndRun = missionCard('hit-and-run', {
  text: text('Bei Erfolg zerstören die Rebellen imperiale Einheiten in diesem System, deren aufgedruckte Gesundheit zusammen höchstens 2 ist (sie wählen welche).', 'On success the Rebels destroy Imperial units in that system whose printed health totals at most 2 (they choose which).'),
  effect: { target: { kind: 'system', where: [] }, onSuccess: { kind: 'program', steps: [{ op: 'destroy-units', health: 2 }] } },
  sources: ['JC', 'LL'],
  assumptions: [text('Der Todesstern hat keine Gesundheit und ist kein Ziel.', 'The Death Star has no health and is no target.')],
});
