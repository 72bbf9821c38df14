import { stdoutBatch } from './stdout.batch.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('stdoutBatch', () => {
  it('writes the lines of one event-loop turn in one write, in order, and the next turn in the next', async () => {
    const writes: string[] = [];
    const line = stdoutBatch((text) => writes.push(text));
    line('a\n');
    line('b\n');
    line('c\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n']);
    line('d\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('adds one exit listener for the whole process however many batches (one per app) there are', () => {
    stdoutBatch(() => undefined);
    const before = process.listenerCount('exit');
    for (let i = 0; i < 20; i++) stdoutBatch(() => undefined);
    expect(process.listenerCount('exit')).toBe(before);
  });

  it('writes at exit what every batch still holds, once, and nothing a batch already wrote', async () => {
    const a: string[] = [];
    const b: string[] = [];
    const lineA = stdoutBatch((text) => a.push(text));
    const lineB = stdoutBatch((text) => b.push(text));
    const exit = process.listeners('exit').find((l) => l.name === 'flushWaiting');
    expect(exit).toBeDefined();
    lineA('a1\n');
    await nextTurn();
    lineA('a2\n');
    lineB('b1\n');
    (exit as () => void)();
    expect(a).toEqual(['a1\n', 'a2\n']);
    expect(b).toEqual(['b1\n']);
    await nextTurn();
    expect(a).toEqual(['a1\n', 'a2\n']);
    expect(b).toEqual(['b1\n']);
  });
});
