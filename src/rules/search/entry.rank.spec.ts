import { ASKED_MIN_WORDS, BOTH_NAMES, NAME_WEIGHT, PATH_PARENT_ONLY, SECOND_PHRASING, WEIGHTS } from '../rules.sql.js';
import type { NameKind } from './entry.index.js';
import { EntryRanker, roundNumeric, type StoredGlossary } from './entry.rank.js';
import { trigrams, trigramSimilarity } from './trigram.similarity.js';

/** Postgres' `round(x::numeric, 6)::float8` spelled out in decimal strings, without a fast path. */
function reference(x: number): number {
  const [mantissa, exponent] = x.toExponential(14).split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const keep = Number(exponent) + 1 + 6;
  if (keep < 0) return 0;
  let kept = keep >= digits.length ? BigInt(digits) * 10n ** BigInt(keep - digits.length) : BigInt(digits.slice(0, keep) || '0');
  if (keep < digits.length && (digits[keep] as string) >= '5') kept += 1n;
  return Number(`${kept}e-6`);
}

describe('the in-process ranking computes as Postgres does', () => {
  it('rounds a float8 through a 15-digit numeric, halves away from zero', () => {
    expect(roundNumeric(0.1234565)).toBe(0.123457);
    expect(roundNumeric(0.12345649999999999)).toBe(0.123457);
    expect(roundNumeric(2.5e-7)).toBe(0);
    expect(roundNumeric(5e-7)).toBe(0.000001);
    expect(roundNumeric(1.9999996)).toBe(2);
    let a = 13;
    for (let n = 0; n < 20_000; n++) {
      a = (a * 1103515245 + 12345) % 2 ** 31;
      const x = (a / 2 ** 31) * 3;
      // Exactly halfway at the 7th decimal, and arbitrary values.
      for (const v of [x, Math.floor(x * 1e6) / 1e6 + 5e-7]) expect(roundNumeric(v)).toBe(reference(v));
    }
  });

  it('gives pg_trgm similarity in float4', () => {
    // pg_trgm's documentation: similarity('word', 'two words') = 0.36363637.
    expect(trigramSimilarity(trigrams('word'), trigrams('two words'))).toBe(Math.fround(4 / 11));
    expect(Math.fround(4 / 11).toPrecision(8)).toBe('0.36363637');
    expect([...trigrams('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
    expect(trigramSimilarity(trigrams(''), trigrams('cat'))).toBe(0);
  });
});

describe('path names', () => {
  // IMPERIALE GEGNER and its child Kampf, whose path name is "Gegner Kampf" (or, to compare, an alias).
  const glossary = (kind: NameKind): StoredGlossary => ({
    hash: kind,
    entryCount: 2,
    entries: [
      { game: 'rebellion', slug: 'gegner', title: 'GEGNER', titleEn: null, lang: 'de', position: 0, parent: [], body: ['gegn'], counterpart: [], askedPrior: 0 },
      { game: 'rebellion', slug: 'kampf', title: 'Kampf', titleEn: null, lang: 'de', position: 1, parent: ['gegn'], body: ['gegn', 'kampf'], counterpart: [], askedPrior: 0 },
    ],
    names: [
      { game: 'rebellion', slug: 'gegner', kind: 'title', key: 'gegner', lexemes: ['gegn'] },
      { game: 'rebellion', slug: 'kampf', kind: 'title', key: 'kampf', lexemes: ['kampf'] },
      { game: 'rebellion', slug: 'kampf', kind, key: 'gegner kampf', lexemes: ['gegn', 'kampf'] },
    ],
    passages: [],
    words: [
      { word: 'gegner', stem: 'gegn', entries: 2, stemEntries: 2, games: ['rebellion'] },
      { word: 'kampf', stem: 'kampf', entries: 1, stemEntries: 1, games: ['rebellion'] },
    ],
    asked: [],
  });
  const score = (kind: NameKind, words: string[]) =>
    new EntryRanker(glossary(kind))
      .rank({ terms: words.map((word, i) => ({ i, word, stem: word === 'gegner' ? 'gegn' : word, conf: 1, game: null })), key: words.join(' '), game: 'rebellion' as never, lang: undefined, gamesNamed: [], limit: 10, offset: 0 })
      .hits.find((h) => h.slug === 'kampf')?.score;

  it('count less when the query holds only the parent\'s words', () => {
    // "gegner" covers the whole query and half of the name: 0.4 + 0.6 × 1/2.
    const full = NAME_WEIGHT.path * (0.4 + 0.6 * 0.5);
    expect((score('alias', ['gegner']) as number) - (score('path', ['gegner']) as number)).toBeCloseTo(WEIGHTS.name * (1 - PATH_PARENT_ONLY) * full, 6);
  });

  it('count fully when the query holds a word of the child\'s own title', () => {
    expect(score('path', ['gegner', 'kampf'])).toBe(score('alias', ['gegner', 'kampf']));
  });
});

describe('an entry named by the book and by players', () => {
  // One entry titled SCHILD; "schild" is asked. Phrasings of two words hold it: 0.6 × (0.4 + 0.6 × 1/2).
  const glossary = (phrasings: number): StoredGlossary => ({
    hash: String(phrasings),
    entryCount: 1,
    entries: [{ game: 'rebellion', slug: 'schild', title: 'SCHILD', titleEn: null, lang: 'de', position: 0, parent: [], body: ['schild'], counterpart: [], askedPrior: 0 }],
    names: [
      { game: 'rebellion', slug: 'schild', kind: 'title', key: 'schild', lexemes: ['schild'] },
      ...['schild laden', 'schild auffuellen', 'schild voll'].slice(0, phrasings).map((key) => ({ game: 'rebellion', slug: 'schild', kind: 'phrasing' as const, key, lexemes: ['schild', key.split(' ')[1] as string] })),
    ],
    passages: [],
    words: [{ word: 'schild', stem: 'schild', entries: 1, stemEntries: 1, games: ['rebellion'] }],
    asked: [],
  });
  const score = (phrasings: number) =>
    new EntryRanker(glossary(phrasings)).rank({ terms: [{ i: 0, word: 'schild', stem: 'schild', conf: 1, game: null }], key: 'schild', game: 'rebellion' as never, lang: undefined, gamesNamed: [], limit: 10, offset: 0 }).hits[0]?.score as number;
  const phrasing = NAME_WEIGHT.phrasing * (0.4 + 0.6 * 0.5);

  it('adds BOTH_NAMES of its best phrasing to its title', () => {
    expect(score(1) - score(0)).toBeCloseTo(WEIGHTS.name * BOTH_NAMES * phrasing, 6);
  });

  it('adds SECOND_PHRASING of its second phrasing, and nothing for a third', () => {
    expect(score(2) - score(1)).toBeCloseTo(WEIGHTS.name * BOTH_NAMES * SECOND_PHRASING * phrasing, 6);
    expect(score(3)).toBe(score(2));
  });
});

describe('how likely a query is as a way of asking for an entry', () => {
  // Two entries alike in everything but their asked documents: "schild laden" is asked.
  const words = [
    { word: 'schild', stem: 'schild', entries: 2, stemEntries: 2, games: ['rebellion'] },
    { word: 'laden', stem: 'laden', entries: 2, stemEntries: 2, games: ['rebellion'] },
    { word: 'schildrad', stem: 'schildrad', entries: 1, stemEntries: 1, games: ['rebellion'] },
  ];
  const glossary = (asked: StoredGlossary['asked'], priors: [number, number]): StoredGlossary => ({
    hash: JSON.stringify([asked, priors]),
    entryCount: 2,
    entries: ['a', 'b'].map((slug, position) => ({ game: 'rebellion', slug, title: slug.toUpperCase(), titleEn: null, lang: 'de', position, parent: [], body: ['schild', 'laden'], counterpart: [], askedPrior: priors[position] as number })),
    names: [],
    passages: [],
    words,
    asked,
  });
  const term = (i: number, word: string, conf = 1, game: string | null = null) => ({ i, word, stem: word, conf, game: game as never });
  const scores = (g: StoredGlossary, terms = [term(0, 'schild'), term(1, 'laden')]) =>
    Object.fromEntries(
      new EntryRanker(g)
        .rank({ terms, key: 'schild laden', game: undefined, lang: undefined, gamesNamed: [], limit: 10, offset: 0 })
        .hits.map((h) => [h.slug, h.score]),
    ) as Record<string, number>;
  const schild = (weight: number) => [{ game: 'rebellion', slug: 'a', lexeme: 'schild', weight }];

  it('gives the likeliest entry WEIGHTS.asked and another exp(its log-likelihood − the best one\'s) of it', () => {
    // a: 2 + 2 × −1 = 0; b: 2 × −0.5 = −1.
    const s = scores(glossary(schild(2), [-1, -0.5]));
    expect((s.a as number) - (s.b as number)).toBeCloseTo(WEIGHTS.asked * (1 - Math.exp(-1)), 6);
  });

  it('charges an entry its prior once per query word: a short asked document wins where neither holds a word', () => {
    const s = scores(glossary([], [-0.2, -0.9]));
    expect((s.a as number) - (s.b as number)).toBeCloseTo(WEIGHTS.asked * (1 - Math.exp(-1.4)), 6);
  });

  it('weighs a form by its confidence', () => {
    const s = scores(glossary(schild(2), [0, 0]), [term(0, 'schild', 0.5), term(1, 'laden')]);
    expect((s.a as number) - (s.b as number)).toBeCloseTo(WEIGHTS.asked * (1 - Math.exp(-1)), 6);
  });

  it('counts a form bound to a game in that game\'s entries only', () => {
    // "schild" as typed finds both bodies; its other form "schildrad" is in a's asked document.
    const g = glossary([{ game: 'rebellion', slug: 'a', lexeme: 'schildrad', weight: 2 }], [0, 0]);
    const forms = (game: string) => [term(0, 'schild'), term(0, 'schildrad', 0.9, game), term(1, 'laden')];
    const bound = scores(g, forms('armada'));
    expect(bound.a).toBe(bound.b);
    const free = scores(g, forms('rebellion'));
    expect((free.a as number) - (free.b as number)).toBeCloseTo(WEIGHTS.asked * (1 - Math.exp(-1.8)), 6);
  });

  it(`counts only for queries of ${ASKED_MIN_WORDS} words or more`, () => {
    const s = scores(glossary(schild(2), [-1, -0.5]), [term(0, 'schild')]);
    expect(s.a).toBe(s.b);
  });
});
