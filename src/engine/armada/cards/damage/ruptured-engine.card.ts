import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** Dealt faceup and counts toward the hull; the damage after maneuvering is not played yet. */
export const rupturedEngine = defineDamageCard('ruptured-engine', 'dealt-only', text('Wird offen ausgeteilt und zählt zur Hülle; der Schaden nach dem Manöver folgt.', 'Dealt faceup and counts toward the hull; the damage after maneuvering is not played yet.'));
