import type { AnyGame, Emitted, GameEvent } from './game.contract.js';
import { ScriptedRng, SeededRng, type Rng } from './rng.random.js';
import { isViolation, type RuleViolation } from './rule-violation.error.js';
import type { Seat } from './visibility.view.js';

/** Folds emitted events into a state, the way the service replays a stream. */
export function fold<S>(game: AnyGame, emitted: readonly Emitted[], from?: S): S {
  return emitted.reduce((s: S, e) => game.evolve(s, e.event) as S, from ?? (game.initialState() as S));
}

export function scripted(dice: readonly unknown[] = [], seed = 'spec'): Rng {
  return new ScriptedRng(dice, new SeededRng(seed));
}

/** A game in a sandbox position, as `POST /v1/games` with `sandbox` builds it. */
export function givenSandbox<S>(game: AnyGame, position: unknown, players: number, options: unknown = {}): S {
  const opts = game.parseOptions(options, players);
  if (isViolation(opts)) throw new Error(`options refused: ${opts.code}`);
  const events = game.sandbox(position, opts, players);
  if (isViolation(events)) throw new Error(`position refused: ${events.code} ${events.messages.en}`);
  return fold<S>(game, events);
}

export type Outcome<S> = { ok: true; events: GameEvent[]; emitted: Emitted[]; state: S } | { ok: false; violation: RuleViolation };

/** When `seat` submits `raw` (in machine form) with these dice, then ... */
export function when<S>(game: AnyGame, state: S, seat: Seat, raw: unknown, dice: readonly unknown[] = []): Outcome<S> {
  const action = game.parseAction(raw);
  if (isViolation(action)) return { ok: false, violation: action };
  const result = game.decide(state, seat, action, scripted(dice));
  if (isViolation(result)) return { ok: false, violation: result };
  return { ok: true, emitted: result, events: result.map((e: Emitted) => e.event), state: fold<S>(game, result, state) };
}

/** Unwraps an accepted decision, failing the spec with the refusal otherwise. */
export function accepted<S>(outcome: Outcome<S>): { events: GameEvent[]; emitted: Emitted[]; state: S } {
  if (!outcome.ok) throw new Error(`refused: ${outcome.violation.code}: ${outcome.violation.messages.en}`);
  return outcome;
}

export function refused<S>(outcome: Outcome<S>): RuleViolation {
  if (outcome.ok) throw new Error(`accepted: ${outcome.events.map((e) => e.type).join(', ')}`);
  return outcome.violation;
}
