import { accepted, givenSandbox, refused, when } from '../../../core/decider.testkit.js';
import { armadaGame as game } from '../../game/armada.game.js';
import { endCheck } from '../../game/game.advance.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaAction, ArmadaState } from '../../game/game.types.js';
import { objectivePoints } from '../../game/objective.rules.js';
import { RULE } from '../../rules.cite.js';
import { standardGameWith } from '../objective.testkit.js';
import { advancedGunnery } from './advanced-gunnery.card.js';
import { OTHER_FULL_STACKS } from '../upgrade.testkit.js';

/**
 * The Charger s0-1 behind and beside the Hardcell s1-1 (its bow sees the right and rear hull zones), its first attack (bow on
 * the rear, no damage) over; s0-1 is the objective ship, its owner the
 * first player or (seat 1 made first player, seat 0 still on turn) the second.
 */
function afterFirstAttack(objective: string | null, firstPlayer: 0 | 1): ArmadaState {
  const position = { ships: [{ id: 's0-1', pose: { x: 600, y: 850, heading: 180 }, dials: ['navigate'] }, ...OTHER_FULL_STACKS] };
  let s: ArmadaState = { ...givenSandbox<ArmadaState>(game, position, 2), objective, objectiveShips: ['s0-1'], firstPlayer };
  const step = (seat: number, action: unknown, dice: string[] = []) => {
    s = accepted(when<ArmadaState>(game, s, seat, action, dice)).state;
  };
  step(0, { type: 'ActivateShip', ship: 's0-1' });
  step(0, { type: 'KeepCommandDial' });
  step(0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'rear' });
  step(0, { type: 'RollAttackDice' }, ['blank', 'blank', 'accuracy']);
  while (s.attack) {
    const [seat] = game.pending(s).map((p) => p.seat);
    const legal = armadaLegalActions(s, seat);
    step(seat, legal.find((a) => ['FinishAttackEffects', 'FinishDefenseTokens', 'SkipCritical', 'DeclineFollowUp'].includes(a.type)) ?? legal[0]);
  }
  return s;
}

const fromFront = (s: ArmadaState) => armadaLegalActions(s, 0).filter((a): a is ArmadaAction & { type: 'DeclareShipAttack' } => a.type === 'DeclareShipAttack' && a.zone === 'front');

describe('objective advanced-gunnery', () => {
  it('is played: objective ships, attacks from one hull zone, double points', () => {
    expect(advancedGunnery.enforcement).toBe('played');
    expect(advancedGunnery.effect!.map((r) => r.kind)).toEqual(['each-player-names-own-objective-ship', 'objective-ship-attacks-from-one-zone', 'destroyed-objective-ship-scores-double']);
  });

  it('has each player name one of his own ships after deployment, the first player first', () => {
    const { state, events } = standardGameWith(advancedGunnery);
    const named = events.filter((e) => e.type === 'ObjectiveShipNamed').map((e) => e.payload);
    expect(named).toEqual([
      { seat: 0, ship: 's0-1' },
      { seat: 1, ship: 's1-1' },
    ]);
    expect([state.objectiveShips, state.round, state.phase]).toEqual([['s0-1', 's1-1'], 1, 'command']);
    const types = events.map((e) => e.type);
    expect(types.indexOf('ObjectiveShipsToName')).toBeGreaterThan(types.lastIndexOf('SquadronDeployed'));
  });

  it('offers only own ships and refuses an enemy one', () => {
    const { events } = standardGameWith(advancedGunnery);
    // Rebuild the state just before the first naming.
    let s = game.initialState() as ArmadaState;
    for (const e of events.slice(0, events.findIndex((v) => v.type === 'ObjectiveShipNamed'))) s = game.evolve(s, e as never);
    expect(game.pending(s).map((p) => [p.seat, p.decision])).toEqual([[0, 'name-objective-ship']]);
    expect(game.legalActions(s, 0)).toEqual(s.ships.filter((x) => x.owner === 0).map((x) => ({ type: 'NameObjectiveShip', ship: x.id })));
    expect(refused(when<ArmadaState>(game, s, 0, { type: 'NameObjectiveShip', ship: 's1-1' }))).toMatchObject({ code: 'NOT_YOUR_SHIP', rule: RULE.einsatzziele });
    expect(refused(when<ArmadaState>(game, s, 1, { type: 'NameObjectiveShip', ship: 's1-1' })).code).toBe('NOT_YOUR_DECISION');
  });

  it("lets the first player's objective ship attack again from the same hull zone, but not the same hull zone of the target", () => {
    const s = afterFirstAttack('advanced-gunnery', 0);
    const again = fromFront(s);
    expect(again.some((a) => a.target === 's1-1' && a.targetZone === 'right')).toBe(true);
    expect(again.some((a) => a.target === 's1-1' && a.targetZone === 'rear')).toBe(false);
    expect(refused(when<ArmadaState>(game, s, 0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'rear' }))).toMatchObject({
      code: 'OBJECTIVE_SHIP_SAME_TARGET',
      rule: RULE.einsatzziele,
    });
  });

  it("lets the second player's objective ship hit the same target again; without the objective the zone is spent", () => {
    const second = afterFirstAttack('advanced-gunnery', 1);
    expect(fromFront(second).some((a) => a.target === 's1-1' && a.targetZone === 'rear')).toBe(true);
    const plain = afterFirstAttack(null, 0);
    expect(fromFront(plain)).toEqual([]);
    expect(refused(when<ArmadaState>(game, plain, 0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'rear' })).code).toBe('HULL_ZONE_ALREADY_ATTACKED');
  });

  it('scores a destroyed enemy objective ship twice (its ship cost once more)', () => {
    const base = givenSandbox<ArmadaState>(game, { ships: [{ id: 's1-1', destroyed: true }] }, 2);
    const s: ArmadaState = { ...base, objective: 'advanced-gunnery', objectiveShips: ['s0-1', 's1-1'] };
    expect([objectivePoints(s, 0), objectivePoints(s, 1)]).toEqual([47, 0]);
    expect(endCheck({ ...s, phase: 'status', round: 6 })!.points).toEqual([94, 0]);
    expect(objectivePoints({ ...s, objective: 'superior-positions' }, 0)).toBe(0);
  });
});
