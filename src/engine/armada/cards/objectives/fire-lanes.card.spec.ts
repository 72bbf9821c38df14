import { accepted, givenSandbox, refused, when } from '../../../core/decider.testkit.js';
import { armadaGame as game } from '../../game/armada.game.js';
import { evolveArmada } from '../../game/game.evolve.js';
import type { ArmadaState } from '../../game/game.types.js';
import { fireLaneDice, fireLanesControl } from '../../game/fire-lanes.rules.js';
import { objectivePoints } from '../../game/objective.rules.js';
import { DEFAULT_GEOMETRY } from '../../geometry/geometry.config.js';
import { dist } from '../../geometry/vec.geometry.js';
import { RULE } from '../../rules.cite.js';
import { isImplemented } from '../cards.implemented.js';
import { standardGameWith } from '../objective.testkit.js';
import { fireLanes } from './fire-lanes.card.js';

const D = DEFAULT_GEOMETRY.distanceBands;

/** The standard game's state just before the first event of this type. */
function before(type: string): ArmadaState {
  const { events } = standardGameWith(fireLanes);
  let s = game.initialState() as ArmadaState;
  for (const e of events.slice(0, events.findIndex((v) => v.type === type))) s = game.evolve(s, e as never);
  return s;
}

/** The sandbox: the Charger s0-1 at (664.4, 480) facing the Hardcell s1-1 at (664.4, 764.4), under Fire Lanes with these tokens and squadrons. */
function lanes(tokens: { id: string; x: number; y: number }[], squadrons: object[] = []): ArmadaState {
  const s = givenSandbox<ArmadaState>(game, { ships: [{ id: 's0-1', pose: { x: 664.4, y: 480, heading: 0 } }], squadrons }, 2);
  return { ...s, objective: 'fire-lanes', objectiveTokens: tokens };
}

const control = (s: ArmadaState) => (fireLanesControl(s)!.payload as unknown as { tokens: { token: string; dice: number[]; overlapped: boolean[]; seat: number | null }[] }).tokens;

