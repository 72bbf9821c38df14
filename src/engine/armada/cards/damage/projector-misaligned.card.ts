import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** Dealt faceup and counts toward the hull; the loss of shields is not played yet. */
export const projectorMisaligned = defineDamageCard('projector-misaligned', 'dealt-only', text('Wird offen ausgeteilt und zählt zur Hülle; der Schildverlust folgt.', 'Dealt faceup and counts toward the hull; the loss of shields is not played yet.'));
