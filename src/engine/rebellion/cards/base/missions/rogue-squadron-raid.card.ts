import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const rogueSquadronRaid = missionCard('rogue-squadron-raid', {
  text: pendingText('On success destroy Imperial units on the Imperial build queue (any spaces) whose printed health totals at most 4 (Rebel chooses).'),
  effect: null,
  sources: ['JC', 'LL'],
});
