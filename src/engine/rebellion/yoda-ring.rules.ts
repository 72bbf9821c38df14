import type { LeaderId } from './data/leaders.data.js';
import type { Faction } from './data/model.types.js';
import { leadersAt } from './board.query.js';
import { ringSpent } from './modifiers.rules.js';
import type { Place, RebellionState } from './rebellion.state.js';

/**
 * The Master Yoda ring („Seek Yoda“, RR ZUSTANDSRINGE): once per game round,
 * while its leader stands in the system of a mission or a combat, the ring's
 * owner may reroll 1 of his own dice. The leader of `faction` in `place`
 * whose ring may act now; a captive's ring does not (RR GEFANGENE ANFÜHRER).
 * The once-a-round is a `ring-spent` modifier gone when the round ends.
 */
export function yodaBearer(state: RebellionState, place: Place, faction: Faction): LeaderId | undefined {
  return leadersAt(state, place, faction).find((l) => state.leaders[l]?.ring === 'seek-yoda' && !ringSpent(state, l));
}
