import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const undercover = actionCard('undercover', {
  text: pendingText('When the Empire attempts a mission, before dice are rolled, move this leader (Lando or Obi-Wan) from any system into the mission\'s system, where it takes part in opposing.'),
  effect: null,
  sources: ['JC', 'LL'],
});
