import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** Dealt faceup and counts toward the hull; the damage on a speed change is not played yet. */
export const thrusterFissure = defineDamageCard('thruster-fissure', 'dealt-only', text('Wird offen ausgeteilt und zählt zur Hülle; der Schaden beim Schubwechsel folgt.', 'Dealt faceup and counts toward the hull; the damage on a speed change is not played yet.'));
