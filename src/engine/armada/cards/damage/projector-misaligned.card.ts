import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** When dealt the zone with the most shields loses them all (the owner picks among ties); then the card is turned facedown. */
export const projectorMisaligned = defineDamageCard('projector-misaligned', 'enforced', text('Beim Austeilen verliert die Sektion mit den meisten Schilden alle (bei Gleichstand wählt der Besitzer); dann wird die Karte umgedreht.', 'When dealt the zone with the most shields loses them all (the owner picks among ties); then the card is turned facedown.'));
