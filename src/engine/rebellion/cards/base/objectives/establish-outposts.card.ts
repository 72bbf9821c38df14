import { text } from '../../../../core/text.js';
import { objectiveCard } from '../../card.define.js';

export const establishOutposts = objectiveCard('establish-outposts', {
  text: text('Bedingung: Rebelleneinheiten in 5 oder mehr Systemen. Lohn: +1 Ansehen.', 'Requirement: Rebel units present in 5 or more systems. Reward: +1 reputation.'),
  effect: { window: 'start-of-refresh', requirement: { kind: 'systems', all: ['rebel-units'], atLeast: 5 }, reputation: 'printed' },
  sources: ['JC', 'LL'],
});
