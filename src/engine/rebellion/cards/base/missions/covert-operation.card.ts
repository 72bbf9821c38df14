import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const covertOperation = missionCard('covert-operation', {
  text: pendingText('On success draw 2 objective cards, keep 1 in hand and put the other on the bottom of the objective deck.'),
  effect: null,
  sources: ['JC', 'LL'],
});
