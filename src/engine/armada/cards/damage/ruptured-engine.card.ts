import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** After each maneuver at a speed above 1 the ship suffers 1 damage to a zone of its owner’s choice. */
export const rupturedEngine = defineDamageCard('ruptured-engine', 'enforced', text('Nach jedem Manöver mit Schub über 1 erleidet das Schiff 1 Schaden an einer Sektion nach Wahl des Besitzers.', 'After each maneuver at a speed above 1 the ship suffers 1 damage to a zone of its owner’s choice.'));
