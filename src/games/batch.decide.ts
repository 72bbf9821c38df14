import { HolocronError } from '../common/errors/holocron.error.js';
import type { AnyGame, Emitted, GameAction } from '../engine/core/game.contract.js';
import { legalActionsWithIds } from '../engine/core/legal-actions.memo.js';
import { rngFor, ScriptedDieError, ScriptedRng } from '../engine/core/rng.random.js';
import { isViolation } from '../engine/core/rule-violation.error.js';
import { scriptedDieMismatch } from '../engine/core/sandbox.script.js';
import { text } from '../engine/core/text.js';
import type { ActionStepInput } from './game.inputs.js';

/** What a batch is decided against: the folded state and the facts of the games row it needs. */
export interface BatchStart {
  readonly def: AnyGame;
  readonly state: unknown;
  readonly version: number;
  /** The game's secret seed: each step draws from `rngFor(seed, version)`. */
  readonly seed: string;
  readonly diceScript: readonly unknown[] | null;
  readonly diceUsed: number;
  /** Scripted shuffle orders of a sandbox game, and how many were used. */
  readonly shuffles: readonly (readonly string[])[];
  readonly shufflesUsed: number;
}

export interface BatchDecided {
  readonly emitted: Emitted[];
  readonly state: unknown;
  readonly diceUsed: number;
  readonly shufflesUsed: number;
}

function hiddenOutcomeNotLast(step: number, last: number): HolocronError {
  return HolocronError.of('HIDDEN_OUTCOME_NOT_LAST', undefined, { step, lastStep: last });
}

function resolve(def: AnyGame, state: unknown, seat: number, step: ActionStepInput, extra: Record<string, unknown>): GameAction {
  if (step.actionId !== undefined) {
    const found = legalActionsWithIds(def, state, seat).byId.get(step.actionId);
    if (!found) {
      throw HolocronError.of(
        'ACTION_NOT_LEGAL',
        text(
          `Die Aktion ${step.actionId} ist jetzt für Platz ${seat} nicht erlaubt; aktuelle legal-actions abrufen.`,
          `Action ${step.actionId} is not allowed for seat ${seat} now; fetch the current legal actions.`,
        ),
        extra,
      );
    }
    return found;
  }
  const parsed = def.parseAction(step.action);
  if (isViolation(parsed)) throw HolocronError.fromViolation(parsed, extra);
  return parsed as GameAction;
}

/**
 * Decides every step against the state the previous ones produced; all or
 * nothing, and throws the first refusal.
 *
 * A step whose outcome may depend on chance or on a fact the seat cannot see
 * (`hiddenOutcome`) may only be the last one: otherwise whether a later step
 * is refused, and why, would tell the seat that fact. Steps given as an
 * action are checked before any step is decided; a step given by id is known
 * only once the steps before it have been decided, so it is checked when it
 * is resolved, before it is decided. Every step decided by then has an open
 * outcome, so the refusal depends only on what the seat sees.
 */
export function decideBatch(start: BatchStart, seat: number, steps: readonly ActionStepInput[]): BatchDecided {
  const { def, seed, diceScript } = start;
  const last = steps.length - 1;
  if (last > 0) {
    steps.forEach((step, i) => {
      if (i === last || step.action === undefined) return;
      const action = resolve(def, start.state, seat, step, { step: i });
      if (def.hiddenOutcome(action)) throw hiddenOutcomeNotLast(i, last);
    });
  }
  let state = start.state;
  let version = start.version;
  let diceUsed = start.diceUsed;
  let shufflesUsed = start.shufflesUsed;
  const emitted: Emitted[] = [];
  steps.forEach((step, i) => {
    const extra = steps.length > 1 ? { step: i } : {};
    const action = resolve(def, state, seat, step, extra);
    if (i < last && def.hiddenOutcome(action)) throw hiddenOutcomeNotLast(i, last);
    const seeded = rngFor(seed, version);
    const rng = diceScript ? new ScriptedRng(diceScript.slice(diceUsed), seeded, start.shuffles.slice(shufflesUsed)) : seeded;
    let result: ReturnType<AnyGame['decide']>;
    try {
      result = def.decide(state, seat, action, rng);
    } catch (error) {
      if (error instanceof ScriptedDieError) {
        const { messages, extra: where } = scriptedDieMismatch(def, error, diceUsed + error.index);
        throw new HolocronError('SANDBOX_DIE_NOT_A_FACE', 422, 'Scripted die does not fit', messages, undefined, { ...extra, ...where });
      }
      throw error;
    }
    if (isViolation(result)) throw HolocronError.fromViolation(result, extra);
    for (const e of result as Emitted[]) {
      state = def.evolve(state, e.event);
      emitted.push(e);
    }
    version += (result as Emitted[]).length;
    if (rng instanceof ScriptedRng) {
      diceUsed += rng.consumed;
      shufflesUsed += rng.shufflesConsumed;
    }
  });
  return { emitted, state, diceUsed, shufflesUsed };
}
