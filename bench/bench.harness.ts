/** What every benchmark file exports as default: a name and a run that prints its figures. */
export interface Benchmark {
  readonly name: string;
  run(): Promise<void> | void;
}

/** Milliseconds from a monotonic clock; benchmarks may read the clock, the engine never does. */
export function now(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/** Times `fn` `n` times after a warm-up and prints p50/p95/p99 and mean in ms. */
export function timeIt(label: string, n: number, fn: (i: number) => void): number[] {
  for (let i = 0; i < Math.min(20, n); i++) fn(i);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = now();
    fn(i);
    times.push(now() - t0);
  }
  report(label, times);
  return times;
}

export function report(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((s, x) => s + x, 0) / sorted.length;
  console.log(
    `${label}: n=${sorted.length} mean=${mean.toFixed(3)}ms p50=${percentile(sorted, 50).toFixed(3)}ms ` +
      `p95=${percentile(sorted, 95).toFixed(3)}ms p99=${percentile(sorted, 99).toFixed(3)}ms`,
  );
}
