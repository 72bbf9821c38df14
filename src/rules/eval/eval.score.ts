import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

export interface EvalQuery {
  readonly kind: string;
  readonly q: string;
  readonly expect: readonly string[];
  /** The game the query is about (player set); the first expected entry's game when absent. */
  readonly of?: string;
  readonly game?: string;
  readonly lang?: 'de' | 'en';
}

export interface EvalOutcome {
  readonly query: EvalQuery;
  /** 1-based rank of the first expected entry among the results; undefined when none is there. */
  readonly rank: number | undefined;
  readonly top: readonly string[];
}

export interface Figures {
  readonly queries: number;
  readonly hitAt1: number;
  readonly hitAt3: number;
  readonly mrr: number;
}

export interface EvalReport extends Figures {
  readonly outcomes: readonly EvalOutcome[];
  readonly misses: readonly EvalOutcome[];
  readonly byKind: Readonly<Record<string, Figures>>;
  readonly byGame: Readonly<Record<string, Figures>>;
  /** Dev and test halves (`halfOf`): tune on dev, report both; a gain on dev alone is overfitting. */
  readonly byHalf: Readonly<Record<string, Figures>>;
}

export type Half = 'dev' | 'test';

/**
 * A query's half, fixed by a hash of its text (about half each). Issue 13 scores every landing on
 * a held-out set the team never sees, so ranking changes are tuned on dev and checked on test.
 */
export function halfOf(q: EvalQuery): Half {
  return (createHash('sha256').update(q.q).digest()[0] as number) % 2 === 0 ? 'dev' : 'test';
}

/** How many results the evaluation asks for; MRR counts ranks up to here. */
export const EVAL_DEPTH = 10;

/**
 * The evaluation sets: `team` the first set (issue 3), `players` the queries written as players
 * type them (issue 13), committed before the ranking was changed for them.
 */
export const EVAL_SETS = ['team', 'players'] as const;
export type EvalSet = (typeof EVAL_SETS)[number];
const FILES: Record<EvalSet, string> = { team: 'queries.json', players: 'queries.players.json' };

/** From `src/rules/eval/` or, in a build, from `dist/src/rules/eval/` back to the sources (tsc copies no JSON). */
function place(file: string): URL {
  const places = [new URL(`./${file}`, import.meta.url), new URL(`../../../../src/rules/eval/${file}`, import.meta.url)];
  return places.find((p) => existsSync(p)) ?? (places[0] as URL);
}

export function loadEvalQueries(set: EvalSet = 'team'): EvalQuery[] {
  return (JSON.parse(readFileSync(place(FILES[set]), 'utf8')) as { queries: EvalQuery[] }).queries;
}

/** Committed figures per set, kind and game; a test fails when a run falls below them. */
export type Baseline = Record<EvalSet, { all: Figures; byKind: Record<string, Figures>; byGame: Record<string, Figures> }>;

export function loadBaseline(): Baseline {
  return JSON.parse(readFileSync(place('baseline.json'), 'utf8')) as Baseline;
}

export function outcome(query: EvalQuery, refs: readonly string[]): EvalOutcome {
  const at = refs.findIndex((r) => query.expect.includes(r));
  return { query, rank: at < 0 ? undefined : at + 1, top: refs.slice(0, 3) };
}

function figures(outcomes: readonly EvalOutcome[]): Figures {
  const n = outcomes.length;
  const within = (k: number) => outcomes.filter((o) => o.rank !== undefined && o.rank <= k).length / (n || 1);
  const rr = outcomes.reduce((s, o) => s + (o.rank === undefined ? 0 : 1 / o.rank), 0);
  return { queries: n, hitAt1: within(1), hitAt3: within(3), mrr: n === 0 ? 0 : rr / n };
}

const gameOf = (q: EvalQuery) => q.of ?? (q.expect[0] ?? '').split(':')[0] ?? '';

export function report(outcomes: readonly EvalOutcome[]): EvalReport {
  const group = (key: (q: EvalQuery) => string) =>
    Object.fromEntries([...new Set(outcomes.map((o) => key(o.query)))].map((k) => [k, figures(outcomes.filter((o) => key(o.query) === k))]));
  return { ...figures(outcomes), outcomes, misses: outcomes.filter((o) => o.rank !== 1), byKind: group((q) => q.kind), byGame: group(gameOf), byHalf: group(halfOf) };
}

/** Runs every query through `search` (which returns refs, best first) and scores the answers. */
export async function evaluate(search: (q: EvalQuery) => Promise<readonly string[]>, queries = loadEvalQueries()): Promise<EvalReport> {
  const outcomes: EvalOutcome[] = [];
  for (const q of queries) outcomes.push(outcome(q, await search(q)));
  return report(outcomes);
}

