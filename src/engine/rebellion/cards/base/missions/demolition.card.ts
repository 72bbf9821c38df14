import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const demolition = missionCard('demolition', {
  text: pendingText('On success, for every resource icon of that system, destroy 1 unit on the Imperial build queue that matches the icon (same theater colour and same shape). The Rebel player chooses among matching units.'),
  effect: null,
  sources: ['JC', 'LL'],
});
