import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** A zone without shields takes no shields from repair; while it defends, redirect is blocked. */
export const capacitorFailure = defineDamageCard('capacitor-failure', 'enforced', text('Eine Sektion ohne Schilde nimmt durch Reparieren keine Schilde auf; verteidigt sie, ist Umlenken gesperrt.', 'A zone without shields takes no shields from repair; while it defends, redirect is blocked.'));
