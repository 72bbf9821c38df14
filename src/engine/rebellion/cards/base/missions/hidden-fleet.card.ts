import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const hiddenFleet = missionCard('hidden-fleet', {
  text: pendingText('Move any Rebel units from the \'Rebel Base\' space into that system as though the two were adjacent; Rebel leaders standing on the \'Rebel Base\' space do not block this move.'),
  effect: null,
  sources: ['JC', 'LL'],
});
