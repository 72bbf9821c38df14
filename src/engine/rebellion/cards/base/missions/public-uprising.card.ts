import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const publicUprising = missionCard('public-uprising', {
  text: pendingText('On success gain 1 circle-icon unit and 2 triangle-icon Rebel units (Rebel chooses ships and/or ground units for each) in that system, then resolve a combat.'),
  effect: null,
  sources: ['JC', 'LL'],
});
