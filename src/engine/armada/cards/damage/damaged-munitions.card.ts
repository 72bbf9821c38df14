import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** When the ship attacks a ship, its owner takes 1 die of his choice out of the pool before rolling. */
export const damagedMunitions = defineDamageCard('damaged-munitions', 'enforced', text('Greift das Schiff ein Schiff an, nimmt sein Besitzer vor dem Wurf 1 Würfel seiner Wahl aus dem Pool.', 'When the ship attacks a ship, its owner takes 1 die of his choice out of the pool before rolling.'));
