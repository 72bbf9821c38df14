import { glossaryGermanStems, glossaryIndex, glossaryStems } from './glossary.lexicon.js';
import { analyze, queryTerms } from './search.analyze.js';

/**
 * Issue 13: every content word of every entry, searched alone with the entry's game, finds that
 * entry. In-process on the index: the query's analysis must produce, as the word typed (confidence
 * 1), a lexeme the entry's own text or names hold — the same lexemes the database's tsvectors get.
 */
describe('every content word finds its entry', () => {
  const { entries, names } = glossaryIndex();
  const stems = glossaryStems();
  const german = glossaryGermanStems();
  const lexicon = { known: (stem: string) => stems.has(stem), german: (stem: string) => german.has(stem) };

  it('for every word of every entry, searched alone with its game', () => {
    const misses: string[] = [];
    let pairs = 0;
    for (const e of entries) {
      const own = new Set([
        ...e.bodyLexemes.split(' '),
        ...names.filter((n) => n.game === e.game && n.slug === e.slug).flatMap((n) => n.lexemes.split(' ')),
      ]);
      const words = new Set(analyze(`${e.title}\n${e.bodyPlain}`).map((t) => t.word));
      for (const word of words) {
        pairs++;
        const found = queryTerms(word, e.game, lexicon).some((t) => (t.game === null || t.game === e.game) && own.has(t.stem));
        if (!found) misses.push(`${e.ref}: ${word}`);
      }
    }
    expect(pairs).toBeGreaterThan(10_000);
    expect(misses).toEqual([]);
  });
});
