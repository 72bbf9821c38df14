import { MAX_LIMIT, MAX_OFFSET } from '../src/rules/rule.inputs.js';
import { RulesService } from '../src/rules/rules.service.js';
import { glossaryIndex } from '../src/rules/search/glossary.lexicon.js';
import { analyze } from '../src/rules/search/search.analyze.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';

/** A fixed sample, so a failure names the same pairs on every run (mulberry32). */
function sample<T>(items: readonly T[], n: number, seed: number): T[] {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
  return out;
}

/**
 * Issue 13: a content word of an entry, searched alone with the entry's game, finds the entry among
 * all its results, on every database (the in-process check of every pair is
 * src/rules/search/content-words.spec.ts; this runs 500 of them through SQL).
 */
describe.each(backends())('every content word finds its entry on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(() => t.close());

  const pairs = sample(
    glossaryIndex().entries.flatMap((e) => [...new Set(analyze(`${e.title}\n${e.bodyPlain}`).map((w) => w.word))].map((word) => ({ ref: e.ref, game: e.game, word }))),
    500,
    13,
  );

  it('for a seeded sample of 500 entry–word pairs', async () => {
    const rules = t.app.get(RulesService);
    const misses: string[] = [];
    for (const p of pairs) {
      let found = false;
      for (let offset = 0; offset <= MAX_OFFSET && !found; offset += MAX_LIMIT) {
        const { results } = await rules.search({ q: p.word, game: p.game, limit: MAX_LIMIT, offset });
        found = results.some((r) => r.ref === p.ref);
        if (results.length < MAX_LIMIT) break;
      }
      if (!found) misses.push(`${p.ref}: ${p.word}`);
    }
    expect(pairs).toHaveLength(500);
    expect(misses).toEqual([]);
  });
});
