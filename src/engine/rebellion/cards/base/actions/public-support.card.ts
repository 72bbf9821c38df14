import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const publicSupport = actionCard('public-support', {
  text: pendingText('Put Janus there and gain 3 Stormtroopers in that system. This round Janus does not stop Imperial units from moving out of that system.'),
  effect: null,
  sources: ['JC', 'LL'],
});
