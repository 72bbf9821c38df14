import { existsSync, readFileSync } from 'node:fs';

export interface EvalQuery {
  readonly kind: string;
  readonly q: string;
  readonly expect: readonly string[];
  readonly game?: string;
  readonly lang?: 'de' | 'en';
}

export interface EvalOutcome {
  readonly query: EvalQuery;
  /** 1-based rank of the first expected entry among the results; undefined when none is there. */
  readonly rank: number | undefined;
  readonly top: readonly string[];
}

export interface EvalReport {
  readonly queries: number;
  readonly hitAt3: number;
  readonly mrr: number;
  readonly misses: readonly EvalOutcome[];
  readonly byKind: Readonly<Record<string, { queries: number; hitAt3: number; mrr: number }>>;
}

/** How many results the evaluation asks for; MRR counts ranks up to here. */
export const EVAL_DEPTH = 10;

/** From `src/rules/eval/` or, in a build, from `dist/src/rules/eval/` back to the sources (tsc copies no JSON). */
const PLACES = [new URL('./queries.json', import.meta.url), new URL('../../../../src/rules/eval/queries.json', import.meta.url)];

export function loadEvalQueries(): EvalQuery[] {
  const place = PLACES.find((p) => existsSync(p)) ?? (PLACES[0] as URL);
  return (JSON.parse(readFileSync(place, 'utf8')) as { queries: EvalQuery[] }).queries;
}

export function outcome(query: EvalQuery, refs: readonly string[]): EvalOutcome {
  const at = refs.findIndex((r) => query.expect.includes(r));
  return { query, rank: at < 0 ? undefined : at + 1, top: refs.slice(0, 3) };
}

function figures(outcomes: readonly EvalOutcome[]) {
  const n = outcomes.length;
  const hits = outcomes.filter((o) => o.rank !== undefined && o.rank <= 3).length;
  const rr = outcomes.reduce((s, o) => s + (o.rank === undefined ? 0 : 1 / o.rank), 0);
  return { queries: n, hitAt3: n === 0 ? 0 : hits / n, mrr: n === 0 ? 0 : rr / n };
}

export function report(outcomes: readonly EvalOutcome[]): EvalReport {
  const kinds = [...new Set(outcomes.map((o) => o.query.kind))];
  return {
    ...figures(outcomes),
    misses: outcomes.filter((o) => o.rank !== 1),
    byKind: Object.fromEntries(kinds.map((k) => [k, figures(outcomes.filter((o) => o.query.kind === k))])),
  };
}

/** Runs every query through `search` (which returns refs, best first) and scores the answers. */
export async function evaluate(search: (q: EvalQuery) => Promise<readonly string[]>, queries = loadEvalQueries()): Promise<EvalReport> {
  const outcomes: EvalOutcome[] = [];
  for (const q of queries) outcomes.push(outcome(q, await search(q)));
  return report(outcomes);
}

/** The report as the eval script prints it. */
export function formatReport(label: string, r: EvalReport): string {
  const lines = [`${label}: ${r.queries} queries, hit@3 ${r.hitAt3.toFixed(3)}, MRR ${r.mrr.toFixed(3)}`];
  for (const [kind, f] of Object.entries(r.byKind)) {
    lines.push(`  ${kind.padEnd(10)} ${String(f.queries).padStart(3)} queries  hit@3 ${f.hitAt3.toFixed(3)}  MRR ${f.mrr.toFixed(3)}`);
  }
  for (const m of r.misses) {
    lines.push(`  rank ${m.rank ?? '-'}: "${m.query.q}" expected ${m.query.expect.join(' | ')}; got ${m.top.join(', ')}`);
  }
  return lines.join('\n');
}