const line = (label: string, f: Figures) =>
  `  ${label.padEnd(16)} ${String(f.queries).padStart(3)} queries  hit@3 ${f.hitAt3.toFixed(3)}  MRR ${f.mrr.toFixed(3)}  hit@1 ${f.hitAt1.toFixed(3)}`;

/** The report as the eval script prints it. */
export function formatReport(label: string, r: EvalReport, showMisses = true): string {
  const lines = [`${label}: ${r.queries} queries, hit@3 ${r.hitAt3.toFixed(3)}, MRR ${r.mrr.toFixed(3)}, hit@1 ${r.hitAt1.toFixed(3)}`, ' by kind:'];
  for (const [kind, f] of Object.entries(r.byKind)) lines.push(line(kind, f));
  lines.push(' by game:');
  for (const [game, f] of Object.entries(r.byGame)) lines.push(line(game, f));
  lines.push(' by half:');
  for (const half of ['dev', 'test'] as const) if (r.byHalf[half]) lines.push(line(half, r.byHalf[half]));
  if (showMisses) {
    for (const m of r.misses) {
      const params = [m.query.game && `game=${m.query.game}`, m.query.lang && `lang=${m.query.lang}`].filter(Boolean).join(' ');
      lines.push(`  ${halfOf(m.query)} rank ${m.rank ?? '-'}: "${m.query.q}"${params ? ` (${params})` : ''} expected ${m.query.expect.join(' | ')}; got ${m.top.join(', ')}`);
    }
  }
  return lines.join('\n');
}

/** The figures of a report as the baseline stores them, rounded so a rerun compares equal. */
export function baselineOf(r: EvalReport): Baseline[EvalSet] {
  const round = (f: Figures): Figures => ({ queries: f.queries, hitAt1: +f.hitAt1.toFixed(4), hitAt3: +f.hitAt3.toFixed(4), mrr: +f.mrr.toFixed(4) });
  const each = (g: Readonly<Record<string, Figures>>) => Object.fromEntries(Object.entries(g).map(([k, f]) => [k, round(f)]));
  return { all: round(r), byKind: each(r.byKind), byGame: each(r.byGame) };
}

/** Where a report falls below the baseline (each figure, overall, per kind and per game); empty when it does not. */
export function dropsBelow(base: Baseline[EvalSet], r: EvalReport): string[] {
  const now = baselineOf(r);
  const drops: string[] = [];
  const compare = (label: string, b: Figures | undefined, f: Figures | undefined) => {
    if (b === undefined) return;
    if (f === undefined) return void drops.push(`${label}: missing`);
    for (const k of ['hitAt1', 'hitAt3', 'mrr'] as const) if (f[k] < b[k]) drops.push(`${label} ${k} ${f[k]} < ${b[k]}`);
  };
  compare('all', base.all, now.all);
  for (const [k, b] of Object.entries(base.byKind)) compare(`kind ${k}`, b, now.byKind[k]);
  for (const [k, b] of Object.entries(base.byGame)) compare(`game ${k}`, b, now.byGame[k]);
  return drops;
}

/** One query's rank as `--ranks=<file>` stores it, to compare two builds. */
export interface StoredRank {
  readonly set: string;
  /** The query's place in its set: a set holds the same text twice when it expects other entries. */
  readonly n: number;
  readonly q: string;
  readonly game: string | null;
  readonly lang: string | null;
  readonly rank: number | null;
}

export const storedRanks = (set: string, r: EvalReport): StoredRank[] =>
  r.outcomes.map((o, n) => ({ set, n, q: o.query.q, game: o.query.game ?? null, lang: o.query.lang ?? null, rank: o.rank ?? null }));

/**
 * The queries whose rank differs between two stored runs, better first, as lines
 * ("up 9 → 1 players: …"); a query in one run only (by set, place and text) is left out. Outside
 * the ten ranks counts as 11.
 */
export function movedBetween(before: readonly StoredRank[], after: readonly StoredRank[]): string[] {
  const key = (r: StoredRank) => `${r.set}\u0000${r.n}\u0000${r.q}`;
  const was = new Map(before.map((r) => [key(r), r.rank]));
  const depth = (rank: number | null) => rank ?? EVAL_DEPTH + 1;
  const shown = (rank: number | null) => (rank === null ? '-' : String(rank));
  return after
    .filter((r) => was.has(key(r)) && was.get(key(r)) !== r.rank)
    .map((r) => ({ r, from: was.get(key(r)) ?? null }))
    .sort((a, b) => depth(a.r.rank) - depth(a.from) - (depth(b.r.rank) - depth(b.from)))
    .map(({ r, from }) => `${depth(r.rank) < depth(from) ? 'up' : 'down'} ${shown(from)} → ${shown(r.rank)} ${r.set}: "${r.q}"${r.game ? ` (game=${r.game})` : ''}`);
}
