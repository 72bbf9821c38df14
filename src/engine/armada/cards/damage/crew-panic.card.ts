import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** Before the reveal the owner chooses: 1 damage to a zone of his choice, or discard the dial unseen (then no command is revealed). */
export const crewPanic = defineDamageCard('crew-panic', 'enforced', text('Vor dem Aufdecken wählt der Besitzer: 1 Schaden an einer Sektion seiner Wahl oder das Rad ungesehen ablegen (dann wird kein Kommando aufgedeckt).', 'Before the reveal the owner chooses: 1 damage to a zone of his choice, or discard the dial unseen (then no command is revealed).'));
