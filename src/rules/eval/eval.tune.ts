import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { configFromEnv } from '../../config/holocron.config.js';
import { Database } from '../../database/database.service.js';
import { glossaryOf } from '../rule.books.js';
import { featureQuery, FEATURES, type Feature, trgmSchema, type Weights, WEIGHTS } from '../rules.sql.js';
import { searchArgs, searchTerms } from '../rules.service.js';
import { openRules } from '../rules.standalone.js';
import { EVAL_DEPTH, type EvalQuery, type EvalReport, formatReport, halfOf, loadEvalQueries, outcome, report } from './eval.score.js';

/**
 * `npm run tune:rules`: learns the weights of the final score (`WEIGHTS` in `rules.sql.ts`) on the
 * dev half of the player set and shows what they do on its test half, which the search never saw.
 * The database returns every matching entry's features once per query; ranking them under other
 * weights is then arithmetic, so thousands of weight vectors cost seconds. A coordinate search
 * (one weight at a time over a grid, `name` fixed at 1 as the scale) maximises hit@3 + MRR on dev;
 * a 4-fold cross-validation inside dev says how much of the gain is noise. The printed weights are
 * copied into `WEIGHTS` by hand, and only when test agrees.
 */
interface Candidate {
  readonly ref: string;
  readonly position: number;
  readonly f: Readonly<Record<Feature, number>>;
}

const GRID = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1, 1.2, 1.5, 2];
// `--only=passageLong,lang`: tune these weights alone.
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const FREE = FEATURES.filter((f) => f !== 'name' && (ONLY === undefined || ONLY.includes(f)));

function rank(cands: readonly Candidate[], w: Weights): string[] {
  return cands
    .map((c) => ({ c, s: Math.round(FEATURES.reduce((s, f) => s + w[f] * c.f[f], 0) * 1e6) / 1e6 }))
    .sort((a, b) => b.s - a.s || a.c.position - b.c.position)
    .slice(0, EVAL_DEPTH)
    .map((x) => x.c.ref);
}

const reportOf = (qs: readonly EvalQuery[], feats: ReadonlyMap<EvalQuery, Candidate[]>, w: Weights): EvalReport =>
  report(qs.map((q) => outcome(q, rank(feats.get(q) ?? [], w))));

const objective = (r: EvalReport) => r.hitAt3 + r.mrr;

function tune(qs: readonly EvalQuery[], feats: ReadonlyMap<EvalQuery, Candidate[]>, start: Weights): Weights {
  let w = { ...start };
  let best = objective(reportOf(qs, feats, w));
  for (let round = 0; round < 6; round++) {
    let moved = false;
    for (const f of FREE) {
      for (const v of GRID) {
        const trial = { ...w, [f]: v };
        const o = objective(reportOf(qs, feats, trial));
        // Strictly better only: a tie keeps the weight we have.
        if (o > best + 1e-9) {
          best = o;
          w = trial;
          moved = true;
        }
      }
    }
    if (!moved) break;
  }
  return w;
}

const fmt = (r: EvalReport) => `hit@3 ${r.hitAt3.toFixed(3)}  MRR ${r.mrr.toFixed(3)}  hit@1 ${r.hitAt1.toFixed(3)}  (${r.queries})`;

const ctx = await openRules({ ...configFromEnv(), databaseUrl: undefined, dataDir: 'memory://', dbSchema: `rules_tune_${process.pid}` });
try {
  const db = ctx.get(Database).dataSource;
  const sql = featureQuery(await trgmSchema(db));
  const players = loadEvalQueries('players');
  const team = loadEvalQueries('team');
  const feats = new Map<EvalQuery, Candidate[]>();
  for (const q of [...players, ...team]) {
    const game = q.game === undefined ? undefined : glossaryOf(q.game);
    // A query the service rejects (an unknown game) finds nothing, as in `npm run eval:rules`.
    if (q.game !== undefined && game === undefined) continue;
    const rows = (await db.query(sql, searchArgs(q.q, searchTerms(q.q, game), game, { lang: q.lang, limit: 1000, offset: 0 }))) as ({
      game: string;
      slug: string;
      position: number;
    } & Record<Feature, number>)[];
    feats.set(
      q,
      rows.map((r) => ({ ref: `${r.game}:${r.slug}`, position: r.position, f: Object.fromEntries(FEATURES.map((f) => [f, Number(r[f])])) as Record<Feature, number> })),
    );
  }
  const dev = players.filter((q) => halfOf(q) === 'dev');
  const test = players.filter((q) => halfOf(q) === 'test');

  // Cross-validation inside dev: tune on three quarters, score the fourth.
  const folds = [0, 1, 2, 3].map((k) => dev.filter((_, i) => i % 4 === k));
  const held: EvalQuery[] = [];
  const heldRanked = new Map<EvalQuery, string[]>();
  for (const [k, fold] of folds.entries()) {
    const w = tune(
      folds.flatMap((f, j) => (j === k ? [] : f)),
      feats,
      WEIGHTS,
    );
    for (const q of fold) {
      held.push(q);
      heldRanked.set(q, rank(feats.get(q) ?? [], w));
    }
    console.log(`fold ${k}: ${JSON.stringify(w)}`);
  }
  const cvNow = reportOf(held, feats, WEIGHTS);
  const cvTuned = report(held.map((q) => outcome(q, heldRanked.get(q) ?? [])));
  console.log(`dev 4-fold CV: current ${fmt(cvNow)}\n               tuned   ${fmt(cvTuned)}`);

  // `--weights=lang:0.8,passage:0.6`: one candidate, measured as it is rather than tuned.
  const given = process.argv.find((a) => a.startsWith('--weights='))?.slice('--weights='.length);
  const tuned = given === undefined ? tune(dev, feats, WEIGHTS) : { ...WEIGHTS, ...Object.fromEntries(given.split(',').map((kv) => [kv.split(':')[0], Number(kv.split(':')[1])])) };
  console.log(`\ncurrent: ${JSON.stringify(WEIGHTS)}\ntuned:   ${JSON.stringify(tuned)}`);
  for (const [label, qs] of [
    ['players dev', dev],
    ['players test', test],
    ['players all', players],
    ['team', team],
  ] as const) {
    console.log(`${label.padEnd(13)} current ${fmt(reportOf(qs, feats, WEIGHTS))}\n${''.padEnd(13)} tuned   ${fmt(reportOf(qs, feats, tuned))}`);
  }
  // `--ranks=<file>`: each player query's rank under the current weights, to compare two analyses.
  const ranksTo = process.argv.find((a) => a.startsWith('--ranks='))?.slice('--ranks='.length);
  if (ranksTo !== undefined) {
    const ranks = players.map((q) => ({ half: halfOf(q), kind: q.kind, q: q.q, rank: outcome(q, rank(feats.get(q) ?? [], WEIGHTS)).rank ?? null }));
    writeFileSync(ranksTo, `${JSON.stringify(ranks, null, 1)}\n`);
  }
  if (process.argv.includes('--detail')) console.log(formatReport('players, current weights', reportOf(players, feats, WEIGHTS), false));
} finally {
  await ctx.close();
}
