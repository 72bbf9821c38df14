import { run } from '../combat.testkit.js';
import { legalActions } from '../rebellion.legal.js';
import type { RebellionState } from '../rebellion.state.js';
import { given, REBEL } from '../rebellion.testkit.js';

/**
 * A combat the Rebels start: both sides' units already share Naboo (an
 * Imperial system unless `naboo` says otherwise), the Rebel activates it
 * with `leader` and moves nothing; the base hides in Dantooine; the Rebel
 * holds `objectives`; `dice` script the Rebel's first attack, rolled as the
 * move is confirmed. Returns the state once that attack is rolled.
 */
export function rebelCombat(naboo: object, objectives: string[], dice: string[], leader = 'general-rieekan', position: object = {}): RebellionState {
  const s = given({
    phase: 'command',
    rebelBase: { system: 'dantooine' },
    leaders: { [leader]: 'pool' },
    systems: { naboo: { loyalty: 'empire', ...naboo } },
    hands: { rebel: { objectives } },
    ...position,
  });
  return run(s, [REBEL, { type: 'ActivateSystem', leader, system: 'naboo' }], [REBEL, { type: 'ConfirmMoves' }, dice]).state;
}

/** The objectives the Rebel may play now. */
export const playable = (s: RebellionState) => legalActions(s, REBEL).flatMap((a) => (a.type === 'PlayObjective' ? [a.card] : []));
