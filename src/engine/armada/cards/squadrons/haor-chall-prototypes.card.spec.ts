import { accepted, when } from '../../../core/decider.testkit.js';
import { redactFor } from '../../../core/event.redact.js';
import type { Emitted } from '../../../core/game.contract.js';
import { seatViewer, SPECTATOR } from '../../../core/visibility.view.js';
import { armadaGame } from '../../game/armada.game.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import { squadronAttackTargets } from '../../game/game.table.js';
import type { ArmadaAction, ArmadaState } from '../../game/game.types.js';
import { RULE } from '../../rules.cite.js';
import { act, refusal, ship, start } from '../upgrade.testkit.js';
import { haorChallPrototypes } from './haor-chall-prototypes.card.js';

/** Beside the Charger c70 s0-1 (at 250/150, heading 0, base 43 mm wide): 10.5 mm from its base, distance 1. */
const BESIDE = { x: 201, y: 150 };
/** A V-19 17 mm from Haor Chall Prototypes: the two are engaged (seed "NAHKAMPF"). */
const ENGAGING_V19 = { id: 'q0-1', position: { x: 150, y: 150 } };

type Squadron = { id: string; card?: string; position?: { x: number; y: number }; destroyed?: boolean };

function position(haor: Partial<Squadron> = {}, more: { squadrons?: Squadron[]; ships?: ({ id: string } & Record<string, unknown>)[]; extra?: Record<string, unknown> } = {}): ArmadaState {
  return start(more.ships ?? [], { ...more.extra, squadrons: [{ id: 'q1-1', card: 'haor-chall-prototypes', position: BESIDE, ...haor }, ...(more.squadrons ?? [])] });
}

/** `seat` activates `shipId`, keeps its dial, and goes on until the ship's maneuver step or a question (all steps logged). */
function toManeuver(s: ArmadaState, seat = 0, shipId = 's0-1'): { state: ArmadaState; log: Emitted[] } {
  const log: Emitted[] = [];
  const step = (t: ArmadaState, action: Record<string, unknown>) => {
    const out = accepted(when<ArmadaState>(armadaGame, t, seat, action));
    log.push(...out.emitted);
    return out.state;
  };
  let t = step(step(s, { type: 'ActivateShip', ship: shipId }), { type: 'KeepCommandDial' });
  if (!t.prompt && t.activation?.stage === 'commands') t = step(t, { type: 'FinishCommands' });
  if (!t.prompt && t.activation?.stage === 'attack') t = step(t, { type: 'FinishAttacks' });
  return { state: t, log };
}

/** Plays the running attack to its end with the plain choices (no tokens, no critical, no follow-up); `dice` for the roll. */
function finishAttack(s: ArmadaState, dice: readonly string[]): ArmadaState {
  let t = s;
  for (let guard = 0; guard < 20 && t.attack; guard++) {
    const seat = armadaGame.pending(t)[0].seat;
    const legal = armadaLegalActions(t, seat);
    const plain = ['RollAttackDice', 'FinishAttackEffects', 'FinishDefenseTokens', 'SkipCritical', 'DeclineFollowUp', 'RedirectDamage', 'PassChoice'];
    const next = plain.map((type) => legal.find((a) => a.type === type)).find((a) => a !== undefined) ?? legal[0];
    t = act(t, seat, next, next.type === 'RollAttackDice' ? dice : []).state;
  }
  if (t.attack) throw new Error('the attack did not end');
  return t;
}

const asked = (log: readonly Emitted[]) => log.filter((e) => e.event.type === 'EffectPrompted' && (e.event.payload as { prompt: { source?: string } }).prompt.source === 'haor-chall-prototypes');

