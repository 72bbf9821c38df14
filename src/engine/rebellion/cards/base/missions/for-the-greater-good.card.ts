import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const forTheGreaterGood = missionCard('for-the-greater-good', {
  text: text(
    'Bei Erfolg den gefangenen Anführer dieses Systems befreien und 1 Zielkarte ziehen. Die Anführer dieser Mission bleiben im System.',
    'On success rescue the captured leader held in that system and draw 1 objective card. The leaders on this mission stay in the system.',
  ),
  effect: { target: { kind: 'system', where: ['captured-leader'] }, onSuccess: { kind: 'program', steps: [{ op: 'rescue-captive' }, { op: 'draw-objectives', count: 1 }] } },
  sources: ['JC', 'LL'],
});
