import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const sonOfSkywalker = actionCard('son-of-skywalker', {
  text: pendingText('After a Rebel mission succeeds in Luke\'s system, search the Rebel mission deck for \'Seek Yoda\' or \'Daring Rescue\', take it into hand, then shuffle the mission deck.'),
  effect: null,
  sources: ['JC', 'LL'],
});
