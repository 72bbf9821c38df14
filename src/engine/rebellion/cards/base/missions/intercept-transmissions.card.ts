import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const interceptTransmissions = missionCard('intercept-transmissions', {
  text: pendingText('On success the Rebel player draws the top 8 probe cards, hands the Empire every drawn card whose system currently contains an Imperial unit, and shuffles the remaining drawn cards back into the probe deck.'),
  effect: null,
  sources: ['JC', 'LL'],
});
