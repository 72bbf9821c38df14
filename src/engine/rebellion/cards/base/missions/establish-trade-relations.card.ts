import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const establishTradeRelations = missionCard('establish-trade-relations', {
  text: pendingText('On success gain 1 Rebel loyalty there and put Rebel units on the Rebel build queue using that system\'s resource icons and queue number.'),
  effect: null,
  sources: ['JC', 'LL'],
});
