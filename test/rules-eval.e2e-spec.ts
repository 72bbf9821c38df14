import { EVAL_DEPTH, type EvalQuery, loadEvalQueries, outcome, report } from '../src/rules/eval/eval.score.js';
import { RulesService } from '../src/rules/rules.service.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';

type Ranked = { ref: string; score: number }[];

/** The evaluation set's targets on every backend, and the same ranked answers on each. */
describe('rules search quality', () => {
  const queries = loadEvalQueries();
  const answers = new Map<string, Ranked[]>();

  beforeAll(async () => {
    for (const backend of backends()) {
      const t: TestApp = await startApp(backend);
      try {
        const rules = t.app.get(RulesService);
        const ranked: Ranked[] = [];
        for (const q of queries) {
          const { results } = await rules.search({ q: q.q, game: q.game, lang: q.lang, limit: EVAL_DEPTH, offset: 0 });
          ranked.push(results.map((h) => ({ ref: h.ref, score: h.score })));
        }
        answers.set(backend, ranked);
      } finally {
        await t.close();
      }
    }
  });

  it('has at least 60 queries of every kind the issue names', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(queries.map((q: EvalQuery) => q.kind));
    for (const k of ['question', 'term', 'ae-oe-ue', 'no-umlaut', 'eszett', 'typo', 'english', 'child', 'parent']) expect(kinds).toContain(k);
  });

  it.each(backends())('reaches hit@3 ≥ 0.95 and MRR ≥ 0.9 on %s', (backend) => {
    const ranked = answers.get(backend) as Ranked[];
    const r = report(queries.map((q, i) => outcome(q, (ranked[i] as Ranked).map((h) => h.ref))));
    const misses = r.misses.map((m) => `${m.rank ?? '-'}: ${m.query.q}`);
    expect({ hitAt3: r.hitAt3 >= 0.95, mrr: r.mrr >= 0.9, misses }).toEqual({ hitAt3: true, mrr: true, misses });
  });

  it('gives the same ranked answers, with the same scores, on every backend', () => {
    const [first, ...others] = backends();
    for (const other of others) expect(answers.get(other)).toEqual(answers.get(first as string));
    expect(answers.size).toBe(backends().length);
  });
});