describe('objective fire-lanes', () => {
  it('is played: 3 tokens of the second player, shifted by the first, controlled by battery dice each round, 15 points each', () => {
    expect([fireLanes.enforcement, isImplemented('objectives', 'fire-lanes'), fireLanes.victoryTokenValue]).toEqual(['played', true, 15]);
    expect(fireLanes.effect!.map((r) => r.kind)).toEqual(['players-place-objective-tokens', 'first-player-shifts-objective-tokens', 'victory-token-per-fire-lane', 'score-victory-tokens']);
  });

  it('has the second player place 3 tokens beyond distance 4 of both player edges, then the first player shift each, before deployment', () => {
    const { state, events } = standardGameWith(fireLanes);
    const types = events.map((e) => e.type);
    expect(events.filter((e) => e.type === 'ObjectiveTokenPlaced').map((e) => (e.payload as { seat: number }).seat)).toEqual([1, 1, 1]);
    expect(events.find((e) => e.type === 'ObjectiveTokensToShift')!.payload).toEqual({ shifter: 0 });
    const shifted = events.filter((e) => e.type === 'ObjectiveTokenShifted').map((e) => e.payload as { seat: number; token: string; next: number | null });
    expect(shifted.map((p) => [p.seat, p.token, p.next])).toEqual([
      [0, 't1', 0],
      [0, 't2', 0],
      [0, 't3', null],
    ]);
    expect(types.lastIndexOf('ObjectiveTokenShifted')).toBeLessThan(types.indexOf('ShipDeployed'));
    expect(state.objectiveTokens).toHaveLength(3);
    for (const t of state.objectiveTokens) expect(Math.min(t.y, state.playArea.height - t.y)).toBeGreaterThan(D[3] - D[1]);
    expect(state.setup).toBeNull();
  });

  it('refuses a token within distance 4 of a player edge; a shift beyond distance 2 or out of turn; moves a token shifted within it', () => {
    const s = before('ObjectiveTokenPlaced');
    expect(refused(when<ArmadaState>(game, s, 1, { type: 'PlaceObjectiveToken', x: 600, y: 240 }))).toMatchObject({ code: 'OBJECTIVE_TOKEN_TOO_CLOSE_TO_PLAYER_EDGE', rule: RULE.einsatzziele });
    // No distance between tokens on this card: a second token right beside the first is fine.
    const one = accepted(when<ArmadaState>(game, s, 1, { type: 'PlaceObjectiveToken', x: 600, y: 457 })).state;
    const two = accepted(when<ArmadaState>(game, one, 1, { type: 'PlaceObjectiveToken', x: 620, y: 457 })).state;
    const three = accepted(when<ArmadaState>(game, two, 1, { type: 'PlaceObjectiveToken', x: 900, y: 457 }));
    expect(three.events.map((e) => e.type)).toEqual(['ObjectiveTokenPlaced', 'ObjectiveTokensToShift']);
    const shift = three.state;
    expect([shift.setup!.step, shift.setup!.placer, shift.setup!.tokensShifted]).toEqual(['objective-tokens', 0, 0]);
    expect(refused(when<ArmadaState>(game, shift, 1, { type: 'PlaceObjectiveToken', x: 600, y: 457 })).code).toBe('NOT_YOUR_DECISION');
    expect(refused(when<ArmadaState>(game, shift, 0, { type: 'PlaceObjectiveToken', x: 600 + D[1] + 5, y: 457 }))).toMatchObject({ code: 'OBJECTIVE_TOKEN_SHIFT_TOO_FAR', rule: RULE.einsatzziele });
    // The legal list offers the token's own spot first (no shift), then spots within distance 2 only.
    const legal = game.legalActions(shift, 0) as { x: number; y: number }[];
    expect(legal[0]).toMatchObject({ x: 600, y: 457 });
    expect(legal.length).toBeGreaterThan(1);
    for (const a of legal) expect(dist(a, { x: 600, y: 457 })).toBeLessThanOrEqual(D[1]);
    const moved = accepted(when<ArmadaState>(game, shift, 0, { type: 'PlaceObjectiveToken', x: 600, y: 357 })).state;
    expect(moved.objectiveTokens[0]).toEqual({ id: 't1', x: 600, y: 357 });
    expect(moved.setup!.tokensShifted).toBe(1);
  });

  it('counts the battery dice each hull zone could throw at a token: only in arc, only the colours the range allows', () => {
    const s = lanes([]);
    const charger = s.ships.find((x) => x.id === 's0-1')!;
    // The Charger's front battery is 2 red and 1 blue: all three at close range, the reds only at long range.
    expect(fireLaneDice(s, charger, { x: 664.4, y: 560 })).toBe(3);
    expect(fireLaneDice(s, charger, { x: 664.4, y: 480 + 60 + 250 })).toBe(2);
    expect(fireLaneDice(s, charger, { x: 664.4, y: 480 + 800 })).toBe(0);
  });

  it('gives each token to the seat with more dice at it, to the opponent of one overlapping it, to nobody on a tie; a victory token each at the end of the round', () => {
    const s = lanes(
      [
        { id: 't1', x: 664.4, y: 300 },
        { id: 't2', x: 20, y: 457 },
        { id: 't3', x: 664.4, y: 360 },
      ],
      [{ id: 'q0-1', position: { x: 664.4, y: 360 } }],
    );
    const tokens = control(s);
    // t1 behind the Charger, out of the Hardcell's reach: the Republic's.
    expect(tokens[0]).toMatchObject({ token: 't1', overlapped: [false, false], seat: 0 });
    expect(tokens[0].dice[0]).toBeGreaterThan(tokens[0].dice[1]);
    // t2 at the left edge, beyond long range of every hull zone: a tie at none.
    expect(tokens[1]).toMatchObject({ token: 't2', dice: [0, 0], seat: null });
    // t3 under a Republic squadron: the Separatists control it despite fewer dice.
    expect(tokens[2]).toMatchObject({ token: 't3', overlapped: [true, false], seat: 1 });
    const after = evolveArmada(s, fireLanesControl(s)!);
    expect([after.victoryTokens, objectivePoints(after, 0), objectivePoints(after, 1)]).toEqual([[1, 1], 15, 15]);
    expect(fireLanesControl({ ...s, objective: 'intel-sweep' })).toBeNull();
  });

  it('scores control when the status phase ends the round, before the next begins', () => {
    let s = lanes([{ id: 't1', x: 664.4, y: 300 }]);
    const seen: string[] = [];
    for (let i = 0; i < 400 && s.round === 1 && s.status === 'playing'; i++) {
      const seat = game.pending(s)[0]?.seat as number;
      const out = accepted(when<ArmadaState>(game, s, seat, game.legalActions(s, seat)[0]));
      seen.push(...out.events.map((e) => e.type));
      s = out.state;
    }
    expect(seen.indexOf('FireLanesControlled')).toBeGreaterThan(seen.indexOf('StatusPhaseResolved'));
    expect(seen.indexOf('FireLanesControlled')).toBeLessThan(seen.indexOf('RoundStarted'));
  });
});
