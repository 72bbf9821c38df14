import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const buildAlliance = missionCard('build-alliance', {
  text: text('Stehen Rebelleneinheiten im System, würfeln die Rebellen für diesen Versuch 2 Würfel mehr. Bei Erfolg gewinnen sie dort 1 Loyalität.', 'If the system contains Rebel units, the Rebel player rolls 2 extra dice for this attempt. On success the Rebels gain 1 loyalty there.'),
  effect: { target: { kind: 'system', where: ['populous'] }, bonusDiceWithOwnUnits: 2, onSuccess: { kind: 'gain-loyalty', amount: 1 } },
  sources: ['JC', 'LL'],
});
