/** At most this many games in one statement; more wait for the next. */
export const MAX_READS_PER_STATEMENT = 100;

interface Pending<Row> {
  readonly id: string;
  readonly after: number;
  readonly resolve: (rows: Row[]) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Runs one statement for many games' reads: `ids` and `afters` pair up; each row carries `n`,
 * the 1-based position of the read it answers.
 */
export type ReadMany<Row> = (ids: readonly string[], afters: readonly number[]) => Promise<readonly (Row & { n: number })[]>;

/**
 * The stream reads asked for in one turn of the event loop, sent together as one statement
 * (issue 12: at 50 clients a GET's read was a round trip, a pool checkout and an executor start of
 * its own; the requests of one turn now share them). A read waits at most for the end of the turn
 * it was asked in. If the statement fails, every read of it fails with its error, as each would
 * have alone.
 */
export class StreamReads<Row> {
  private pending: Pending<Row>[] = [];

  constructor(private readonly readMany: ReadMany<Row>) {}

  read(id: string, after: number): Promise<Row[]> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => this.flush());
      this.pending.push({ id, after, resolve, reject });
    });
  }

  private flush(): void {
    const all = this.pending;
    this.pending = [];
    for (let from = 0; from < all.length; from += MAX_READS_PER_STATEMENT) this.send(all.slice(from, from + MAX_READS_PER_STATEMENT));
  }

  private send(batch: readonly Pending<Row>[]): void {
    this.readMany(
      batch.map((p) => p.id),
      batch.map((p) => p.after),
    ).then(
      (rows) => {
        const answers: Row[][] = batch.map(() => []);
        for (const row of rows) answers[row.n - 1].push(row);
        batch.forEach((p, i) => p.resolve(answers[i]));
      },
      (error: unknown) => {
        for (const p of batch) p.reject(error);
      },
    );
  }
}
