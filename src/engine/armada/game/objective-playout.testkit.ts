import { SeededRng } from '../../core/rng.random.js';
import { randomStandardFleet } from '../fleet/fleet.standard-random.js';
import { armadaGame } from './armada.game.js';
import { SEAT_FACTIONS } from './setup-standard.legal.js';

const CATEGORIES = ['assault', 'defense', 'navigation'] as const;

/**
 * `armada` with random fleets whose objective of `objective`'s category is
 * that objective on both sides, and the first player choosing it (seed 004
 * "Vollständiger Spielaufbau", step "Zielkarte auswählen"), so a random game
 * is played under every objective, not only those the dice of the
 * generator happen to pick.
 */
export function underObjective(seed: string, objective: { id: string; category: string }): typeof armadaGame {
  return {
    ...armadaGame,
    legalActions: (s, seat) => {
      const legal = armadaGame.legalActions(s, seat);
      if (s.setup?.step === 'fleets' && legal.length > 0) {
        const fleet = randomStandardFleet(SEAT_FACTIONS[seat], new SeededRng(`${seed}-fleet-${seat}`), s.setup.format);
        const objectives = (fleet.objectives ?? []).map((o, i) => (CATEGORIES[i] === objective.category ? objective.id : o));
        return [{ type: 'SubmitFleet', fleet: { ...fleet, objectives } }];
      }
      const chosen = legal.filter((a) => a.type === 'ChooseObjective' && (a as { objective: string }).objective === objective.id);
      return chosen.length > 0 ? chosen : legal;
    },
  };
}
