import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const detained = missionCard('detained', {
  text: pendingText('On success the targeted Rebel leader is not returned to the Rebel leader pool in the next Refresh Phase (step Retrieve Leaders); it stays on the board for the following round.'),
  effect: null,
  sources: ['JC', 'LL'],
});
