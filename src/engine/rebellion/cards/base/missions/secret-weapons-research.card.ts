import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const secretWeaponsResearch = missionCard('secret-weapons-research', {
  text: pendingText('Draw 2 project cards into the Imperial hand.'),
  effect: null,
  sources: ['JC', 'LL'],
});
