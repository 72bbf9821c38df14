import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const nobleSacrifice = actionCard('noble-sacrifice', {
  text: pendingText('At the moment Obi-Wan is captured, remove him from the game (eliminated) instead, and the Rebels move the reputation marker 1 space towards the time marker.'),
  effect: null,
  sources: ['JC', 'LL'],
});
