import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const seekYoda = missionCard('seek-yoda', {
  text: pendingText('Attach the Master Yoda ring to a resolving leader. Once per game round, when the ringed leader is in the system of a mission or combat, its owner may reroll 1 of his own dice. If Luke Skywalker resolves it, also swap his figure for Luke Skywalker (Jedi).'),
  effect: null,
  sources: ['JC', 'LL'],
});
