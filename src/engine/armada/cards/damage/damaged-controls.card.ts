import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** When the ship overlaps a ship while moving it gets 1 more facedown damage card. */
export const damagedControls = defineDamageCard('damaged-controls', 'enforced', text('Überschneidet das Schiff bei seiner Bewegung ein Schiff, erhält es 1 weitere verdeckte Schadenskarte.', 'When the ship overlaps a ship while moving it gets 1 more facedown damage card.'));
