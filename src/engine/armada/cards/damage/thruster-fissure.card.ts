import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** When its owner changes the speed, the ship suffers 1 damage after the maneuver, to a zone of the owner’s choice. */
export const thrusterFissure = defineDamageCard('thruster-fissure', 'enforced', text('Ändert der Besitzer den Schub, erleidet das Schiff nach dem Manöver 1 Schaden an einer Sektion seiner Wahl.', 'When its owner changes the speed, the ship suffers 1 damage after the maneuver, to a zone of the owner’s choice.'));
