import { MAX_PER_STATEMENT, TurnBatch } from './turn.batch.js';

/** A fake statement that records each call's inputs and answers each input doubled. */
function doubling(fail: (inputs: readonly number[]) => boolean = () => false) {
  const calls: (readonly number[])[] = [];
  const run = async (inputs: readonly number[]) => {
    calls.push(inputs);
    if (fail(inputs)) throw new Error('connection lost');
    return inputs.map((x) => x * 2);
  };
  return { calls, run };
}

describe('TurnBatch', () => {
  it('sends the requests of one turn as one statement and answers each with its own output', async () => {
    const { calls, run } = doubling();
    const batch = new TurnBatch(run);
    expect(await Promise.all([batch.submit(1), batch.submit(2), batch.submit(3)])).toEqual([2, 4, 6]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('sends requests of later turns in statements of their own', async () => {
    const { calls, run } = doubling();
    const batch = new TurnBatch(run);
    await batch.submit(1);
    await batch.submit(2);
    expect(calls).toEqual([[1], [2]]);
  });

  it(`puts at most ${MAX_PER_STATEMENT} requests in one statement`, async () => {
    const { calls, run } = doubling();
    const batch = new TurnBatch(run);
    const outputs = await Promise.all(Array.from({ length: MAX_PER_STATEMENT + 1 }, (_, i) => batch.submit(i)));
    expect(calls.map((c) => c.length)).toEqual([MAX_PER_STATEMENT, 1]);
    expect(outputs).toEqual(Array.from({ length: MAX_PER_STATEMENT + 1 }, (_, i) => i * 2));
  });

  it('never puts two requests with the same key in one statement', async () => {
    const { calls, run } = doubling();
    const batch = new TurnBatch(run, (x) => String(x % 10));
    expect(await Promise.all([11, 12, 21, 31, 22].map((x) => batch.submit(x)))).toEqual([22, 24, 42, 62, 44]);
    expect(calls).toEqual([[11, 12], [21, 22], [31]]);
  });

  it('fails every request of a failed statement with its error, and only those', async () => {
    const { run } = doubling((inputs) => inputs.includes(11));
    const batch = new TurnBatch(run, (x) => String(x % 10));
    const settled = await Promise.allSettled([11, 12, 21].map((x) => batch.submit(x)));
    expect(settled.map((s) => (s.status === 'rejected' ? (s.reason as Error).message : s.value))).toEqual(['connection lost', 'connection lost', 42]);
    expect(await batch.submit(12)).toBe(24);
  });
});
