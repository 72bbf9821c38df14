import { text } from '../../../../core/text.js';
import { objectiveCard } from '../../card.define.js';

export const popularSupport = objectiveCard('popular-support', {
  text: text('Bedingung: Rebellen-Loyalitätsmarker in 6 oder mehr Systemen. Lohn: +1 Ansehen.', 'Requirement: Rebel loyalty markers in 6 or more systems. Reward: +1 reputation.'),
  effect: { window: 'start-of-refresh', requirement: { kind: 'systems', all: ['rebel-loyalty'], atLeast: 6 }, reputation: 'printed' },
  sources: ['JC', 'LL'],
});
