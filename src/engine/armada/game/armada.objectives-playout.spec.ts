import { fold } from '../../core/decider.testkit.js';
import { randomPlayout } from '../../core/playout.testkit.js';
import { SeededRng } from '../../core/rng.random.js';
import { listCards } from '../catalog/catalog.lookup.js';
import { isImplemented } from '../cards/cards.implemented.js';
import { randomStandardFleet } from '../fleet/fleet.standard-random.js';
import { armadaGame } from './armada.game.js';
import type { ArmadaState } from './game.types.js';
import { SEAT_FACTIONS } from './setup-standard.legal.js';

const CATEGORIES = ['assault', 'defense', 'navigation'] as const;

/**
 * `armada` with random fleets whose objective of `objective`'s category is
 * that objective on both sides, and the first player choosing it (seed 004
 * "Vollständiger Spielaufbau", step "Zielkarte auswählen"), so a random game
 * is played under every objective, not only those the dice of the
 * generator happen to pick.
 */
function underObjective(seed: string, objective: { id: string; category: string }): typeof armadaGame {
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

const PLAYED = listCards('objectives').filter((o) => isImplemented('objectives', o.id));

describe('armada: a random standard game under each played objective', () => {
  it('plays all twelve core objectives', () => {
    expect(PLAYED).toHaveLength(12);
  });

  it.each(PLAYED.map((o) => [o.id, o] as const))('%s: the game ends with one winner and replays to the same state', (id, objective) => {
    const seed = `objective-${id}`;
    const run = randomPlayout<ArmadaState>(underObjective(seed, objective), 2, seed, 5000, { scenario: 'standard', format: 'starter' });
    const final = run.states[run.states.length - 1];
    expect(run.emitted.filter((e) => e.event.type === 'ObjectiveChosen').map((e) => (e.event.payload as { objective: string }).objective)).toEqual([id]);
    expect(final.result).not.toBeNull();
    expect(armadaGame.outcome(final)!.winners).toHaveLength(1);
    expect(armadaGame.pending(final)).toEqual([]);
    expect(fold<ArmadaState>(armadaGame, run.emitted)).toEqual(final);
  });
});
