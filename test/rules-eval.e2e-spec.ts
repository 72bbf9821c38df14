import { dropsBelow, EVAL_DEPTH, EVAL_SETS, type EvalQuery, type EvalSet, loadBaseline, loadEvalQueries, outcome, report } from '../src/rules/eval/eval.score.js';
import { RulesService } from '../src/rules/rules.service.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';

type Ranked = { ref: string; score: number }[];

/**
 * Both evaluation sets on every backend: no figure (overall, per kind, per game) may fall below the
 * committed baseline (`src/rules/eval/baseline.json`, written by `npm run eval:rules -- --write-baseline`),
 * and every backend gives the same ranked answers with the same scores.
 */
describe('rules search quality', () => {
  const sets = Object.fromEntries(EVAL_SETS.map((s) => [s, loadEvalQueries(s)])) as Record<EvalSet, EvalQuery[]>;
  const answers = new Map<string, Record<EvalSet, Ranked[]>>();

  beforeAll(async () => {
    for (const backend of backends()) {
      const t: TestApp = await startApp(backend);
      try {
        const rules = t.app.get(RulesService);
        const ranked = {} as Record<EvalSet, Ranked[]>;
        for (const set of EVAL_SETS) {
          ranked[set] = [];
          for (const q of sets[set]) {
            // A rejected query (an unknown game) counts as finding nothing, as in `npm run eval:rules`.
            const { results } = await rules.search({ q: q.q, game: q.game, lang: q.lang, limit: EVAL_DEPTH, offset: 0 }).catch(() => ({ results: [] }));
            ranked[set].push(results.map((h) => ({ ref: h.ref, score: h.score })));
          }
        }
        answers.set(backend, ranked);
      } finally {
        await t.close();
      }
    }
  });

  it('has at least 60 team queries of every kind the first issue names', () => {
    expect(sets.team.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(sets.team.map((q) => q.kind));
    for (const k of ['question', 'term', 'ae-oe-ue', 'no-umlaut', 'eszett', 'typo', 'english', 'child', 'parent']) expect(kinds).toContain(k);
  });

  it('has at least 200 player queries over every game and every kind issue 13 names', () => {
    expect(sets.players.length).toBeGreaterThanOrEqual(200);
    expect(new Set(sets.players.map((q) => q.of))).toEqual(new Set(['rebellion', 'armada', 'rebels-attack']));
    const kinds = new Set(sets.players.map((q) => q.kind));
    for (const k of ['question', 'colloquial', 'synonym', 'typo', 'no-umlaut', 'split-compound', 'joined-compound', 'english', 'name', 'game-id', 'lang-en']) {
      expect(kinds).toContain(k);
    }
  });

  it.each(backends().flatMap((b) => EVAL_SETS.map((s) => [b, s] as const)))('stays at or above the committed baseline on %s, %s set', (backend, set) => {
    const ranked = (answers.get(backend) as Record<EvalSet, Ranked[]>)[set];
    const r = report(sets[set].map((q, i) => outcome(q, (ranked[i] as Ranked).map((h) => h.ref))));
    expect(dropsBelow(loadBaseline()[set], r)).toEqual([]);
  });

  it('gives the same ranked answers, with the same scores, on every backend', () => {
    const [first, ...others] = backends();
    for (const other of others) expect(answers.get(other)).toEqual(answers.get(first as string));
    expect(answers.size).toBe(backends().length);
  });
});
