import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const tradeNegotiations = missionCard('trade-negotiations', {
  text: text('Bei Erfolg gewinnt das Imperium 1 Loyalität in diesem bevölkerten System.', 'On success the Empire gains 1 loyalty in that populous system.'),
  effect: { target: { kind: 'system', where: ['populous'] }, onSuccess: { kind: 'gain-loyalty', amount: 1 } },
  sources: ['JC', 'LL'],
});
