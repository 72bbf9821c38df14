import { MAX_READS_PER_STATEMENT, StreamReads, type ReadMany } from './stream-reads.batch.js';

interface Row {
  readonly game: string;
  readonly seq: number;
}

/** A fake statement over a fixed table: each game's rows after the asked seq, tagged with the read's position. */
function statement(table: Record<string, number[]>) {
  const calls: { ids: readonly string[]; afters: readonly number[] }[] = [];
  const readMany: ReadMany<Row> = async (ids, afters) => {
    calls.push({ ids, afters });
    return ids.flatMap((id, i) => (table[id] ?? []).filter((seq) => seq > afters[i]).map((seq) => ({ n: i + 1, game: id, seq })));
  };
  return { calls, readMany };
}

describe('StreamReads', () => {
  it('sends the reads of one turn as one statement and gives each read its own rows', async () => {
    const { calls, readMany } = statement({ a: [1, 2, 3], b: [1], c: [] });
    const reads = new StreamReads(readMany);
    const answers = await Promise.all([reads.read('a', 1), reads.read('b', 0), reads.read('c', 0), reads.read('a', 3)]);
    expect(calls).toEqual([{ ids: ['a', 'b', 'c', 'a'], afters: [1, 0, 0, 3] }]);
    expect(answers.map((rows) => rows.map((r) => `${r.game}${r.seq}`))).toEqual([['a2', 'a3'], ['b1'], [], []]);
  });

  it('sends reads of later turns in statements of their own', async () => {
    const { calls, readMany } = statement({ a: [1] });
    const reads = new StreamReads(readMany);
    await reads.read('a', 0);
    await reads.read('a', 1);
    expect(calls.map((c) => c.afters)).toEqual([[0], [1]]);
  });

  it(`splits a turn of more than ${MAX_READS_PER_STATEMENT} reads`, async () => {
    const { calls, readMany } = statement({ a: [1] });
    const reads = new StreamReads(readMany);
    const answers = await Promise.all(Array.from({ length: MAX_READS_PER_STATEMENT + 1 }, () => reads.read('a', 0)));
    expect(calls.map((c) => c.ids.length)).toEqual([MAX_READS_PER_STATEMENT, 1]);
    expect(answers.every((rows) => rows.length === 1)).toBe(true);
  });

  it('fails every read of a failed statement with its error, and later reads still run', async () => {
    let fail = true;
    const reads = new StreamReads<Row>(async (ids) => {
      if (fail) throw new Error('connection lost');
      return ids.map((game, i) => ({ n: i + 1, game, seq: 1 }));
    });
    const settled = await Promise.allSettled([reads.read('a', 0), reads.read('b', 0)]);
    expect(settled.map((s) => (s.status === 'rejected' ? (s.reason as Error).message : 'ok'))).toEqual(['connection lost', 'connection lost']);
    fail = false;
    expect(await reads.read('b', 0)).toEqual([{ n: 1, game: 'b', seq: 1 }]);
  });
});
