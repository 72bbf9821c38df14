import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** Obstructed targets are neither offered nor accepted. */
export const disengagedFireControl = defineDamageCard('disengaged-fire-control', 'enforced', text('Versperrte Ziele werden nicht angeboten und abgelehnt.', 'Obstructed targets are neither offered nor accepted.'));
