import { accepted, givenSandbox, refused, when } from '../../core/decider.testkit.js';
import type { GameEvent } from '../../core/game.contract.js';
import type { RuleViolation } from '../../core/rule-violation.error.js';
import { armadaGame as game } from '../game/armada.game.js';
import { armadaLegalActions } from '../game/game.legal.js';
import type { ArmadaAction, ArmadaState, EquippedUpgrade, GameShip } from '../game/game.types.js';

/**
 * Positions for the upgrade cards' specs: sandbox positions of the training
 * game (round 2, every stack full, so the ship phase has begun) with the
 * cards a spec puts on the ships. In the printed deployment s0-1 and s0-2
 * (and s1-1 and s1-2) stand at distance 3 of each other, s0-1 and s0-3 beyond
 * distance 5.
 */
export const game_ = game;

type ShipEntry = { readonly id: string } & Record<string, unknown>;

/**
 * The six ships' command dial stacks, every one full and navigate only: a
 * sandbox position with them skips the command phase, the ship phase begins
 * (seat 0 first). Shared with the objectives' sandbox specs and e2e.
 */
export const FULL_STACKS: readonly { readonly id: string; readonly dials: readonly string[] }[] = [
  { id: 's0-1', dials: ['navigate'] },
  { id: 's0-2', dials: ['navigate', 'navigate', 'navigate'] },
  { id: 's0-3', dials: ['navigate'] },
  { id: 's1-1', dials: ['navigate'] },
  { id: 's1-2', dials: ['navigate', 'navigate'] },
  { id: 's1-3', dials: ['navigate'] },
];

/** Every full stack but s0-1's: for positions that give the first ship a stack of its own. */
export const OTHER_FULL_STACKS = FULL_STACKS.filter((stack) => stack.id !== 's0-1');

/** A sandbox position in round 2's ship phase; `ships` entries are merged over full stacks of navigate dials. */
export function position(ships: readonly ShipEntry[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const merged = FULL_STACKS.map((stack) => ({ ...stack, ...(ships.find((x) => x.id === stack.id) ?? {}) }));
  return { round: 2, firstPlayer: 0, ...extra, ships: merged };
}

export function start(ships: readonly ShipEntry[], extra: Record<string, unknown> = {}): ArmadaState {
  return givenSandbox<ArmadaState>(game, position(ships, extra), 2);
}

/** The position refused, for the sandbox's checks. */
export function refusedPosition(ships: readonly ShipEntry[]): RuleViolation {
  const events = game.sandbox(position(ships), { scenario: 'training' }, 2);
  if (!('violation' in events)) throw new Error('the position was accepted');
  return events;
}

export const ship = (s: ArmadaState, id: string): GameShip => s.ships.find((x) => x.id === id)!;
export const upgrade = (s: ArmadaState, shipId: string, id: string): EquippedUpgrade => (ship(s, shipId).upgrades ?? []).find((u) => u.id === id)!;

export function act(s: ArmadaState, seat: number, action: ArmadaAction | Record<string, unknown>, dice: readonly unknown[] = []): { state: ArmadaState; events: GameEvent[] } {
  return accepted(when<ArmadaState>(game, s, seat, action, dice));
}

/** `seat` activates `shipId`, keeps its dial, skips its commands and declares an attack from `zone` on `target`, then rolls `dice`. */
export function attack(s: ArmadaState, seat: number, shipId: string, zone: string, target: string, targetZone: string | undefined, dice: readonly string[]): { state: ArmadaState; events: GameEvent[] } {
  let t = act(s, seat, { type: 'ActivateShip', ship: shipId }).state;
  t = act(t, seat, { type: 'KeepCommandDial' }).state;
  if (t.activation?.stage === 'commands') t = act(t, seat, { type: 'FinishCommands' }).state;
  t = act(t, seat, { type: 'DeclareShipAttack', zone, target, ...(targetZone ? { targetZone } : {}) }).state;
  return act(t, seat, { type: 'RollAttackDice' }, dice);
}

export function refusal(s: ArmadaState, seat: number, action: ArmadaAction | Record<string, unknown>): RuleViolation {
  return refused(when<ArmadaState>(game, s, seat, action));
}

/** Answers the open question with one of its choices, or passes. */
export function answer(s: ArmadaState, params: Record<string, string> | 'pass'): { state: ArmadaState; events: GameEvent[] } {
  if (!s.prompt) throw new Error('no question is open');
  return act(s, s.prompt.prompt.seat, params === 'pass' ? { type: 'PassChoice' } : { type: 'ChooseOption', ...params });
}

/**
 * Plays on with plain choices (keep the dial, no commands, no attacks, the
 * first course, squadrons finish) until `stop` holds; never answers a card's
 * question, so a spec sees every one.
 */
export function playUntil(start: ArmadaState, stop: (s: ArmadaState) => boolean): ArmadaState {
  let s = start;
  for (let guard = 0; guard < 200 && !stop(s); guard++) {
    if (s.prompt) throw new Error(`a card asks: ${s.prompt.prompt.question.en}`);
    const seat = game.pending(s)[0].seat;
    const legal = armadaLegalActions(s, seat);
    const pick = ['KeepCommandDial', 'FinishCommands', 'FinishAttacks', 'ExecuteManeuver', 'FinishSquadronActivation', 'ActivateShip', 'ActivateSquadron'];
    const next = pick.map((t) => legal.find((a) => a.type === t)).find((a) => a !== undefined) ?? legal[0];
    s = act(s, seat, next).state;
  }
  if (!stop(s)) throw new Error('playUntil: the position never came');
  return s;
}
