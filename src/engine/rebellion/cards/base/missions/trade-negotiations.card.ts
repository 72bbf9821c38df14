import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const tradeNegotiations = missionCard('trade-negotiations', {
  text: pendingText('On success the Empire gains 1 loyalty in that system.'),
  effect: null,
  sources: ['JC', 'LL'],
});
