import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const forTheGreaterGood = missionCard('for-the-greater-good', {
  text: pendingText('On success rescue that leader and draw 1 objective card. Unlike other rescues, the leader(s) assigned to this mission must stay in this system (they do not go to the base).'),
  effect: null,
  sources: ['JC', 'LL'],
});
