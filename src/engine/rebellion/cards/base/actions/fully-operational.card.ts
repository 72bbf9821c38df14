import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const fullyOperational = actionCard('fully-operational', {
  text: pendingText('If a Death Star or a Death Star Under Construction is in this system, destroy 1 Rebel ship of the Empire\'s choice there.'),
  effect: null,
  sources: ['JC', 'LL'],
});
