import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const localRumors = actionCard('local-rumors', {
  text: pendingText('Put Yularen in any system with an Imperial unit; the Rebel player must say whether the Rebel base is in that system\'s region.'),
  effect: null,
  sources: ['JC', 'LL'],
});
