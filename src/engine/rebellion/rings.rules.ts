import type { ActionCardId } from './data/action-cards.data.js';
import { LEADER_IDS, type LeaderId } from './data/leaders.data.js';
import type { Faction } from './data/model.types.js';
import { ringBearers } from './cards/card.index.js';
import { leaderSide, type RebellionState } from './rebellion.state.js';

/** An Imperial ring a leader may wear: captured, or frozen in carbonite. */
const imperialRing = (state: RebellionState, leader: LeaderId) => state.leaders[leader]?.ring === 'captured' || state.leaders[leader]?.ring === 'carbonite';

/**
 * RR ZUSTANDSRINGE: the leaders a „Sofort“ card's ring may go onto. A card
 * that pictures its bearers („The Millennium Falcon“: Han Solo or Chewbacca)
 * takes one of them, never one wearing an Imperial ring (card_effects.json
 * FAQ); should none of them be free, any own leader in play takes it, so the
 * game does not stall on a ring nobody can wear.
 */
export function ringCandidates(state: RebellionState, faction: Faction, card: ActionCardId): LeaderId[] {
  const own = LEADER_IDS.filter((l) => state.leaders[l] !== undefined && leaderSide(state, l) === faction);
  const bearers = ringBearers(card);
  if (bearers === undefined) return own;
  const pictured = own.filter((l) => bearers.includes(l) && !imperialRing(state, l));
  return pictured.length > 0 ? pictured : own;
}
