import { text } from '../../../../core/text.js';
import { objectiveCard } from '../../card.define.js';

export const regionalSupport = objectiveCard('regional-support', {
  text: text('Bedingung: eine Region, in der alle bevölkerten Systeme Rebellenloyalität tragen. Lohn: +1 Ansehen.', 'Requirement: one region in which all populous systems carry Rebel loyalty. Reward: +1 reputation.'),
  effect: { window: 'start-of-refresh', requirement: { kind: 'region-loyal' }, reputation: 'printed' },
  sources: ['JC', 'LL'],
});
