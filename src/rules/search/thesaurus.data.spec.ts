import { glossaryGermanStems, glossaryStems } from './glossary.lexicon.js';
import { analyze } from './search.analyze.js';
import { THESAURUS } from './thesaurus.data.js';

describe('thesaurus.data.ts (rerun `npm run thesaurus:build` when the glossary changes)', () => {
  it('points only at words of the German entries', () => {
    const nowhere = [...THESAURUS].flatMap(([word, to]) => to.filter((w) => !analyze(w).every((t) => glossaryGermanStems().has(t.stem))).map((w) => `${word} → ${w}`));
    expect(nowhere).toEqual([]);
  });

  it('holds only words the glossary does not know, which are searched through it', () => {
    expect([...THESAURUS.keys()].filter((w) => analyze(w).some((t) => glossaryStems().has(t.stem)))).toEqual([]);
  });
});
