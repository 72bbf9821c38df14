import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const homingBeacon = missionCard('homing-beacon', {
  text: pendingText('On success the captured leader is rescued (ring removed), but instead of going to the \'Rebel Base\' space the Rebel player must place it in a system of his choice inside the region that contains the Rebel base, which gives the Empire a clue about the base\'s region.'),
  effect: null,
  sources: ['JC', 'LL'],
});
