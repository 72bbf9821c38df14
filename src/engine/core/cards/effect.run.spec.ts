import { text } from '../text.js';
import type { Prompt } from '../prompts/prompt.types.js';
import { runProgram, type EffectFrame, type StepHandlers } from './effect.run.js';

/** A toy vocabulary: add to a total, ask for a number to add, stop when over a limit. */
type Op = { readonly op: 'add'; readonly n: number } | { readonly op: 'ask-add' } | { readonly op: 'stop-over'; readonly limit: number };
type Log = string[];

const ask = (seat: number): Prompt => ({
  kind: 'option',
  seat,
  question: text('Wie viel?', 'How much?'),
  rule: 'toy:rule',
  choices: ['1', '5'].map((n) => ({ params: { option: n }, label: text(n, n) })),
  optional: true,
  secret: false,
});

const total = (f: EffectFrame) => (f.vars.total as number | undefined) ?? 0;
const plus = (f: EffectFrame, n: number): EffectFrame => ({ ...f, vars: { ...f.vars, total: total(f) + n } });

const HANDLERS: StepHandlers<Log, Op, EffectFrame> = {
  add: { run: (log, op, f) => (log.push(`add ${op.n}`), { kind: 'next', frame: plus(f, op.n) }) },
  'ask-add': {
    run: () => ({ kind: 'ask', prompt: ask(0) }),
    answer: (log, _op, f, a) => (a.kind === 'pass' ? { kind: 'next' } : (log.push(`chose ${a.params.option}`), { kind: 'next', frame: plus(f, Number(a.params.option)) })),
  },
  'stop-over': { run: (_log, op, f) => ({ kind: total(f) > op.limit ? 'end' : 'next' }) },
};

const PROGRAM: readonly Op[] = [{ op: 'add', n: 2 }, { op: 'ask-add' }, { op: 'stop-over', limit: 5 }, { op: 'add', n: 100 }];
const start: EffectFrame = { card: 'toy', step: 0, vars: {}, then: 'done' };

describe('the effect interpreter', () => {
  it('runs steps until one asks, and keeps where it is and what it remembers in the frame', () => {
    const log: Log = [];
    const result = runProgram(log, PROGRAM, HANDLERS, start);
    expect(result.kind).toBe('ask');
    expect(result.frame).toEqual({ card: 'toy', step: 1, vars: { total: 2 }, then: 'done' });
    expect(log).toEqual(['add 2']);
  });

  it('goes on from the answer with the same step and runs to the end', () => {
    const log: Log = [];
    const asked = runProgram(log, PROGRAM, HANDLERS, start);
    const small = runProgram(log, PROGRAM, HANDLERS, asked.frame, { kind: 'choice', params: { option: '1' } });
    expect(small).toEqual({ kind: 'done', frame: { card: 'toy', step: 4, vars: { total: 103 }, then: 'done' } });
  });

  it('ends early when a step says so', () => {
    const asked = runProgram([], PROGRAM, HANDLERS, start);
    const big = runProgram([], PROGRAM, HANDLERS, asked.frame, { kind: 'choice', params: { option: '5' } });
    expect(big).toEqual({ kind: 'done', frame: { card: 'toy', step: 2, vars: { total: 7 }, then: 'done' } });
  });

  it('refuses to answer a step that never asks', () => {
    expect(() => runProgram([], PROGRAM, HANDLERS, start, { kind: 'pass' })).toThrow('asked nothing to answer');
  });
});
