import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const constructDeathStar = missionCard('construct-death-star', {
  text: pendingText('Put a Death Star Under Construction (DSUC) into that system and a Death Star on space 3 of the Imperial build queue. When that queued Death Star would be deployed it is placed in the DSUC\'s system and replaces the DSUC.'),
  effect: null,
  sources: ['JC', 'LL'],
});
