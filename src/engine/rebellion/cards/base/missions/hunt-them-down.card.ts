import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const huntThemDown = missionCard('hunt-them-down', {
  text: pendingText('On success destroy Rebel units in that system whose printed health adds up to at most 2 (Imperial player chooses which).'),
  effect: null,
  sources: ['JC', 'LL'],
});
