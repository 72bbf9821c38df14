import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const plantFalseLead = missionCard('plant-false-lead', {
  text: pendingText('Take 4 probe cards at random from the Empire\'s hidden probe cards and put them, without showing them, on the top and/or the bottom of the probe deck in any order.'),
  effect: null,
  sources: ['JC', 'LL'],
});
