import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const itIsYourDestiny = actionCard('it-is-your-destiny', {
  text: pendingText('After a leader is rescued during a mission, capture 1 Rebel leader that attempted that mission.'),
  effect: null,
  sources: ['JC', 'LL'],
});
