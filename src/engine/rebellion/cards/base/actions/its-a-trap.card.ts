import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const itsATrap = actionCard('its-a-trap', {
  text: pendingText('The Empire may not play any space tactic card in round 1 of this combat.'),
  effect: null,
  sources: ['JC', 'LL'],
});
