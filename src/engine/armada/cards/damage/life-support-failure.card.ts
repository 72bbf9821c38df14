import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** When dealt, every command token is discarded; afterwards the ship can take none. */
export const lifeSupportFailure = defineDamageCard('life-support-failure', 'enforced', text('Beim Austeilen werden alle Kommandomarker abgelegt; danach kann das Schiff keine nehmen.', 'When dealt, every command token is discarded; afterwards the ship can take none.'));
