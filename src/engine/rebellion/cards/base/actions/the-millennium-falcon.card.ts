import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const theMillenniumFalcon = actionCard('the-millennium-falcon', {
  text: pendingText('Attach the Millennium Falcon ring to one of the pictured leaders. After the Rebels succeed at a mission in the ring\'s system, they may discard the ring to rescue 1 captured leader in that system.'),
  effect: null,
  sources: ['JC', 'LL'],
});
