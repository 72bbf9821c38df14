import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** When dealt the owner discards 1 defense token of his choice; then the card is turned facedown. */
export const injuredCrew = defineDamageCard('injured-crew', 'enforced', text('Beim Austeilen legt der Besitzer 1 Verteidigungsmarker seiner Wahl ab; dann wird die Karte umgedreht.', 'When dealt the owner discards 1 defense token of his choice; then the card is turned facedown.'));
