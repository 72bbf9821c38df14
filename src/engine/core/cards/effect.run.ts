import { EngineInvariantError } from '../rule-violation.error.js';
import type { Prompt, PromptAnswer } from '../prompts/prompt.types.js';

/**
 * The one interpreter loop every game's card effects run on. An effect is a
 * program: a list of steps in the game's effect vocabulary (data), each
 * carried out by the handler of its `op`. A step either finishes, ends the
 * program, or asks a prompt; the game then stores the frame (plain JSON) in
 * its state with the open prompt, and once the answer comes the same step's
 * `answer` goes on from it. Nothing here knows a game: handlers emit the
 * game's events into the game's decision buffer.
 */

/** A running effect: its card, the step it is at, what its steps remember, where the game goes on after it. */
export interface EffectFrame {
  readonly card: string;
  readonly step: number;
  /** Choices made and counts left, by the names the steps give them. */
  readonly vars: Readonly<Record<string, unknown>>;
  /** The game's name for what happens once the program ends (its continuation). */
  readonly then: string;
}

export type StepResult<F extends EffectFrame> =
  | { readonly kind: 'next'; readonly frame?: F }
  | { readonly kind: 'ask'; readonly prompt: Prompt; readonly frame?: F }
  | { readonly kind: 'end'; readonly frame?: F };

export interface StepHandler<B, Op, F extends EffectFrame> {
  run(out: B, op: Op, frame: F): StepResult<F>;
  /** Goes on from this step's prompt; steps that never ask have none. */
  answer?(out: B, op: Op, frame: F, answer: PromptAnswer): StepResult<F>;
}

/** One handler per op of the vocabulary: a missing one does not compile. */
export type StepHandlers<B, Op extends { readonly op: string }, F extends EffectFrame> = {
  readonly [K in Op['op']]: StepHandler<B, Extract<Op, { readonly op: K }>, F>;
};

export type RunResult<F extends EffectFrame> = { readonly kind: 'ask'; readonly prompt: Prompt; readonly frame: F } | { readonly kind: 'done'; readonly frame: F };

/** Runs `program` from `frame` (answering its current step's prompt first, if `answer` is given) until it asks or ends. */
export function runProgram<B, Op extends { readonly op: string }, F extends EffectFrame>(
  out: B,
  program: readonly Op[],
  handlers: StepHandlers<B, Op, F>,
  frame: F,
  answer?: PromptAnswer,
): RunResult<F> {
  let current = frame;
  let pending = answer;
  while (current.step < program.length) {
    const op = program[current.step];
    const handler = handlers[op.op as Op['op']] as StepHandler<B, Op, F>;
    let result: StepResult<F>;
    if (pending !== undefined) {
      if (handler.answer === undefined) throw new EngineInvariantError(`${current.card}: step ${op.op} asked nothing to answer`);
      result = handler.answer(out, op, current, pending);
      pending = undefined;
    } else result = handler.run(out, op, current);
    current = result.frame ?? current;
    if (result.kind === 'ask') return { kind: 'ask', prompt: result.prompt, frame: current };
    if (result.kind === 'end') return { kind: 'done', frame: current };
    current = { ...current, step: current.step + 1 };
  }
  return { kind: 'done', frame: current };
}
