import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const collectBounty = missionCard('collect-bounty', {
  text: pendingText('On success capture the targeted leader. Then move the captured leader together with the leader(s) assigned to this mission to the nearest system (fewest moves) that contains an Imperial unit; the resolving player breaks ties.'),
  effect: null,
  sources: ['JC', 'LL'],
});
