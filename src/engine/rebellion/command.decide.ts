import type { Rng } from '../core/rng.random.js';
import { FACTIONS, type Faction } from './data/model.types.js';
import type { Out } from './rebellion.out.js';
import { beginRefresh } from './refresh.flow.js';

/**
 * RR KOMMANDOPHASE: a side that passes takes no more turns this phase. When
 * both have passed, unrevealed missions return to the hand and their leaders
 * to the pool, and the refresh phase runs.
 */
export function decidePass(out: Out, faction: Faction, rng: Rng): void {
  out.public({ type: 'Passed', payload: { faction } });
  const phase = out.state.phase;
  if (phase.kind === 'command' && FACTIONS.every((f) => phase.passed[f])) endCommandPhase(out, rng);
}

function endCommandPhase(out: Out, rng: Rng): void {
  for (const faction of FACTIONS) {
    const assigned = out.state.assigned[faction];
    if (assigned.length === 0) continue;
    const missions = assigned.map((m) => m.card);
    const leaders = assigned.flatMap((m) => m.leaders);
    out.owner(faction, { type: 'FaceDownMissionsReturned', payload: { faction, missions, leaders } }, { faction, count: missions.length });
  }
  beginRefresh(out, rng);
}
