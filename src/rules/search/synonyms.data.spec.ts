import { glossaryIndex } from './glossary.lexicon.js';
import { analyze } from './search.analyze.js';
import { QUESTION_WORDS, SYNONYMS } from './synonyms.data.js';

describe('synonyms and question words', () => {
  const gamesOf = new Map(glossaryIndex().words.map((w) => [w.stem, w.games]));

  it('point only at words that stand in their game’s entries', () => {
    const nowhere = [...SYNONYMS, ...QUESTION_WORDS].flatMap((p) =>
      p.mean.flatMap((m) => analyze(m)).filter((t) => !(gamesOf.get(t.stem) ?? []).some((g) => p.game === undefined || g === p.game)).map((t) => `${p.say[0]} → ${t.word} (${p.game ?? 'any game'})`),
    );
    expect(nowhere).toEqual([]);
  });

  it('say no stop word, which no query keeps', () => {
    const dropped = [...SYNONYMS, ...QUESTION_WORDS].flatMap((p) => p.say).filter((w) => analyze(w).length === 0);
    expect(dropped).toEqual([]);
  });

  it('record their basis: a source, or that they are an assumption', () => {
    const unsourced = [...SYNONYMS, ...QUESTION_WORDS].filter((p) => (p.source === undefined || p.source === '') && p.assumption !== true).map((p) => p.say[0]);
    expect(unsourced).toEqual([]);
  });
});
