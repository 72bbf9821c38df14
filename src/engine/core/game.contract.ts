import type { EventSchema } from './events/event.upcast.js';
import type { DieSpec, Rng } from './rng.random.js';
import type { RuleViolation } from './rule-violation.error.js';
import type { Text } from './text.js';
import type { Seat, Viewer, Visibility } from './visibility.view.js';

/** What `evolve` folds: a past-tense fact with a JSON payload. */
export interface GameEvent {
  readonly type: string;
  readonly payload: unknown;
}

/**
 * An event as `setup`/`decide` produce it: who may see its payload, and what
 * everybody else sees instead (`redacted`; absent means nothing but the type).
 */
export interface Emitted<E extends GameEvent = GameEvent> {
  readonly event: E;
  readonly visibility: Visibility;
  readonly redacted?: unknown;
}

/** An action in its machine form: `{type, ...params}`. */
export interface GameAction {
  readonly type: string;
}

/** Somebody the game waits for, and for what. */
export interface PendingDecision {
  readonly seat: Seat;
  readonly decision: string;
  readonly label: Text;
}

export interface Outcome {
  readonly winners: readonly Seat[];
  readonly reason: Text;
  readonly scores?: readonly { readonly seat: Seat; readonly points: number; readonly tieBreak?: number }[];
}

/** A deck whose shuffles a sandbox may script: its id and every card in it, a card once per copy. */
export interface DeckSpec {
  readonly id: string;
  readonly cards: readonly string[];
  /** Glossary entry on the deck, cited when a scripted order does not fit it. */
  readonly rule: string;
}

/** A heading that legal actions are grouped under in long lists (a unit, a leader, a system, a step). */
export interface ActionGroup {
  /** Stable key, the same in every state, for filtering (`?group=`). */
  readonly id: string;
  readonly de: string;
  readonly en: string;
}

export interface OptionSpec {
  readonly name: string;
  readonly type: 'boolean' | 'integer' | 'string' | 'object';
  readonly default: unknown;
  readonly description: Text;
}

/**
 * The contract every game implements: a decider (DESIGN.md). Pure functions
 * of their arguments; chance only through the `Rng` handed in.
 */
export interface GameDefinition<S, A extends GameAction, E extends GameEvent, O> {
  readonly id: string;
  readonly title: Text;
  readonly players: { readonly min: number; readonly max: number };
  readonly options: readonly OptionSpec[];
  /** The dice a sandbox script may name faces of. */
  readonly dice: readonly DieSpec<unknown>[];
  /** The decks a sandbox may script shuffles of; none means shuffles cannot be scripted. */
  readonly decks?: readonly DeckSpec[];
  /** Glossary entry on setup, cited when options or positions are refused. */
  readonly setupRule: string;
  /**
   * The version new events are stored with and how older stored events become
   * today's (core/events/event.upcast.ts). A game that never changed an event
   * type leaves it out: version 1, nothing to upcast.
   */
  readonly events?: EventSchema;

  parseOptions(raw: unknown, players: number): O | RuleViolation;
  setup(options: O, players: number, rng: Rng): Emitted<E>[];
  /** Events that put the game into a given position (sandbox mode). */
  sandbox(position: unknown, options: O, players: number): Emitted<E>[] | RuleViolation;

  initialState(): S;
  evolve(state: S, event: E): S;

  /** Shape check only: is this an action of this game at all? */
  parseAction(raw: unknown): A | RuleViolation;
  /**
   * True for an action whose outcome may, in some state, depend on chance
   * (a die, a shuffle, a draw) or on a fact the acting seat cannot see (a
   * face-down tile, a hand, a deck's order), directly or through the steps
   * that follow it automatically. It looks at the action alone, never at a
   * state, so the answer itself leaks nothing. Such an action may only be
   * the last step of a batch (docs/security.md, "Hidden outcomes in batches");
   * when in doubt, answer true.
   */
  hiddenOutcome(action: A): boolean;
  legalActions(state: S, seat: Seat): A[];
  decide(state: S, seat: Seat, action: A, rng: Rng): Emitted<E>[] | RuleViolation;
  label(state: S, action: A): Text;

  view(state: S, viewer: Viewer): unknown;
  pending(state: S): PendingDecision[];
  outcome(state: S): Outcome | null;

  /**
   * The sides: seats that win or lose together (a resignation or an abandoned
   * game ends for a whole side). Absent: every seat is a side of its own.
   */
  sides?(options: O, players: number): Seat[][];
  /** The group a legal action is listed under (docs/game-life.md); absent: grouped by action type. */
  group?(state: S, action: A): ActionGroup;
}

// eslint-style escape hatch for registries that hold games of every type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any>;
