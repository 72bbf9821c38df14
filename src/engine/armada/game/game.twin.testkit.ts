import type { TwinMaker } from '../../core/twin.testkit.js';
import { attackTwin } from '../attack/attack.twin.testkit.js';
import { isViolation } from '../../core/rule-violation.error.js';
import { COMMAND_TYPES } from '../catalog/catalog.types.js';
import { randomStarterFleet } from '../fleet/fleet.random.js';
import type { ArmadaState, StandardSetup } from './game.types.js';
import { resolveFleet } from './setup-standard.decide.js';
import { SEAT_FACTIONS } from './setup-standard.legal.js';

/**
 * What `seat` cannot see in `armada` (game.view.ts): the damage deck's order
 * and every facedown damage card (secret from both players), drawn again
 * from one pool; the other seat's unrevealed command dials, set anew; and
 * during an attack, the attack's own copy of the deck; in the full setup,
 * the other seat's fleet list while it is not revealed, built anew, and the
 * other seat's seed for the lists the fleet step draws for it.
 */
export const armadaTwin: TwinMaker<ArmadaState> = (state, seat, rng) => {
  const pool = rng.shuffle([...state.deck, ...state.ships.flatMap((x) => x.facedownDamage)]);
  let next = 0;
  const ships = state.ships.map((x) => {
    const facedownDamage = pool.slice(next, next + x.facedownDamage.length);
    next += x.facedownDamage.length;
    const dials = x.owner === seat ? x.dials : x.dials.map(() => COMMAND_TYPES[rng.int(COMMAND_TYPES.length)]);
    return { ...x, facedownDamage, dials };
  });
  return { ...state, ships, deck: pool.slice(next), attack: state.attack && attackTwin(state.attack, seat, rng), setup: state.setup && setupTwin(state.setup, seat, rng) };
};

function setupTwin(setup: StandardSetup, seat: number, rng: Parameters<TwinMaker<ArmadaState>>[2]): StandardSetup {
  if (setup.step !== 'fleets') return setup;
  const fleets = setup.fleets.map((f, owner) => {
    if (f === null || owner === seat) return f;
    const other = resolveFleet({ ...randomStarterFleet(SEAT_FACTIONS[owner], rng, setup.format) }, owner, setup.format, setup.cardsWithoutEffect);
    if (isViolation(other)) throw new Error(`armada twin: generated fleet refused: ${other.code}`);
    return other;
  });
  const seeds = setup.drawSeeds?.map((v, owner) => (v === null || owner === seat ? v : rng.int(2 ** 32).toString(36)));
  return { ...setup, fleets: [fleets[0], fleets[1]], ...(seeds ? { drawSeeds: [seeds[0], seeds[1]] as const } : {}) };
}