describe('squadron card haor-chall-prototypes', () => {
  it('acts before an enemy moves, at distance 1, even while engaged, with its own data', () => {
    expect([haorChallPrototypes.kind, haorChallPrototypes.timing, haorChallPrototypes.effect[0].steps]).toEqual([
      'squadron',
      ['before-enemy-moves'],
      [{ op: 'attack-before-enemy-moves', distance: 1, evenWhileEngaged: true }],
    ]);
  });

  it('asks its owner before the enemy ship moves, at the maneuver step, naming the hull zones it may attack', () => {
    const before = position();
    const { state: s } = toManeuver(before);
    expect(s.activation?.stage).toBe('maneuver');
    expect(ship(s, 's0-1').pose).toEqual(ship(before, 's0-1').pose);
    const prompt = s.prompt!.prompt;
    expect(prompt).toMatchObject({ kind: 'option', seat: 1, source: 'haor-chall-prototypes', optional: true, secret: false, rule: RULE.schluesselwoerterDerStaffeln });
    expect(prompt.choices.length).toBeGreaterThan(0);
    expect(armadaGame.pending(s)).toEqual([expect.objectContaining({ seat: 1, decision: 'squadron-card-choice' })]);
    // A bot enumerates the answers: each zone (accept) and PassChoice (decline); the ship's owner waits.
    expect(armadaLegalActions(s, 1)).toEqual([...prompt.choices.map((c) => ({ type: 'ChooseOption', ...c.params })), { type: 'PassChoice' }]);
    expect(armadaLegalActions(s, 0)).toEqual([]);
    expect(refusal(s, 0, { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: null, dial: false, token: false })).toMatchObject({ code: 'SQUADRON_CARD_ASKS', rule: RULE.schluesselwoerterDerStaffeln });
  });

  it('accepting attacks the chosen zone with its battery, even while engaged; the activation then goes on at its maneuver step', () => {
    const { state: s } = toManeuver(position({}, { squadrons: [ENGAGING_V19] }));
    // Engaged: its own attacks could take no ship (seed "NAHKAMPF"); the card's attack may.
    expect(squadronAttackTargets(s, 'q1-1').filter((t) => t.id === 's0-1')).toEqual([]);
    const zone = s.prompt!.prompt.choices[0].params.zone as 'front' | 'rear' | 'left' | 'right';
    const activation = s.activation;
    const shields = ship(s, 's0-1').shields[zone];
    const out = act(s, 1, { type: 'ChooseOption', zone });
    expect(out.events.find((e) => e.type === 'InterruptAttackDeclared')?.payload).toEqual({ squadron: 'q1-1', card: 'haor-chall-prototypes', target: 's0-1', targetZone: zone, resume: 'maneuver' });
    expect(out.state.attackSource).toEqual({ kind: 'interrupt', squadron: 'q1-1', resume: 'maneuver' });
    expect(out.state.attack?.combatants).toMatchObject({ 'q1-1': { kind: 'squadron', seat: 1 }, 's0-1': { kind: 'ship', seat: 0, zone } });
    expect(armadaLegalActions(out.state, 1)).toEqual([{ type: 'RollAttackDice' }]);
    const after = finishAttack(out.state, ['hit']);
    expect(ship(after, 's0-1').shields[zone]).toBe(shields - 1);
    expect([after.attackSource, after.prompt, after.effects]).toEqual([null, null, []]);
    expect(after.activation).toEqual(activation);
    // Exactly where it was: the same maneuvers as when the owner declines, and the ship moves.
    const declined = act(s, 1, { type: 'PassChoice' }).state;
    const maneuvers = armadaLegalActions(after, 0);
    expect(maneuvers.length).toBeGreaterThan(0);
    expect(maneuvers.every((a) => a.type === 'ExecuteManeuver')).toBe(true);
    expect(maneuvers).toEqual(armadaLegalActions(declined, 0));
    const moved = act(after, 0, maneuvers[0]);
    expect(ship(moved.state, 's0-1').pose).not.toEqual(ship(after, 's0-1').pose);
    expect(moved.events.some((e) => e.type === 'EffectPrompted')).toBe(false);
  });

  it('declining skips the attack: no dice, the ship maneuvers at once; asked once per move', () => {
    const { state: s, log } = toManeuver(position());
    const out = act(s, 1, { type: 'PassChoice' });
    expect(out.events.map((e) => e.type)).toEqual(['EffectResolved']);
    expect([out.state.attack, out.state.prompt, out.state.activation?.stage]).toEqual([null, null, 'maneuver']);
    const maneuver = armadaLegalActions(out.state, 0)[0];
    const moved = act(out.state, 0, maneuver);
    expect(asked([...log, ...(moved as unknown as { emitted: Emitted[] }).emitted])).toHaveLength(1);
    expect(moved.state.prompt).toBeNull();
  });

  it('is not asked beyond distance 1, at speed 0, by a friendly ship, or once destroyed', () => {
    const quiet = (s: ArmadaState, seat = 0, shipId = 's0-1') => {
      const { state, log } = toManeuver(s, seat, shipId);
      return [state.activation?.stage, state.prompt, asked(log).length];
    };
    expect(quiet(position({ position: { x: 120, y: 150 } }))).toEqual(['maneuver', null, 0]);
    expect(quiet(position({}, { ships: [{ id: 's0-1', speed: 0 }] }))).toEqual(['maneuver', null, 0]);
    expect(quiet(position({ destroyed: true }))).toEqual(['maneuver', null, 0]);
    // Seat 1's Hardcell s1-1 (mirrored to 664.4/764.4) with Haor Chall Prototypes beside it: a friendly ship.
    expect(quiet(position({ position: { x: 713.4, y: 764.4 } }, { extra: { firstPlayer: 1 } }), 1, 's1-1')).toEqual(['maneuver', null, 0]);
  });

  it('tells its owner nothing hidden: twin positions differing in seat 0’s dials and facedown card look the same to seat 1 and spectators', () => {
    const twin = (dials: string[], deck: string[]) => {
      const s = position({}, { ships: [{ id: 's0-2', dials }, { id: 's0-1', facedownDamage: 1 }], extra: { damageDeck: deck } });
      const { state, log } = toManeuver(s);
      const out = accepted(when<ArmadaState>(armadaGame, state, 1, { type: 'ChooseOption', ...state.prompt!.prompt.choices[0].params } as ArmadaAction));
      return { state: out.state, log: [...log, ...out.emitted] };
    };
    const a = twin(['navigate', 'navigate', 'navigate'], ['structural-damage']);
    const b = twin(['repair', 'squadron', 'concentrate-fire'], ['crew-panic']);
    expect(ship(a.state, 's0-1').facedownDamage).not.toEqual(ship(b.state, 's0-1').facedownDamage);
    for (const viewer of [seatViewer(1), SPECTATOR]) {
      expect(JSON.stringify(armadaGame.view(a.state, viewer))).toBe(JSON.stringify(armadaGame.view(b.state, viewer)));
      expect(a.log.map((e) => redactFor(e, viewer))).toEqual(b.log.map((e) => redactFor(e, viewer)));
    }
  });
});
