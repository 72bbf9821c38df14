import type { Emitted } from '../core/game.contract.js';
import { rngFor, SeededRng } from '../core/rng.random.js';
import { isViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { canSee, type Seat, type Viewer } from '../core/visibility.view.js';
import { parseAction, type RebellionAction } from './rebellion.actions.js';
import { decide } from './rebellion.decide.js';
import type { RebellionEvent } from './rebellion.events.js';
import { evolve } from './rebellion.evolve.js';
import { legalActions, pending } from './rebellion.legal.js';
import { parseOptions } from './rebellion.options.js';
import { setup } from './rebellion.setup.js';
import { initialState, type RebellionState } from './rebellion.state.js';

/** Helpers for the Rebellion specs: given events, when an action, then events or a refusal. */

export function fold(emitted: readonly Emitted<RebellionEvent>[], from: RebellionState = initialState()): RebellionState {
  return emitted.reduce((s, e) => evolve(s, e.event), from);
}

/** A fresh game after the automatic setup steps, from a secret seed. */
export function newGame(seed: string, options: unknown = {}): { emitted: Emitted<RebellionEvent>[]; state: RebellionState } {
  const opts = parseOptions(options, 2);
  if (isViolation(opts)) throw new Error(opts.code);
  const emitted = setup(opts, 2, rngFor(seed, 0));
  return { emitted, state: fold(emitted) };
}

export type Decision = { ok: true; emitted: Emitted<RebellionEvent>[]; state: RebellionState } | { ok: false; violation: RuleViolation };

/** `seat` submits `raw` in machine form; the generator is the one the service would use at that version. */
export function when(state: RebellionState, seat: Seat, raw: unknown, seed = 'spec', version = 1): Decision {
  const action = parseAction(raw);
  if (isViolation(action)) return { ok: false, violation: action };
  const result = decide(state, seat, action, rngFor(seed, version));
  if (isViolation(result)) return { ok: false, violation: result };
  return { ok: true, emitted: result, state: fold(result, state) };
}

export function accepted(d: Decision): { emitted: Emitted<RebellionEvent>[]; state: RebellionState } {
  if (!d.ok) throw new Error(`refused: ${d.violation.code}: ${d.violation.messages.en}`);
  return d;
}

export function refused(d: Decision): RuleViolation {
  if (d.ok) throw new Error(`accepted: ${d.emitted.map((e) => e.event.type).join(', ')}`);
  return d.violation;
}

export const types = (emitted: readonly Emitted<RebellionEvent>[]) => emitted.map((e) => e.event.type);

/** An event as a viewer receives it: the payload, or the redacted stand-in. */
export function seenBy(e: Emitted<RebellionEvent>, viewer: Viewer): { type: string; payload: unknown } {
  return canSee(e.visibility, viewer) ? { type: e.event.type, payload: e.event.payload } : { type: e.event.type, payload: e.redacted ?? null };
}

export type Chooser = (state: RebellionState, seat: Seat, actions: RebellionAction[]) => RebellionAction;

/** A chooser picking uniformly at random, seeded. */
export function randomChooser(seed: string): Chooser {
  const rng = new SeededRng(`bot:${seed}`);
  return (_s, _seat, actions) => actions[rng.int(actions.length)];
}

export interface Playthrough {
  readonly emitted: Emitted<RebellionEvent>[];
  readonly state: RebellionState;
  readonly steps: number;
}

/** Plays on, deciding as the service does (one generator per stream version), until `done` holds. */
export function playOn(start: Playthrough, seed: string, choose: Chooser, done: (s: RebellionState) => boolean, maxSteps = 5000): Playthrough {
  let { state } = start;
  const emitted = [...start.emitted];
  let steps = start.steps;
  while (!done(state)) {
    if (++steps > maxSteps) throw new Error(`${seed}: not done after ${maxSteps} steps`);
    const waiting = pending(state);
    if (waiting.length === 0) throw new Error(`${seed}: nobody to act in ${state.phase.kind}`);
    const seat = waiting[0].seat;
    const actions = legalActions(state, seat);
    if (actions.length === 0) throw new Error(`${seed}: seat ${seat} pending without legal actions`);
    const action = choose(state, seat, actions);
    const result = decide(state, seat, action, rngFor(seed, emitted.length));
    if (isViolation(result)) throw new Error(`${seed}: legal ${JSON.stringify(action)} refused: ${result.code}`);
    for (const e of result) {
      state = evolve(state, e.event);
      emitted.push(e);
    }
  }
  return { emitted, state, steps };
}

/** Plays the setup decisions until round 1 begins. */
export function playSetup(seed: string, choose: Chooser, maxSteps = 2000): Playthrough {
  return playOn({ ...newGame(seed), steps: 0 }, seed, choose, (s) => s.phase.kind === 'assignment', maxSteps);
}

/** A chooser that never undoes: it places the first legal unit, then confirms, then takes the first choice. */
export const steadyChooser: Chooser = (_s, _seat, actions) => actions.find((a) => a.type !== 'UndoPlacement') ?? actions[0];

/** Plays `choose` until the game waits for `until` (or fails after `maxSteps`). */
export function playUntil(
  start: { emitted: Emitted<RebellionEvent>[]; state: RebellionState },
  until: (state: RebellionState) => boolean,
  choose: Chooser = steadyChooser,
  seed = 'spec',
  maxSteps = 500,
): { emitted: Emitted<RebellionEvent>[]; state: RebellionState } {
  let { state } = start;
  const emitted = [...start.emitted];
  for (let i = 0; !until(state); i++) {
    if (i >= maxSteps) throw new Error(`not reached after ${maxSteps} steps`);
    const seat = pending(state)[0].seat;
    const result = decide(state, seat, choose(state, seat, legalActions(state, seat)), rngFor(seed, emitted.length));
    if (isViolation(result)) throw new Error(result.code);
    for (const e of result) {
      state = evolve(state, e.event);
      emitted.push(e);
    }
  }
  return { emitted, state };
}
