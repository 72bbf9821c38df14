import 'reflect-metadata';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { configFromEnv } from '../src/config/holocron.config.js';
import { Database } from '../src/database/database.service.js';
import { loadRuleContent } from '../src/rules/content/content.load.js';
import { EVAL_SETS, loadEvalQueries } from '../src/rules/eval/eval.score.js';
import { RulesSeeder } from '../src/rules/rules.seed.js';
import { RulesService } from '../src/rules/rules.service.js';
import { openRules } from '../src/rules/rules.standalone.js';
import { indexContent } from '../src/rules/search/entry.index.js';
import { now, report, type Benchmark } from './bench.harness.js';

const ROUNDS = 5;
/** The performance target's load on Postgres: this many clients searching at once. */
const CLIENTS = 10;

/** PGlite's own start, bare and with pg_trgm loaded and created, three times each. */
async function pgliteStart(): Promise<void> {
  for (const [label, extensions] of [['bare', {}], ['with pg_trgm', { pg_trgm }]] as const) {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = now();
      const db = await PGlite.create({ dataDir: 'memory://', extensions });
      if ('pg_trgm' in extensions) await db.exec('CREATE EXTENSION pg_trgm');
      await db.query('SELECT 1');
      times.push(now() - t0);
      await db.close();
    }
    report(`  PGlite start, ${label}`, times);
  }
}

const bench: Benchmark = {
  name: 'rules glossary: search latency and start-up cost',
  async run() {
    await pgliteStart();
    const t0 = now();
    const indexed = indexContent(loadRuleContent());
    console.log(`  parse and index the content: ${(now() - t0).toFixed(0)} ms, ${indexed.entries.length} entries, ${indexed.words.length} words`);

    const queries = EVAL_SETS.flatMap((set) => loadEvalQueries(set));
    const targets: [string, string | undefined][] = [['PGlite (in memory)', undefined]];
    if (process.env.DATABASE_URL) targets.push(['Postgres', process.env.DATABASE_URL]);
    const schema = `bench_rules_${process.pid}`;
    for (const [label, databaseUrl] of targets) {
      console.log(label);
      const b0 = now();
      const ctx = await openRules({ ...configFromEnv(), databaseUrl, dataDir: 'memory://', dbSchema: schema });
      console.log(`  open, migrate and load the glossary: ${(now() - b0).toFixed(0)} ms`);
      try {
        const seeder = ctx.get(RulesSeeder);
        const db = ctx.get(Database);
        const loads: number[] = [];
        const checks: number[] = [];
        for (let i = 0; i < 3; i++) {
          await db.dataSource.query(`UPDATE rule_content SET hash = 'stale'`);
          loads.push((await seeder.seed(indexed)).ms);
          checks.push((await seeder.seed(indexed)).ms);
        }
        report('  seed: write all entries', loads);
        report('  seed: content up to date', checks);

        const rules = ctx.get(RulesService);
        const search = (i: number) => {
          const q = queries[i % queries.length]!;
          return rules.search({ q: q.q, game: q.game, lang: q.lang, limit: 10, offset: 0 });
        };
        for (let i = 0; i < queries.length; i++) await search(i);
        const times: number[] = [];
        // CPU time of this process, which a loaded machine disturbs less than wall-clock time: on
        // PGlite the whole search (the database runs in-process), on Postgres the service's share
        // (the ranking runs in it since issue 12; Postgres only answers the content hash).
        const cpu0 = process.cpuUsage();
        for (let i = 0; i < ROUNDS * queries.length; i++) {
          const s0 = now();
          await search(i);
          times.push(now() - s0);
        }
        const cpu = process.cpuUsage(cpu0);
        report(`  search alone (${queries.length} evaluation queries × ${ROUNDS})`, times);
        console.log(`  search alone, CPU of this process: ${((cpu.user + cpu.system) / 1000 / times.length).toFixed(2)} ms per search`);
        if (databaseUrl) {
          // ${CLIENTS} clients at once, each going through the queries from its own place. They call
          // the service (RulesService.search, as the REST controller and the GraphQL resolver do), not
          // HTTP: the target is the search's latency, and HTTP's own cost is the same for every route.
          const together: number[] = [];
          const cpuTogether0 = process.cpuUsage();
          await Promise.all(
            Array.from({ length: CLIENTS }, async (_, c) => {
              for (let i = 0; i < (ROUNDS * queries.length) / CLIENTS; i++) {
                const s0 = now();
                await search(i * CLIENTS + c);
                together.push(now() - s0);
              }
            }),
          );
          const cpuTogether = process.cpuUsage(cpuTogether0);
          report(`  search, ${CLIENTS} concurrent clients (service calls)`, together);
          console.log(`  search, ${CLIENTS} concurrent clients, CPU of this process: ${((cpuTogether.user + cpuTogether.system) / 1000 / together.length).toFixed(2)} ms per search`);
        }

        const typed = ['ru', 'ruck', 'rueckz', 'verteid', 'todesst', 'ang', 'kommando', 'verteidigungsmarkr'];
        const completes: number[] = [];
        for (let i = 0; i < 200; i++) {
          const s0 = now();
          await rules.autocomplete(typed[i % typed.length]!);
          completes.push(now() - s0);
        }
        report('  autocomplete', completes);

        const lookups: number[] = [];
        for (let i = 0; i < 200; i++) {
          const s0 = now();
          await rules.withLinks(await rules.entry('rebellion', i % 2 ? 'gefecht' : 'rueckzug'));
          lookups.push(now() - s0);
        }
        report('  lookup with links', lookups);
      } finally {
        if (databaseUrl) await ctx.get(Database).dataSource.query(`DROP SCHEMA ${schema} CASCADE`);
        await ctx.close();
      }
    }
  },
};

export default bench;
