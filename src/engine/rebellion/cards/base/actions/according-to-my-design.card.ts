import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const accordingToMyDesign = actionCard('according-to-my-design', {
  text: text('Nur in der ersten Gefechtsrunde würfeln die Rebellen in jeder Schlacht (Weltraum und Boden) 1 roten und 2 schwarze Würfel weniger.', 'In the first combat round only, in each battle (space and ground) the Rebel player rolls 1 red die and 2 black dice fewer than normal.'),
  effect: { window: 'start-of-combat', ability: { kind: 'reduce-rebel-dice' } },
  sources: ['JC', 'LL'],
});
