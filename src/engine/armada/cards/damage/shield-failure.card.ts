import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** Dealt faceup and counts toward the hull; the opponent’s choice is not played yet. */
export const shieldFailure = defineDamageCard('shield-failure', 'dealt-only', text('Wird offen ausgeteilt und zählt zur Hülle; die Wahl des Gegners folgt.', 'Dealt faceup and counts toward the hull; the opponent’s choice is not played yet.'));
