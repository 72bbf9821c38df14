import { stdoutBatch } from './stdout.batch.js';

describe('stdoutBatch', () => {
  it('writes the lines of one event-loop turn in one write, in order, and the next turn in the next', async () => {
    const writes: string[] = [];
    const line = stdoutBatch((text) => writes.push(text));
    line('a\n');
    line('b\n');
    line('c\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\nc\n']);
    line('d\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
  });
});
