import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const addressDelays = missionCard('address-delays', {
  text: pendingText('Not opposable. Using the chosen system\'s resource icons and their queue numbers, put the matching Imperial units on the build queue, as if this system were building during a Refresh Phase build step (one unit per icon, placed on the space given by the number printed next to the icons).'),
  effect: null,
  sources: ['JC', 'LL'],
});
