import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** Targets at long range are neither offered nor accepted. */
export const depoweredArmament = defineDamageCard('depowered-armament', 'enforced', text('Ziele auf große Reichweite werden nicht angeboten und abgelehnt.', 'Targets at long range are neither offered nor accepted.'));
