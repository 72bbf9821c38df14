import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** Repair counts half the engineering value (rounded down), once per card. */
export const powerFailure = defineDamageCard('power-failure', 'enforced', text('Reparieren rechnet mit dem halben Technikwert (abgerundet), je Karte ein Mal.', 'Repair counts half the engineering value (rounded down), once per card.'));
