import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const targetTheGenerator = actionCard('target-the-generator', {
  text: pendingText('Destroy 1 structure of the Empire\'s choice in this system (Shield Generator, Ion Cannon; RoE: any Rebel structure).'),
  effect: null,
  sources: ['JC', 'LL'],
});
