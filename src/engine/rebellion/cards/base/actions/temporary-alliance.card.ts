import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const temporaryAlliance = actionCard('temporary-alliance', {
  text: text('Mon Mothma in dieses neutrale System stellen; dann mit dessen Ressourcensymbolen und Bauleistenzahl Rebelleneinheiten auf die Bauleiste legen.', 'Put Mon Mothma in that neutral system, then put Rebel units on the build queue using its resource icons and queue number.'),
  effect: { window: 'assignment', leader: 'mon-mothma', target: 'neutral-system', ability: 'queue-from-icons' },
  sources: ['JC', 'LL'],
});
