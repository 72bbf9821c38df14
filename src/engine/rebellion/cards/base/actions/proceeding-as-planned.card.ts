import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const proceedingAsPlanned = actionCard('proceeding-as-planned', {
  text: pendingText('Search the project deck for any 1 project card, assign this leader to it (the card enters the Imperial hand as an assigned mission), then shuffle the project deck.'),
  effect: null,
  sources: ['JC', 'LL'],
});
