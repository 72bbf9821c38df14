import { SeededRng } from '../../core/rng.random.js';
import { randomStandardFleet } from '../fleet/fleet.standard-random.js';
import { armadaGame } from './armada.game.js';
import { SEAT_FACTIONS } from './setup-standard.legal.js';

/**
 * `armada` as its bots play it in the random games and the bench: at the
 * fleet step a seat submits a fleet of the generator
 * (fleet.standard-random.ts), seeded by `seed` and seat, instead of one of
 * the few ready-made lists the legal actions offer.
 */
export function withRandomFleets(seed: string): typeof armadaGame {
  return {
    ...armadaGame,
    legalActions: (s, seat) => {
      if (s.setup?.step !== 'fleets') return armadaGame.legalActions(s, seat);
      const fleet = randomStandardFleet(SEAT_FACTIONS[seat], new SeededRng(`${seed}-fleet-${seat}`), s.setup.format);
      return armadaGame.legalActions(s, seat).length ? [{ type: 'SubmitFleet', fleet: { ...fleet } }] : [];
    },
  };
}
