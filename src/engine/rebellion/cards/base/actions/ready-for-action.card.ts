import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const readyForAction = actionCard('ready-for-action', {
  text: pendingText('Move this leader (Piett or Veers) from the Imperial leader pool into the combat\'s system. It cannot retreat and goes back to the pool when the combat ends.'),
  effect: null,
  sources: ['JC', 'LL'],
});
