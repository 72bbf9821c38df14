import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const targetTheStarDestroyers = actionCard('target-the-star-destroyers', {
  text: text(
    'In der Weltraumschlacht jeder Runde dieses Gefechts dürfen bis zu 2 Treffer schwarzer Würfel der Rebellen wie Treffer roter Würfel zugewiesen werden.',
    'In the space battle of every round of this combat, up to 2 of the Rebel player’s black hits may be assigned as red hits.',
  ),
  effect: {
    window: 'start-of-combat',
    ability: { kind: 'for-this-combat', modifiers: [{ kind: 'recolour-hits', faction: 'rebel', theater: 'space', from: 'black', to: 'red', max: 2 }] },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Die Rebellen entscheiden beim Zuweisen: ein schwarzer Treffer auf ein Schiff mit roter Ausdauer zählt als umgewandelt, höchstens 2 je Angriff.',
      'The Rebel decides when assigning: a black hit on a ship with red health counts as converted, at most 2 per attack.',
    ),
  ],
});
