import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const wookieeUprising = missionCard('wookiee-uprising', {
  text: pendingText('On success gain 1 Rebel loyalty in Kashyyyk and destroy Imperial units there whose printed health totals at most 4 (Rebel chooses).'),
  effect: null,
  sources: ['JC', 'LL'],
});
