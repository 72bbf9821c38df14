import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const displayOfPower = missionCard('display-of-power', {
  text: pendingText('On success the Empire gains 2 loyalty in that system (neutral -> Imperial; Rebel -> marker removed and Imperial marker placed).'),
  effect: null,
  sources: ['JC', 'LL'],
});
