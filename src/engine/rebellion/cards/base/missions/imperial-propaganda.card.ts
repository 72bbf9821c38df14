import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const imperialPropaganda = missionCard('imperial-propaganda', {
  text: pendingText('On success every system of that region that has Rebel loyalty loses it (remove the Rebel loyalty markers; those systems become neutral, a subjugation marker stays).'),
  effect: null,
  sources: ['JC', 'LL'],
});
