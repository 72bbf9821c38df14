import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** At the speed the ship moves at, the last adjustable joint allows one click less; a navigate dial may give it back. */
export const thrustControlMalfunction = defineDamageCard('thrust-control-malfunction', 'enforced', text('Bei dem Schub, mit dem das Schiff fliegt, erlaubt das letzte drehbare Gelenk einen Klick weniger; ein Navigieren-Rad darf ihn zurückgeben.', 'At the speed the ship moves at, the last adjustable joint allows one click less; a navigate dial may give it back.'));
