import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const fearWillKeepThemInLine = missionCard('fear-will-keep-them-in-line', {
  text: pendingText('On success the Empire gains 1 loyalty in each of 2 systems of that system\'s region (Imperial player chooses the 2 systems).'),
  effect: null,
  sources: ['JC', 'LL'],
});
