import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** In the status phase the ship’s exhausted defense tokens stay exhausted. */
export const compartmentFire = defineDamageCard('compartment-fire', 'enforced', text('In der Statusphase bleiben die erschöpften Verteidigungsmarker des Schiffes erschöpft.', 'In the status phase the ship’s exhausted defense tokens stay exhausted.'));
