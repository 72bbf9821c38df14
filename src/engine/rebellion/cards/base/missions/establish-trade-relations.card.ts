import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const establishTradeRelations = missionCard('establish-trade-relations', {
  text: text('In einem System ohne Sabotagemarker. Bei Erfolg gewinnen die Rebellen dort 1 Loyalität und legen mit dessen Ressourcensymbolen und Bauleistenzahl Rebelleneinheiten auf ihre Bauleiste (sie wählen, wo ein Symbol mehrere Einheiten zulässt).', 'In a system without a sabotage marker. On success the Rebels gain 1 loyalty there and put Rebel units on their build queue from its resource icons and queue number (choosing where an icon allows several units).'),
  effect: {
    target: { kind: 'system', where: ['no-sabotage'] },
    onSuccess: { kind: 'program', steps: [{ op: 'gain-loyalty', amount: 1 }, { op: 'queue-from-icons' }] },
  },
  sources: ['JC', 'LL'],
});
