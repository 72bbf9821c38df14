import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** As the attacker no critical effect is offered or accepted. */
export const targeterDisruption = defineDamageCard('targeter-disruption', 'enforced', text('Als Angreifer wird kein kritischer Effekt angeboten oder angenommen.', 'As the attacker no critical effect is offered or accepted.'));
