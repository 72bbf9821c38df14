import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** While the ship attacks, the game offers and accepts no spending of accuracy icons. */
export const blindedGunners = defineDamageCard('blinded-gunners', 'enforced', text('Solange das Schiff angreift, bietet das Spiel kein Ausgeben von Zielgenauigkeiten an und lehnt es ab.', 'While the ship attacks, the game offers and accepts no spending of accuracy icons.'));
