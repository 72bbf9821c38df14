import 'reflect-metadata';
import { configFromEnv } from '../../config/holocron.config.js';
import { Database } from '../../database/database.service.js';
import { RulesService } from '../rules.service.js';
import { openRules } from '../rules.standalone.js';
import { EVAL_DEPTH, evaluate, formatReport } from './eval.score.js';

/**
 * `npm run eval:rules`: hit@3 and MRR of the evaluation set on PGlite, and on Postgres when
 * DATABASE_URL is set (in a schema of its own, dropped afterwards).
 */
const targets: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.DATABASE_URL) targets.push(['Postgres', process.env.DATABASE_URL]);
const schema = `rules_eval_${process.pid}`;
for (const [label, databaseUrl] of targets) {
  const ctx = await openRules({ ...configFromEnv(), databaseUrl, dataDir: 'memory://', dbSchema: schema });
  try {
    const rules = ctx.get(RulesService);
    const r = await evaluate(async (q) => {
      const { results } = await rules.search({ q: q.q, game: q.game, lang: q.lang, limit: EVAL_DEPTH, offset: 0 });
      return results.map((h) => h.ref);
    });
    console.log(formatReport(label, r));
  } finally {
    if (databaseUrl) await ctx.get(Database).dataSource.query(`DROP SCHEMA ${schema} CASCADE`);
    await ctx.close();
  }
}
