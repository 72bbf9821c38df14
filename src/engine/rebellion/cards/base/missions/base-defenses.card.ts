import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const baseDefenses = missionCard('base-defenses', {
  text: pendingText('On success the Rebels gain 1 Ion Cannon and 1 Shield Generator, placed directly from the supply onto the \'Rebel Base\' space (into the base\'s system if the base is revealed).'),
  effect: null,
  sources: ['JC', 'LL'],
});
