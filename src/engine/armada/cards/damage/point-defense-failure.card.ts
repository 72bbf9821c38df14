import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** When the ship attacks a squadron, its owner takes 1 die of his choice out of the pool before rolling. */
export const pointDefenseFailure = defineDamageCard('point-defense-failure', 'enforced', text('Greift das Schiff eine Staffel an, nimmt sein Besitzer vor dem Wurf 1 Würfel seiner Wahl aus dem Pool.', 'When the ship attacks a squadron, its owner takes 1 die of his choice out of the pool before rolling.'));
