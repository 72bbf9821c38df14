import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const bobaFettWhere = actionCard('boba-fett-where', {
  text: pendingText('Put Boba Fett in any Imperial system. During the following Command Phase, Rebel leaders cannot attempt missions or use action cards in that system.'),
  effect: null,
  sources: ['JC', 'LL'],
});
