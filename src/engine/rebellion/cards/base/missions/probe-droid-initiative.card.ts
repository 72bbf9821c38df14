import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const probeDroidInitiative = missionCard('probe-droid-initiative', {
  text: pendingText('Draw 2 probe cards; if Admiral Ozzel is one of the resolving leaders, draw 2 more (4 total).'),
  effect: null,
  sources: ['JC', 'LL'],
});
