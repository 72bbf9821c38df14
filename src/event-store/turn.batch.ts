/** At most this many requests in one statement; more go in another. */
export const MAX_PER_STATEMENT = 100;

interface Pending<In, Out> {
  readonly input: In;
  readonly resolve: (output: Out) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The requests of one turn of the event loop, sent to Postgres together: `run` gets up to
 * MAX_PER_STATEMENT inputs, no two with the same `keyOf`, and answers each, in order, from one
 * statement (issue 12: at 50 clients every GET's read and every POST's append was a round trip, a
 * pool checkout, an executor start and, for appends, a commit of its own; the requests of a turn
 * now share them). A request waits at most for the end of the turn it was made in. When the
 * statement fails, each of its requests fails with that error, as it would have alone.
 */
export class TurnBatch<In, Out> {
  private pending: Pending<In, Out>[] = [];

  constructor(
    private readonly run: (inputs: readonly In[]) => Promise<readonly Out[]>,
    private readonly keyOf: (input: In) => string = () => '',
    private readonly max = MAX_PER_STATEMENT,
  ) {}

  submit(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => this.flush());
      this.pending.push({ input, resolve, reject });
    });
  }

  private flush(): void {
    const chunks: { items: Pending<In, Out>[]; keys: Set<string> }[] = [];
    for (const item of this.pending) {
      const key = this.keyOf(item.input);
      let chunk = chunks.find((c) => c.items.length < this.max && !c.keys.has(key));
      if (!chunk) chunks.push((chunk = { items: [], keys: new Set() }));
      chunk.items.push(item);
      if (key !== '') chunk.keys.add(key);
    }
    this.pending = [];
    for (const { items } of chunks) this.send(items);
  }

  private send(items: readonly Pending<In, Out>[]): void {
    this.run(items.map((p) => p.input)).then(
      (outputs) => items.forEach((p, i) => p.resolve(outputs[i])),
      (error: unknown) => {
        for (const p of items) p.reject(error);
      },
    );
  }
}
