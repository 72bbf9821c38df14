import { text } from '../../../../core/text.js';
import { objectiveCard } from '../../card.define.js';

export const leaveNoOneBehind = objectiveCard('leave-no-one-behind', {
  text: text('Bedingung: kein Rebellenanführer ist gerade gefangen. Lohn: +1 Ansehen.', 'Requirement: no Rebel leader is in a captured state at that moment. Reward: +1 reputation.'),
  effect: { window: 'start-of-refresh', requirement: { kind: 'no-captured-leader' }, reputation: 'printed' },
  sources: ['JC', 'LL'],
});
