import type { PendingDecision } from '../core/game.contract.js';
import type { Rng } from '../core/rng.random.js';
import type { RuleViolation } from '../core/rule-violation.error.js';
import type { Faction } from './data/model.types.js';
import type { RebellionAction, RebellionActionType } from './rebellion.actions.js';
import type { Out } from './rebellion.out.js';
import type { Phase, RebellionState } from './rebellion.state.js';

/**
 * The shapes of the tables through which each phase's file registers its
 * handlers (docs/ARCHITECTURE.md, Rebellion): lookups by key, checked
 * exhaustive at compile time where they are composed.
 */

export type PhaseKind = Phase['kind'];
export type PhaseOf<P extends PhaseKind> = Extract<Phase, { kind: P }>;

/** The action of type `K`; a prompt's answers share one member of the union, whose `type` is a union itself. */
export type ActionOf<K extends RebellionActionType> = RebellionAction extends infer A ? (A extends { readonly type: infer T } ? (K extends T ? A : never) : never) : never;

/** Decides one action of type `K`: it writes its events to `out` or refuses. */
export type DecideHandler<K extends RebellionActionType> = (out: Out, faction: Faction, action: ActionOf<K>, rng: Rng) => RuleViolation | void;
/** The decisions one phase takes, by action type. */
export type DecideHandlers = { readonly [K in RebellionActionType]?: DecideHandler<K> };
/** A handler called with an action of any type: the table picks the one written for it. */
export type AnyDecideHandler = (out: Out, faction: Faction, action: RebellionAction, rng: Rng) => RuleViolation | void;

/**
 * What one phase owns of the legal actions; asked only while it is the
 * phase, no card's prompt is open and no destroyed system's excess is due.
 */
export interface PhaseLegal<P extends PhaseKind> {
  /** The glossary entry a refusal in this phase cites. */
  readonly rule: string;
  /** Which kinds of action the game waits for from `faction`. */
  readonly expected: (state: RebellionState, phase: PhaseOf<P>, faction: Faction) => readonly RebellionActionType[];
  /** Everything `faction` may do, as a finite list; asked only when `expected` lists something. */
  readonly actions: (state: RebellionState, phase: PhaseOf<P>, faction: Faction) => RebellionAction[];
  /** Who the game waits for. */
  readonly pending: (state: RebellionState, phase: PhaseOf<P>) => PendingDecision[];
}

/** Keys of any member of a union of tables. */
export type KeysOf<T> = T extends unknown ? keyof T : never;
/** Compiles only for `never`: a check's error names the keys that break it. */
export type NoneOf<T extends never> = T;
