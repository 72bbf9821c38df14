import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** When dealt the opponent picks up to 2 zones that lose 1 shield each; then the card is turned facedown. */
export const shieldFailure = defineDamageCard('shield-failure', 'enforced', text('Beim Austeilen wählt der Gegner bis zu 2 Sektionen, die je 1 Schild verlieren; dann wird die Karte umgedreht.', 'When dealt the opponent picks up to 2 zones that lose 1 shield each; then the card is turned facedown.'));
