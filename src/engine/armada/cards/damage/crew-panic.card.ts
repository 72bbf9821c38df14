import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** Dealt faceup and counts toward the hull; the choice before revealing is not played yet. */
export const crewPanic = defineDamageCard('crew-panic', 'dealt-only', text('Wird offen ausgeteilt und zählt zur Hülle; die Wahl vor dem Aufdecken folgt.', 'Dealt faceup and counts toward the hull; the choice before revealing is not played yet.'));
