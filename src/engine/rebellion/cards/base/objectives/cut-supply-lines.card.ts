import { text } from '../../../../core/text.js';
import { objectiveCard } from '../../card.define.js';

export const cutSupplyLines = objectiveCard('cut-supply-lines', {
  text: text('Bedingung: 3 oder mehr imperiale Systeme mit je einem Sabotagemarker und/oder einer Rebelleneinheit. Lohn: +1 Ansehen.', 'Requirement: 3 or more Imperial systems each hold a sabotage marker and/or a Rebel unit. Reward: +1 reputation.'),
  effect: { window: 'start-of-refresh', requirement: { kind: 'systems', all: ['imperial-system'], any: ['sabotaged', 'rebel-units'], atLeast: 3 }, reputation: 'printed' },
  sources: ['JC', 'LL'],
});
