import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const catchThemBySurprise = actionCard('catch-them-by-surprise', {
  text: pendingText('Put Ozzel in any system, then move Imperial units into it from adjacent systems (as when activating a system, normal movement rules). If Rebel units are there, resolve a combat.'),
  effect: null,
  sources: ['JC', 'LL'],
});
