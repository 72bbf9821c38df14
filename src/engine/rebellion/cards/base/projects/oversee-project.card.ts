import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const overseeProject = missionCard('oversee-project', {
  text: pendingText('Choose 1 Imperial unit on space 1 or space 2 of the build queue and deploy it immediately into this system.'),
  effect: null,
  sources: ['JC', 'LL'],
});
