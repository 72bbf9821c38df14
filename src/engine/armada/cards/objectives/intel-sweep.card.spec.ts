import { accepted, givenSandbox, refused, when } from '../../../core/decider.testkit.js';
import { armadaGame as game } from '../../game/armada.game.js';
import { endCheck } from '../../game/game.advance.js';
import type { ArmadaState } from '../../game/game.types.js';
import { objectivePoints } from '../../game/objective.rules.js';
import { DEFAULT_GEOMETRY } from '../../geometry/geometry.config.js';
import { dist } from '../../geometry/vec.geometry.js';
import { RULE } from '../../rules.cite.js';
import { isImplemented } from '../cards.implemented.js';
import { standardGameWith } from '../objective.testkit.js';
import { intelSweep } from './intel-sweep.card.js';
import { OTHER_FULL_STACKS } from '../upgrade.testkit.js';

const D = DEFAULT_GEOMETRY.distanceBands;

/** The standard game's state just before the first event of this type. */
function before(type: string): ArmadaState {
  const { events } = standardGameWith(intelSweep);
  let s = game.initialState() as ArmadaState;
  for (const e of events.slice(0, events.findIndex((v) => v.type === type))) s = game.evolve(s, e as never);
  return s;
}

/** s0-1 activated with tokens 80 mm (within distance 1 of its base) and 200 mm to its side; `named` are the objective ships. */
function reveal(named: string[]) {
  const base = givenSandbox<ArmadaState>(game, { ships: [{ id: 's0-1', dials: ['navigate'] }, ...OTHER_FULL_STACKS] }, 2);
  const x = base.ships.find((v) => v.id === 's0-1')!;
  const s: ArmadaState = {
    ...base,
    objective: 'intel-sweep',
    objectiveShips: named,
    objectiveTokens: [
      { id: 't1', x: x.pose.x + 200, y: x.pose.y },
      { id: 't2', x: x.pose.x + 80, y: x.pose.y },
    ],
  };
  return accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' }));
}

describe('objective intel-sweep', () => {
  it('is played: tokens, objective ships, tokens taken on a revealed dial, 75 points for more victory tokens', () => {
    expect([intelSweep.enforcement, isImplemented('objectives', 'intel-sweep')]).toEqual(['played', true]);
    expect(intelSweep.effect!.map((r) => r.kind)).toEqual(['players-place-objective-tokens', 'each-player-names-own-objective-ship', 'objective-ship-takes-token-on-reveal', 'more-victory-tokens-scores']);
  });

  it('has the players place 5 tokens alternately after the obstacles, the second player first, then name objective ships after deployment', () => {
    const { state, events } = standardGameWith(intelSweep);
    const types = events.map((e) => e.type);
    const placed = events.filter((e) => e.type === 'ObjectiveTokenPlaced').map((e) => e.payload as { seat: number });
    expect(placed.map((p) => p.seat)).toEqual([1, 0, 1, 0, 1]);
    expect(types.indexOf('ObjectiveTokensToPlace')).toBeGreaterThan(types.lastIndexOf('ObstaclePlaced'));
    expect(types.lastIndexOf('ObjectiveTokenPlaced')).toBeLessThan(types.indexOf('ShipDeployed'));
    expect(state.objectiveTokens).toHaveLength(5);
    for (const t of state.objectiveTokens) {
      expect(Math.min(t.y, state.playArea.height - t.y)).toBeGreaterThan(D[4]);
      for (const u of state.objectiveTokens) if (u !== t) expect(dist(t, u)).toBeGreaterThan(D[2]);
    }
    expect(events.filter((e) => e.type === 'ObjectiveShipNamed').map((e) => e.payload)).toEqual([
      { seat: 0, ship: 's0-1' },
      { seat: 1, ship: 's1-1' },
    ]);
    expect(types.indexOf('ObjectiveShipsToName')).toBeGreaterThan(types.lastIndexOf('SquadronDeployed'));
    expect([state.round, state.phase]).toEqual([1, 'command']);
  });

  it('refuses a token near a player edge or another token, and out of turn', () => {
    const s = before('ObjectiveTokenPlaced');
    expect([s.setup!.step, s.setup!.placer]).toEqual(['objective-tokens', 1]);
    expect(game.pending(s).map((p) => p.decision)).toEqual(['place-objective-token']);
    expect(refused(when<ArmadaState>(game, s, 0, { type: 'PlaceObjectiveToken', x: 600, y: 457 })).code).toBe('NOT_YOUR_DECISION');
    expect(refused(when<ArmadaState>(game, s, 1, { type: 'PlaceObjectiveToken', x: 600, y: 200 }))).toMatchObject({ code: 'OBJECTIVE_TOKEN_TOO_CLOSE_TO_PLAYER_EDGE', rule: RULE.einsatzziele });
    const one = accepted(when<ArmadaState>(game, s, 1, { type: 'PlaceObjectiveToken', x: 600, y: 457 })).state;
    expect(refused(when<ArmadaState>(game, one, 0, { type: 'PlaceObjectiveToken', x: 700, y: 457 })).code).toBe('OBJECTIVE_TOKEN_TOO_CLOSE_TO_TOKEN');
    expect(game.legalActions(one, 0).every((a) => dist(a as { x: number; y: number }, { x: 600, y: 457 }) > D[2])).toBe(true);
  });

  it("takes the closest token within distance 1 when an objective ship reveals its dial, for a victory token", () => {
    const out = reveal(['s0-1']);
    expect(out.events.filter((e) => ['CommandDialRevealed', 'ObjectiveTokenTaken', 'VictoryTokenGained'].includes(e.type))).toEqual([
      { type: 'CommandDialRevealed', payload: { ship: 's0-1', command: 'navigate' } },
      { type: 'ObjectiveTokenTaken', payload: { seat: 0, token: 't2', ship: 's0-1' } },
      { type: 'VictoryTokenGained', payload: { seat: 0, objective: 'intel-sweep', ship: 's0-1' } },
    ]);
    expect([out.state.objectiveTokens.map((t) => t.id), out.state.victoryTokens]).toEqual([['t1'], [1, 0]]);
    const plain = reveal([]);
    expect([plain.state.objectiveTokens.length, plain.state.victoryTokens]).toEqual([2, [0, 0]]);
  });

  it('scores 75 for more victory tokens, nothing on a tie; the tokens themselves are worth nothing', () => {
    const base: ArmadaState = { ...givenSandbox<ArmadaState>(game, { ships: [] }, 2), objective: 'intel-sweep' };
    const ahead: ArmadaState = { ...base, victoryTokens: [2, 1] };
    expect([objectivePoints(ahead, 0), objectivePoints(ahead, 1)]).toEqual([75, 0]);
    expect([objectivePoints({ ...base, victoryTokens: [1, 1] }, 0), objectivePoints({ ...base, victoryTokens: [0, 3] }, 1)]).toEqual([0, 75]);
    expect(endCheck({ ...ahead, phase: 'status', round: 6 })!.points).toEqual([75, 0]);
  });
});
