import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const longRangeProbe = missionCard('long-range-probe', {
  text: pendingText('On success the Rebel player must truthfully say whether the Rebel base is in that system.'),
  effect: null,
  sources: ['JC', 'LL'],
});
