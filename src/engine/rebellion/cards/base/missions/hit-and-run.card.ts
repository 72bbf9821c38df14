import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const hitAndRun = missionCard('hit-and-run', {
  text: pendingText('On success destroy Imperial units there whose printed health totals at most 2 (Rebel chooses).'),
  effect: null,
  sources: ['JC', 'LL'],
});
