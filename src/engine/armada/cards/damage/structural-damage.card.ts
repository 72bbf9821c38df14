import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** When dealt, the ship gets 1 facedown damage card; the card is turned facedown. */
export const structuralDamage = defineDamageCard('structural-damage', 'enforced', text('Beim Austeilen erhält das Schiff 1 verdeckte Schadenskarte; die Karte wird umgedreht.', 'When dealt, the ship gets 1 facedown damage card; the card is turned facedown.'));
