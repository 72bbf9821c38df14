import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** Dealt faceup and counts toward the hull; the reduced yaw is not played yet. */
export const thrustControlMalfunction = defineDamageCard('thrust-control-malfunction', 'dealt-only', text('Wird offen ausgeteilt und zählt zur Hülle; die geringere Drehung folgt.', 'Dealt faceup and counts toward the hull; the reduced yaw is not played yet.'));
