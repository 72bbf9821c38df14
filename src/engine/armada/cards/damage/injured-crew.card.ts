import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** Dealt faceup and counts toward the hull; discarding a token is not played yet. */
export const injuredCrew = defineDamageCard('injured-crew', 'dealt-only', text('Wird offen ausgeteilt und zählt zur Hülle; das Ablegen eines Markers folgt.', 'Dealt faceup and counts toward the hull; discarding a token is not played yet.'));
