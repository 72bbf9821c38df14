import { Database } from '../src/database/database.service.js';
import type { GameId } from '../src/rules/content/entry.model.js';
import { EVAL_SETS, loadEvalQueries } from '../src/rules/eval/eval.score.js';
import { glossaryOf } from '../src/rules/rule.books.js';
import { SEARCH_CALL } from '../src/rules/rules.sql.js';
import { gamesNamed, searchArgs, searchTerms } from '../src/rules/rules.service.js';
import { EntryRanker } from '../src/rules/search/entry.rank.js';
import { nameKey } from '../src/rules/search/search.analyze.js';
import { readStoredGlossary } from '../src/rules/search/stored.glossary.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';

/**
 * The service ranks in process (`entry.rank.ts`, issue 12's latency goal); the database's
 * `rule_search` function is the reference it must equal. Every evaluation query, plus variants
 * with other games, languages and pages, gives the same refs in the same order with the same
 * scores from both, on every database.
 */
describe.each(backends())('in-process ranking equals rule_search on %s', (backend) => {
  let t: TestApp;
  let ranker: EntryRanker;
  beforeAll(async () => {
    t = await startApp(backend);
    const stored = await readStoredGlossary(t.app.get(Database).dataSource);
    ranker = new EntryRanker(stored!);
  });
  afterAll(() => t.close());

  const queries = EVAL_SETS.flatMap((s) => loadEvalQueries(s));
  const cases = [
    ...queries.map((q) => ({ q: q.q, game: q.game === undefined ? undefined : glossaryOf(q.game), lang: q.lang, limit: 20, offset: 0 })),
    // Without the game, with the other language, and a later page.
    ...queries.map((q) => ({ q: q.q, game: undefined, lang: q.lang === 'en' ? undefined : ('en' as const), limit: 10, offset: 5 })),
  ];

  it(`for ${cases.length} searches`, async () => {
    expect(cases.length).toBeGreaterThan(800);
    const db = t.app.get(Database).dataSource;
    const differ: string[] = [];
    for (const c of cases) {
      const terms = searchTerms(c.q, c.game as GameId | undefined);
      const rows = (await db.query(SEARCH_CALL, searchArgs(c.q, terms, c.game as GameId | undefined, c))) as { game: string; slug: string; score: number }[];
      const key = nameKey(c.q.trim());
      const mine = ranker.rank({ terms, key, game: c.game as GameId | undefined, lang: c.lang, gamesNamed: gamesNamed(key), limit: c.limit, offset: c.offset });
      const sql = rows.map((r) => `${r.game}:${r.slug} ${Number(r.score)}`);
      const ours = mine.hits.map((h) => `${h.game}:${h.slug} ${h.score}`);
      if (JSON.stringify(sql) !== JSON.stringify(ours)) differ.push(`${c.q} (${c.game ?? '-'}, ${c.lang ?? '-'}, ${c.offset}): sql ${sql.join(', ')} | in-process ${ours.join(', ')}`);
    }
    expect(differ).toEqual([]);
  });
});
