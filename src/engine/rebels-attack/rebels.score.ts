import type { Seat } from '../core/visibility.view.js';
import type { ScoreLine } from './rebels.events.js';
import type { RebelsState } from './rebels.state.js';
import { KEPT_ALLY_POINTS, typeOfTile, type EnemyType } from './tiles.data.js';

/** Spielende: points of the enemies won, plus 1 for a kept ally. */
export function scoreOf(state: RebelsState, seat: Seat): number {
  const h = state.holdings[seat];
  const enemies = h.enemies.reduce((sum, t) => sum + state.options.enemies[typeOfTile(t) as EnemyType].points, 0);
  return enemies + (h.ally ? KEPT_ALLY_POINTS : 0);
}

/**
 * Most points wins; on a tie the one with more force chips; still tied,
 * there are several winners (Spielende).
 */
export function finalScoring(state: RebelsState): { scores: ScoreLine[]; winners: Seat[] } {
  const scores = state.holdings.map((h, seat) => ({ seat, points: scoreOf(state, seat), forceChips: h.forceChips }));
  const best = Math.max(...scores.map((s) => s.points));
  const leaders = scores.filter((s) => s.points === best);
  const mostChips = Math.max(...leaders.map((s) => s.forceChips));
  return { scores, winners: leaders.filter((s) => s.forceChips === mostChips).map((s) => s.seat) };
}
