import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const ambush = actionCard('ambush', {
  text: pendingText('Put Madine in any system and destroy Imperial ground units there whose printed health totals at most 3 (Rebel chooses).'),
  effect: null,
  sources: ['JC', 'LL'],
});
