import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const interrogationDroid = missionCard('interrogation-droid', {
  text: pendingText('Both sides roll one die per skill icon of any type (not just intel) on their participating leaders. On success the Rebel player names 3 systems, one of which must be the Rebel base\'s system.'),
  effect: null,
  sources: ['JC', 'LL'],
});
