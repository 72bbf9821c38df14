import { accepted, givenSandbox, refused, when } from '../../core/decider.testkit.js';
import { redactFor } from '../../core/event.redact.js';
import { isViolation } from '../../core/rule-violation.error.js';
import { seatViewer, SPECTATOR } from '../../core/visibility.view.js';
import { armadaGame as game } from './armada.game.js';
import { armadaLegalActions } from './game.legal.js';
import type { ArmadaState } from './game.types.js';

const ship = (s: ArmadaState, id: string) => s.ships.find((x) => x.id === id)!;

/** Every stack full, the Charger s0-1 bow to bow with the Hardcell s1-1 at close range. */
const DUEL = {
  firstPlayer: 0,
  round: 2,
  damageDeck: ['structural-damage', 'crew-panic'],
  ships: [
    { id: 's0-1', pose: { x: 250, y: 300, heading: 0 }, dials: ['concentrate-fire'] },
    { id: 's0-2', dials: ['navigate', 'navigate', 'navigate'] },
    { id: 's0-3', dials: ['navigate'] },
    { id: 's1-1', pose: { x: 250, y: 420, heading: 180 }, shields: { front: 0 }, facedownDamage: 2, faceupDamage: ['power-failure'], tokens: ['repair'], dials: ['repair'] },
    { id: 's1-2', dials: ['navigate', 'navigate'] },
    { id: 's1-3', destroyed: true },
  ],
  squadrons: [{ id: 'q1-4', position: { x: 600, y: 500 }, hull: 1 }],
};

/** Standard fleets (the objective kit's Republic list, two Separatist ships), every model placed, one obstacle. */
const STANDARD = {
  fleets: [
    { ships: [{ ship: 'acclamator-ii-class-assault-ship', upgrades: ['obi-wan-kenobi'] }, { ship: 'consular-class-charger-c70' }], squadrons: [{ squadron: 'v-19-torrent-squadron', count: 3 }], objectives: ['opening-salvo', 'hyperspace-assault', 'dangerous-territory'] },
    {
      ships: [{ ship: 'munificent-class-comms-frigate', upgrades: ['count-dooku'] }, { ship: 'hardcell-class-transport' }],
      squadrons: [{ squadron: 'vulture-class-droid-fighter-squadron', count: 3 }],
      objectives: ['most-wanted', 'fire-lanes', 'intel-sweep'],
    },
  ],
  ships: [
    { id: 's0-1', pose: { x: 300, y: 150, heading: 0 }, speed: 2 },
    { id: 's0-2', pose: { x: 600, y: 150, heading: 0 } },
    { id: 's1-1', pose: { x: 300, y: 760, heading: 180 } },
    { id: 's1-2', pose: { x: 600, y: 760, heading: 180 } },
  ],
  squadrons: ['q0-1', 'q0-2', 'q0-3', 'q1-1', 'q1-2', 'q1-3'].map((id, i) => ({ id, position: { x: 150 + 100 * (i % 3), y: id.startsWith('q0') ? 300 : 600 } })),
  obstacles: [{ id: 'o1', shape: 'station', pose: { x: 457, y: 457, heading: 0 } }],
};

/** Ends seat 0's activation: no commands, no attacks, the first course; seat 1 places any squadron it displaced. */
function finishActivation(start: ArmadaState): ArmadaState {
  let s = start;
  while (s.turn === 0 || s.activation) {
    const seat = game.pending(s)[0].seat;
    const legal = armadaLegalActions(s, seat);
    const next = legal.find((a) => a.type === 'ExecuteManeuver' || a.type === 'FinishAttacks' || a.type === 'FinishCommands') ?? legal[0];
    s = accepted(when<ArmadaState>(game, s, seat, next)).state;
  }
  return s;
}

