import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const misdirection = missionCard('misdirection', {
  text: pendingText('On success pick 1 of your leaders: for the rest of this round, the Empire cannot send leaders from its leader pool to oppose that leader\'s missions.'),
  effect: null,
  sources: ['JC', 'LL'],
});
