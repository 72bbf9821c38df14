import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { configFromEnv } from '../../config/holocron.config.js';
import { Database } from '../../database/database.service.js';
import { RulesService } from '../rules.service.js';
import { openRules } from '../rules.standalone.js';
import { type Baseline, baselineOf, EVAL_DEPTH, EVAL_SETS, type EvalQuery, evaluate, formatReport, loadEvalQueries, movedBetween, type StoredRank, storedRanks } from './eval.score.js';

/**
 * `npm run eval:rules`: hit@3, MRR and hit@1 of each evaluation set, overall, per kind and per
 * game, on PGlite, and on Postgres when DATABASE_URL is set (in a schema of its own, dropped
 * afterwards). `-- --write-baseline` stores the PGlite figures in `baseline.json` (commit it).
 * `-- --since=545` also reports the player queries from that index on alone: a fresh batch,
 * committed before a pass, is the pass's honest measure. `-- --ranks=a.json` stores every query's
 * PGlite rank; `-- --against=a.json` then lists the queries that moved since, to compare two builds.
 */
const targets: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.DATABASE_URL) targets.push(['Postgres', process.env.DATABASE_URL]);
const schema = `rules_eval_${process.pid}`;
const baseline: Partial<Baseline> = {};
const ranks: StoredRank[] = [];
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const since = Number(arg('since') ?? NaN);
for (const [label, databaseUrl] of targets) {
  const ctx = await openRules({ ...configFromEnv(), databaseUrl, dataDir: 'memory://', dbSchema: schema });
  try {
    const rules = ctx.get(RulesService);
    const search = async (q: EvalQuery) => {
      const { results } = await rules.search({ q: q.q, game: q.game, lang: q.lang, limit: EVAL_DEPTH, offset: 0 }).catch(() => ({ results: [] }));
      return results.map((h) => h.ref);
    };
    for (const set of EVAL_SETS) {
      const r = await evaluate(search, loadEvalQueries(set));
      console.log(formatReport(`${label} · ${set}`, r));
      if (label === 'PGlite') {
        baseline[set] = baselineOf(r);
        ranks.push(...storedRanks(set, r));
      }
    }
    if (Number.isInteger(since)) console.log(formatReport(`${label} · players from ${since}`, await evaluate(search, loadEvalQueries('players').slice(since))));
  } finally {
    if (databaseUrl) await ctx.get(Database).dataSource.query(`DROP SCHEMA ${schema} CASCADE`);
    await ctx.close();
  }
}
const ranksTo = arg('ranks');
if (ranksTo !== undefined) writeFileSync(ranksTo, `${JSON.stringify(ranks, null, 1)}\n`);
const against = arg('against');
if (against !== undefined) {
  const moved = movedBetween(JSON.parse(readFileSync(against, 'utf8')) as StoredRank[], ranks);
  console.log(`moved since ${against}: ${moved.length}\n${moved.map((m) => `  ${m}`).join('\n')}`);
}
if (process.argv.includes('--write-baseline')) {
  writeFileSync(new URL('../../../../src/rules/eval/baseline.json', import.meta.url), `${JSON.stringify(baseline, null, 2)}\n`);
  console.log('baseline written to src/rules/eval/baseline.json');
}
