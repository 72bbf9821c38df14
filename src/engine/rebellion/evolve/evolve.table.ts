import type { RebellionEvent } from '../rebellion.events.js';
import type { KeysOf, NoneOf } from '../rebellion.handlers.js';
import type { RebellionState } from '../rebellion.state.js';
import { assignmentEvolve } from './assignment.evolve.js';
import { boardEvolve } from './board.evolve.js';
import { cardsEvolve } from './cards.evolve.js';
import { combatEvolve } from './combat.evolve.js';
import { commandEvolve } from './command.evolve.js';
import type { Draft } from './evolve.draft.js';
import type { EventType } from './evolve.kit.js';
import { leadersEvolve } from './leaders.evolve.js';
import { missionEvolve } from './mission.evolve.js';
import { mobilizationEvolve } from './mobilization.evolve.js';
import { refreshEvolve } from './refresh.evolve.js';
import { sandboxEvolve } from './sandbox.evolve.js';
import { setupEvolve } from './setup.evolve.js';

/** Every file's handlers, by phase or subject: each event type has its handler in exactly one of them. */
export const EVOLVE_TABLES = [
  setupEvolve,
  sandboxEvolve,
  assignmentEvolve,
  commandEvolve,
  missionEvolve,
  mobilizationEvolve,
  combatEvolve,
  refreshEvolve,
  leadersEvolve,
  boardEvolve,
  cardsEvolve,
] as const;

type Tables = typeof EVOLVE_TABLES;
/** Event types that two of the tables handle. */
type Twice<T extends readonly object[], Seen = never> = T extends readonly [infer H, ...infer R extends readonly object[]]
  ? (keyof H & Seen) | Twice<R, Seen | keyof H>
  : never;
/** Compiles only while no event type is handled twice; the error names the types that are. */
export type NoEventHandledTwice = NoneOf<Twice<Tables>>;
/** Compiles only while every event type is handled; the error names the types that are not. */
export type NoEventUnhandled = NoneOf<Exclude<EventType, KeysOf<Tables[number]>>>;

/** A handler called with an event of any type: the table picks the one written for it. */
export type AnyEvolveHandler = (s: Draft<RebellionState>, event: RebellionEvent) => void;

/** The handler by event type. Without a prototype, so an unknown type finds none rather than an object's method. */
export const EVOLVE: Readonly<Record<string, AnyEvolveHandler | undefined>> = Object.assign(Object.create(null), ...EVOLVE_TABLES);
