import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const anOldFriend = actionCard('an-old-friend', {
  text: pendingText('Put Han in Bespin to recruit Lando Calrissian, or in Kashyyyk to recruit Chewbacca; the recruited leader is placed in Han\'s system.'),
  effect: null,
  sources: ['JC', 'LL'],
});
