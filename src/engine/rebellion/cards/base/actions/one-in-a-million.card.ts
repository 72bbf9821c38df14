import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const oneInAMillion = actionCard('one-in-a-million', {
  text: pendingText('When rolling for a combat or a mission, instead of rolling up to 2 of your dice, set them down showing faces of your choice.'),
  effect: null,
  sources: ['JC', 'LL'],
});
