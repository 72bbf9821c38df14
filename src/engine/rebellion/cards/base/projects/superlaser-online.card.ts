import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const superlaserOnline = missionCard('superlaser-online', {
  text: pendingText('Destroy that system (place a destroyed-system marker) and then gain 1 loyalty in 1 populous system of the same region (Imperial choice).'),
  effect: null,
  sources: ['JC', 'LL'],
});
