import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** The ship attacks at most once per round. */
export const coolantDischarge = defineDamageCard('coolant-discharge', 'enforced', text('Das Schiff greift pro Runde höchstens ein Mal an.', 'The ship attacks at most once per round.'));
