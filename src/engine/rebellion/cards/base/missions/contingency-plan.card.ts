import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const contingencyPlan = missionCard('contingency-plan', {
  text: pendingText('Move the leader(s) of this card onto one of your starting mission cards in hand (even one already used this round); that starting mission can then be revealed later this round. If Lando Calrissian was on this card, he gets 2 bonus successes on a mission he attempts later this round.'),
  effect: null,
  sources: ['JC', 'LL'],
});
