import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const leadTheStrikeTeam = missionCard('lead-the-strike-team', {
  text: pendingText('On success move up to 4 Rebel ground units from the \'Rebel Base\' space into this system, ignoring adjacency and transport restrictions. If Imperial ground units are there, resolve a combat.'),
  effect: null,
  sources: ['JC', 'LL'],
});
