import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const goodIntel = actionCard('good-intel', {
  text: pendingText('For this combat the Rebel player keeps his tactic cards face up (the Empire can see them).'),
  effect: null,
  sources: ['JC', 'LL'],
});