describe('armada: sandbox positions', () => {
  it('sets ships, squadrons, damage, dials, the round and the deck; full stacks start the ship phase', () => {
    const s = givenSandbox<ArmadaState>(game, DUEL, 2);
    expect([s.round, s.phase, s.turn, s.firstPlayer]).toEqual([2, 'ship', 0, 0]);
    expect(ship(s, 's1-1')).toMatchObject({ shields: { front: 0, left: 1, right: 1, rear: 2 }, faceupDamage: ['power-failure'], tokens: ['repair'], dials: ['repair'] });
    // The two facedown cards come off the deck's top, in the order given.
    expect(ship(s, 's1-1').facedownDamage).toEqual(['structural-damage', 'crew-panic']);
    expect(s.deck).toHaveLength(52 - 3);
    expect(ship(s, 's1-3').destroyed).toBe(true);
    expect(s.squadrons.find((q) => q.id === 'q1-4')).toMatchObject({ position: { x: 600, y: 500 }, hull: 1 });
    expect(armadaLegalActions(s, 0)).toEqual([
      { type: 'ActivateShip', ship: 's0-1' },
      { type: 'ActivateShip', ship: 's0-2' },
      { type: 'ActivateShip', ship: 's0-3' },
    ]);
  });

  it('keeps the secrets a game keeps: dials to their owner, facedown cards and the deck to nobody', () => {
    const opts = game.parseOptions({}, 2);
    if (isViolation(opts)) throw new Error('options');
    const events = game.sandbox(DUEL, opts, 2);
    if (isViolation(events)) throw new Error(events.code);
    const dial = events.find((e) => e.event.type === 'CommandDialAssigned' && (e.event.payload as { ship: string }).ship === 's1-1')!;
    expect(redactFor(dial, seatViewer(0))).toEqual({ type: 'CommandDialAssigned', payload: { ship: 's1-1' }, redacted: true });
    expect(redactFor(dial, seatViewer(1)).redacted).toBe(false);
    const facedown = events.filter((e) => e.event.type === 'FacedownDamageDealt');
    expect(facedown.map((e) => redactFor(e, seatViewer(1)).payload)).toEqual([{ ship: 's1-1', cause: 'sandbox' }, { ship: 's1-1', cause: 'sandbox' }]);
    expect(JSON.stringify(events.map((e) => redactFor(e, SPECTATOR)))).not.toContain('crew-panic');
  });

  it('plays on from the position with scripted dice', () => {
    let s = givenSandbox<ArmadaState>(game, DUEL, 2);
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'KeepCommandDial' })).state;
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' })).state;
    const rolled = accepted(when<ArmadaState>(game, s, 0, { type: 'RollAttackDice' }, ['hit+hit', 'hit', 'hit']));
    expect(rolled.events.find((e) => e.type === 'AttackDiceRolled')!.payload).toMatchObject({ dice: [{ face: 'hit+hit' }, { face: 'hit' }, { face: 'hit' }] });
  });

  it('pass tokens (seed "VERWENDUNG VON PASSEN-MARKERN"): the second player with no more unactivated ships passes, not twice in a row', () => {
    const stacks = DUEL.ships.filter((x) => x.id !== 's1-3');
    let s = givenSandbox<ArmadaState>(game, { ...DUEL, ships: [...stacks, { id: 's1-3', destroyed: true }], passTokens: [0, 2] }, 2);
    expect(armadaLegalActions(s, 0).map((a) => a.type)).not.toContain('PassWithToken');
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-3' })).state;
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'KeepCommandDial' })).state;
    s = finishActivation(s);
    // Seat 1: 2 unactivated ships against seat 0's 2.
    expect(armadaLegalActions(s, 1)).toContainEqual({ type: 'PassWithToken' });
    const passed = accepted(when<ArmadaState>(game, s, 1, { type: 'PassWithToken' }));
    expect(passed.events).toContainEqual({ type: 'ActivationPassed', payload: { seat: 1 } });
    expect([passed.state.turn, passed.state.passTokens]).toEqual([0, [0, 1]]);
    let t = accepted(when<ArmadaState>(game, passed.state, 0, { type: 'ActivateShip', ship: 's0-2' })).state;
    t = accepted(when<ArmadaState>(game, t, 0, { type: 'KeepCommandDial' })).state;
    t = finishActivation(t);
    // Now 2 against 1, and it passed last turn anyway.
    const v = refused(when<ArmadaState>(game, t, 1, { type: 'PassWithToken' }));
    expect([v.code, v.rule]).toEqual(['PASS_NOT_ALLOWED', 'armada:verwendung-von-passen-markern']);
  });

  it('refuses positions that are not training positions', () => {
    const opts = game.parseOptions({}, 2);
    if (isViolation(opts)) throw new Error('options');
    const refused = (position: unknown) => {
      const r = game.sandbox(position, opts, 2);
      return isViolation(r) ? r.code : 'accepted';
    };
    expect(refused({ ships: [{ id: 's9-9' }] })).toBe('INVALID_SANDBOX_POSITION');
    expect(refused({ ships: [{ id: 's0-1', facedownDamage: 4 }] })).toBe('INVALID_SANDBOX_POSITION');
    expect(refused({ ships: [{ id: 's0-2', tokens: ['repair', 'repair'] }] })).toBe('INVALID_SANDBOX_POSITION');
    expect(refused({ ships: [{ id: 's0-1', dials: ['repair', 'repair'] }] })).toBe('ARMADA_MALFORMED_INPUT');
    expect(refused({ objectives: [] })).toBe('INVALID_SANDBOX_POSITION');
    expect(refused({ obstacles: [{ id: 'o', shape: 'moon', pose: { x: 1, y: 1, heading: 0 } }] })).toBe('ARMADA_MALFORMED_INPUT');
    expect(refused({ obstacles: [{ id: 's0-1', shape: 'station', pose: { x: 1, y: 1, heading: 0 } }] })).toBe('INVALID_SANDBOX_POSITION');
    expect(refused({ ships: ['s1-1', 's1-2', 's1-3'].map((id) => ({ id, destroyed: true })) })).toBe('INVALID_SANDBOX_POSITION');
    expect(refused({ damageDeck: Array(9).fill('structural-damage') })).toBe('INVALID_SANDBOX_POSITION');
    expect(refused({ damageDeck: Array(8).fill('structural-damage') })).toBe('accepted');
    expect(refused({})).toBe('accepted');
  });

  it('lays a position over standard fleets and obstacles: lists checked by the validator, every model placed', () => {
    const opts = game.parseOptions({}, 2);
    if (isViolation(opts)) throw new Error('options');
    const s = givenSandbox<ArmadaState>(game, STANDARD, 2);
    expect([s.scenario, s.playArea, s.fleets!.map((f) => f.points), s.obstacles.map((o) => o.id)]).toEqual(['standard', { width: 914.4, height: 914.4 }, [171, 168], ['o1']]);
    // The list's commander is on the Acclamator; the Hardcell carries nothing.
    expect([ship(s, 's0-1').card, ship(s, 's0-1').upgrades!.map((u) => u.id), ship(s, 's1-2').card]).toEqual(['acclamator-ii-class-assault-ship', ['obi-wan-kenobi'], 'hardcell-class-transport']);
    expect(armadaLegalActions(s, 1).filter((a) => a.type === 'SetCommandDial').map((a) => (a as { ship: string }).ship)).toEqual(['s1-1', 's1-1', 's1-1', 's1-1', 's1-2', 's1-2', 's1-2', 's1-2']);
    const refusal = (position: unknown) => {
      const r = game.sandbox(position, opts, 2);
      return isViolation(r) ? r.code : 'accepted';
    };
    // The validator's own refusals, a card without effect, a model left off the table, a format without fleets.
    expect(refusal({ ...STANDARD, fleets: [{ ...STANDARD.fleets[0], ships: [{ ship: 'consular-class-charger-c70' }] }, STANDARD.fleets[1]] })).toBe('FLEET_WITHOUT_FLAGSHIP');
    expect(refusal({ ...STANDARD, fleets: [STANDARD.fleets[1], STANDARD.fleets[0]] })).toBe('FLEET_WRONG_FACTION');
    expect(refusal({ ...STANDARD, fleets: [{ ...STANDARD.fleets[0], objectives: ['blockade-run', 'fire-lanes', 'intel-sweep'] }, STANDARD.fleets[1]] })).toBe('ARMADA_CARD_NOT_IMPLEMENTED');
    expect(refusal({ ...STANDARD, squadrons: STANDARD.squadrons.slice(1) })).toBe('INVALID_SANDBOX_POSITION');
    expect(refusal({ format: 'standard' })).toBe('INVALID_SANDBOX_POSITION');
    expect(refusal({ ...STANDARD, format: 'standard' })).toBe('accepted');
  });
});
