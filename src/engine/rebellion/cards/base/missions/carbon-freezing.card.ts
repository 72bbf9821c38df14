import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const carbonFreezing = missionCard('carbon-freezing', {
  text: pendingText('On success put the Carbonite ring on that leader (replacing the captured ring) and the Rebels lose 1 reputation (move the reputation marker 1 space away from the time marker). The leader still counts as captured. If it is ever rescued, the Carbonite ring is discarded.'),
  effect: null,
  sources: ['JC', 'LL'],
});
