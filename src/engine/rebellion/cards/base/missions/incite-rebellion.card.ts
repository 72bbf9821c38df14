import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const inciteRebellion = missionCard('incite-rebellion', {
  text: pendingText('On success gain 3 Rebel Troopers in that system (from the supply), then resolve a combat there.'),
  effect: null,
  sources: ['JC', 'LL'],
});
