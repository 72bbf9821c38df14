import { text } from '../../../../core/text.js';
import { objectiveCard } from '../../card.define.js';

export const defendThePeople = objectiveCard('defend-the-people', {
  text: text('Bedingung: 4 oder mehr Rebellensysteme mit je mindestens einer Rebelleneinheit. Lohn: +1 Ansehen.', 'Requirement: 4 or more Rebel-loyal systems each hold at least one Rebel unit. Reward: +1 reputation.'),
  effect: { window: 'start-of-refresh', requirement: { kind: 'systems', all: ['rebel-system', 'rebel-units'], atLeast: 4 }, reputation: 'printed' },
  sources: ['JC', 'LL'],
});
