import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const ruleByFear = missionCard('rule-by-fear', {
  text: text('Bei Erfolg gewinnt das Imperium 1 Loyalität in diesem System.', 'On success the Empire gains 1 loyalty in that system.'),
  effect: { target: { kind: 'system', where: ['populous', 'imperial-unit'] }, onSuccess: { kind: 'gain-loyalty', amount: 1 } },
  sources: ['JC', 'LL'],
});
