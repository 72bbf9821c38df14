import { accepted, fold, refused, scripted, when } from '../../../core/decider.testkit.js';
import type { Emitted } from '../../../core/game.contract.js';
import { isViolation } from '../../../core/rule-violation.error.js';
import { getShip } from '../../catalog/catalog.lookup.js';
import { armadaGame as game } from '../../game/armada.game.js';
import type { ArmadaState } from '../../game/game.types.js';
import { objectivePoints } from '../../game/objective.rules.js';
import { attackS1, sandboxWith } from '../objective-attack.testkit.js';
import { REPUBLIC_LIST } from '../objective.testkit.js';
import { mostWanted } from './most-wanted.card.js';

/** The standard setup with Most Wanted up to the naming step (the Republic first player, deployment from the legal grid). */
function atNaming(): ArmadaState {
  const opts = game.parseOptions({ scenario: 'standard', cardsWithoutEffect: 'allow' }, 2);
  if (isViolation(opts)) throw new Error(opts.code);
  let s = fold<ArmadaState>(game, game.setup(opts, 2, scripted()) as Emitted[]);
  const step = (seat: number, action: unknown) => (s = accepted(when<ArmadaState>(game, s, seat, action)).state);
  step(0, { type: 'SubmitFleet', fleet: REPUBLIC_LIST });
  step(1, {
    type: 'SubmitFleet',
    fleet: { ships: [{ ship: 'munificent-class-comms-frigate', upgrades: ['count-dooku'] }], squadrons: [{ squadron: 'vulture-class-droid-fighter-squadron', count: 3 }], objectives: ['most-wanted', 'fire-lanes', 'intel-sweep'] },
  });
  step(1, { type: 'ChooseFirstPlayer', firstPlayer: 0 });
  step(0, { type: 'ChooseObjective', objective: 'most-wanted' });
  while (s.setup?.step !== 'objective-ships') step(s.setup!.placer, game.legalActions(s, s.setup!.placer)[0]);
  return s;
}

const named = (s: ArmadaState, ids: string[]): ArmadaState => ({ ...s, objectiveShips: ids });

describe('objective most-wanted', () => {
  it('is played: both objective ships named by the second player, a die against them, a destroyed one scores twice', () => {
    expect(mostWanted.enforcement).toBe('played');
    // The data has no German name: ours, and the card says so.
    expect(mostWanted.name.de).toBe('Meistgesucht');
    expect(mostWanted.assumptions!.map((a) => a.en).join(' ')).toMatch(/our translation/);
    expect(mostWanted.effect!.map((r) => r.kind)).toEqual(['second-player-names-both-objective-ships', 'add-die-against-objective-ship', 'destroyed-objective-ship-scores-double']);
  });

  it('has the second player name one of his ships and one of the first player’s, then the first round begins', () => {
    let s = atNaming();
    expect(s.setup!.placer).toBe(1);
    expect(refused(when(game, s, 0, { type: 'NameObjectiveShip', ship: 's0-1' })).code).toBe('NOT_YOUR_DECISION');
    expect(game.legalActions(s, 1).map((a) => (a as { ship: string }).ship).sort()).toEqual(['s0-1', 's0-2', 's1-1']);
    s = accepted(when<ArmadaState>(game, s, 1, { type: 'NameObjectiveShip', ship: 's0-2' })).state;
    // Still the second player; now only his own ship is left to name.
    expect(s.setup!.placer).toBe(1);
    expect(game.legalActions(s, 1).map((a) => (a as { ship: string }).ship)).toEqual(['s1-1']);
    expect(refused(when(game, s, 1, { type: 'NameObjectiveShip', ship: 's0-1' }))).toMatchObject({ code: 'OBJECTIVE_SHIP_OWNER_NAMED', rule: 'armada:einsatzziele' });
    const out = accepted(when<ArmadaState>(game, s, 1, { type: 'NameObjectiveShip', ship: 's1-1' }));
    // Count Dooku's starting tokens are asked next.
    expect(out.events.map((e) => e.type)).toEqual(['ObjectiveShipNamed', 'SetupFinished', 'RoundStarted', 'EffectPrompted']);
    expect([out.state.objectiveShips, out.state.round, out.state.setup]).toEqual([['s0-2', 's1-1'], 1, null]);
  });

  it('lets a ship attacking an objective ship add 1 die of a colour already in its pool', () => {
    const run = attackS1(named(sandboxWith('most-wanted'), ['s1-1', 's0-2']), ['blank', 'blank', 'accuracy'], (_p, s) => {
      // The attacker decides; anything else waits for the objective's question.
      expect(game.pending(s)).toEqual([expect.objectContaining({ seat: 0, decision: 'objective-card-choice' })]);
      expect(refused(when(game, s, 0, { type: 'FinishAttackEffects' }))).toMatchObject({ code: 'OBJECTIVE_CARD_ASKS', rule: 'armada:einsatzziele' });
      return { action: { type: 'ChooseOption', colors: 'blue' }, roll: ['crit'] };
    });
    expect(run.prompts).toHaveLength(1);
    expect([run.prompts[0].seat, run.prompts[0].optional, run.prompts[0].choices.map((c) => c.params.colors).sort()]).toEqual([0, true, ['blue', 'red']]);
    expect(run.pool).toHaveLength(4);
    expect(run.pool[3]).toEqual({ color: 'blue', face: 'crit' });
  });

  it('adds nothing when the attacker passes, or when the defender is no objective ship', () => {
    const passed = attackS1(named(sandboxWith('most-wanted'), ['s1-1', 's0-2']), ['blank', 'blank', 'accuracy'], () => ({ action: { type: 'PassChoice' } }));
    expect([passed.prompts.length, passed.pool.length, passed.types.includes('ObjectiveDiceAdded')]).toEqual([1, 3, false]);
    const other = attackS1(named(sandboxWith('most-wanted'), ['s1-2', 's0-2']), ['blank', 'blank', 'accuracy'], () => {
      throw new Error('no question expected');
    });
    expect(other.pool).toHaveLength(3);
  });

  it('scores a destroyed enemy objective ship’s card cost once more, not a destroyed ship that is none', () => {
    const s = named(sandboxWith('most-wanted'), ['s1-1', 's0-2']);
    const gone = (ids: string[]): ArmadaState => ({ ...s, ships: s.ships.map((x) => (ids.includes(x.id) ? { ...x, destroyed: true } : x)) });
    const cost = getShip(s.ships.find((x) => x.id === 's1-1')!.card)!.points.current;
    expect([objectivePoints(gone(['s1-1']), 0), objectivePoints(gone(['s1-1']), 1)]).toEqual([cost, 0]);
    expect(objectivePoints(gone(['s1-2']), 0)).toBe(0);
  });
});
