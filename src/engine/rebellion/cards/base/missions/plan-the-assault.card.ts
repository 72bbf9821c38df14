import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const planTheAssault = missionCard('plan-the-assault', {
  text: pendingText('On success move Rebel ships (no ground units) from the \'Rebel Base\' space into this system as though adjacent; leaders on the \'Rebel Base\' space do not block this. Then resolve a combat in this system.'),
  effect: null,
  sources: ['JC', 'LL'],
});
