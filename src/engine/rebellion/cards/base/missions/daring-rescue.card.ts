import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const daringRescue = missionCard('daring-rescue', {
  text: pendingText('On success rescue that captured leader (it goes to the \'Rebel Base\' space). Any leaders assigned to this mission may go along to the \'Rebel Base\' space.'),
  effect: null,
  sources: ['JC', 'LL'],
});
