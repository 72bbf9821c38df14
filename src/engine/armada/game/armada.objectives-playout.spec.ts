import { fold } from '../../core/decider.testkit.js';
import { randomPlayout } from '../../core/playout.testkit.js';
import { listCards } from '../catalog/catalog.lookup.js';
import { isImplemented } from '../cards/cards.implemented.js';
import { armadaGame } from './armada.game.js';
import type { ArmadaState } from './game.types.js';
import { underObjective } from './objective-playout.testkit.js';

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
