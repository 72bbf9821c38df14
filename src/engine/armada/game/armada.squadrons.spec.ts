import { accepted, givenSandbox, refused, when } from '../../core/decider.testkit.js';
import { RULE } from '../rules.cite.js';
import { armadaGame as game } from './armada.game.js';
import { armadaLegalActions } from './game.legal.js';
import type { ArmadaState } from './game.types.js';

/** The squadron phase of round 1 (every ship activated), squadrons where `squadrons` puts them. */
function squadronPhase(squadrons: object[] = [], firstPlayer = 0): ArmadaState {
  const s = givenSandbox<ArmadaState>(game, { firstPlayer, squadrons }, 2);
  return { ...s, phase: 'squadron', turn: firstPlayer, squadronsThisTurn: 0, ships: s.ships.map((x) => ({ ...x, activated: true, dials: [] })) };
}
const act = (s: ArmadaState, seat: number, action: object) => accepted(when<ArmadaState>(game, s, seat, action));

describe('armada: squadron phase (seed "PHASE 3: STAFFELPHASE")', () => {
  it('the first player activates two squadrons, then the other player two', () => {
    let s = squadronPhase();
    expect(game.pending(s)).toEqual([expect.objectContaining({ seat: 0, decision: 'activate-squadron' })]);
    s = act(s, 0, { type: 'ActivateSquadron', squadron: 'q0-1' }).state;
    s = act(s, 0, { type: 'FinishSquadronActivation' }).state;
    expect([s.turn, s.squadronsThisTurn]).toEqual([0, 1]);
    expect(refused(when<ArmadaState>(game, s, 0, { type: 'ActivateSquadron', squadron: 'q0-1' })).code).toBe('ACTION_NOT_ALLOWED_NOW');
    s = act(s, 0, { type: 'ActivateSquadron', squadron: 'q0-2' }).state;
    s = act(s, 0, { type: 'FinishSquadronActivation' }).state;
    expect([s.turn, s.squadronsThisTurn]).toEqual([1, 0]);
    expect(armadaLegalActions(s, 0)).toEqual([]);
  });

  it('a squadron moves or attacks, not both: a move ends its activation', () => {
    let s = squadronPhase();
    s = act(s, 0, { type: 'ActivateSquadron', squadron: 'q0-1' }).state;
    const moves = armadaLegalActions(s, 0).filter((a) => a.type === 'MoveSquadron');
    expect(moves.length).toBeGreaterThan(10);
    s = act(s, 0, moves[0]).state;
    expect(s.squadronActivation).toBeNull();
    const far = refused(when<ArmadaState>(game, act(squadronPhase(), 0, { type: 'ActivateSquadron', squadron: 'q0-1' }).state, 0, { type: 'MoveSquadron', x: 360, y: 600 }));
    expect([far.code, far.rule]).toEqual(['SQUADRON_MOVE_TOO_FAR', RULE.bewegungVonStaffeln]);
  });

  it('an engaged squadron cannot move and attacks only squadrons (seed "NAHKAMPF")', () => {
    let s = squadronPhase([
      { id: 'q0-1', position: { x: 300, y: 500 } },
      { id: 'q1-1', position: { x: 300, y: 560 } },
    ]);
    s = act(s, 0, { type: 'ActivateSquadron', squadron: 'q0-1' }).state;
    expect(armadaLegalActions(s, 0)).toEqual([{ type: 'DeclareSquadronAttack', target: 'q1-1' }, { type: 'FinishSquadronActivation' }]);
    const move = refused(when<ArmadaState>(game, s, 0, { type: 'MoveSquadron', x: 300, y: 450 }));
    expect([move.code, move.rule]).toEqual(['SQUADRON_ENGAGED_CANNOT_MOVE', RULE.nahkampf]);
    s = act(s, 0, { type: 'DeclareSquadronAttack', target: 'q1-1' }).state;
    expect(s.attack?.attacks[0]).toMatchObject({ attacker: 'q0-1', defender: 'q1-1', range: 'distance-1' });
  });

  it('with every squadron activated the status phase readies tokens and the next round begins', () => {
    let s = squadronPhase();
    s = { ...s, squadrons: s.squadrons.map((q) => ({ ...q, activated: q.id !== 'q1-4' })), turn: 1 };
    s = act(s, 1, { type: 'ActivateSquadron', squadron: 'q1-4' }).state;
    s = act(s, 1, { type: 'FinishSquadronActivation' }).state;
    expect([s.round, s.phase]).toEqual([2, 'command']);
    expect(s.squadrons.every((q) => !q.activated) && s.ships.every((x) => !x.activated)).toBe(true);
  });
});
