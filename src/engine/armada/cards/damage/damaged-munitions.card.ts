import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** Dealt faceup and counts toward the hull; removing a die is not played yet. */
export const damagedMunitions = defineDamageCard('damaged-munitions', 'dealt-only', text('Wird offen ausgeteilt und zählt zur Hülle; das Entfernen eines Würfels folgt.', 'Dealt faceup and counts toward the hull; removing a die is not played yet.'));
