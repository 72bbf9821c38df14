import { germanStem } from './german.stem.js';
import { deriveThesaurus, MAX_SYNSET, synsetsOf, synsetWords } from './thesaurus.derive.js';

describe('the thesaurus fallback, derived from OpenThesaurus', () => {
  it('keeps one-word members, plain or colloquial, and drops hypernyms and other registers', () => {
    expect(synsetWords('-|abhauen (ugs.)|verschwinden|(sich) verdrücken (ugs., salopp)|das Weite suchen|Flucht (Oberbegriff)|fliehen (geh.)|enteilen (veraltet)')).toEqual([
      'abhauen',
      'verschwinden',
      'verdrücken',
    ]);
  });

  it('reads each synset once, however many words list it', () => {
    expect(synsetsOf('abhauen|1\n-|abhauen|türmen\ntürmen|1\n-|abhauen|türmen\n')).toEqual([['abhauen', 'türmen']]);
  });

  const glossary = (words: string[]) => {
    const stems = new Set(words.map((w) => germanStem(w)));
    return { known: (s: string) => stems.has(s), german: (s: string) => stems.has(s), entries: () => 1 };
  };

  it('maps a word the glossary does not know to the glossary words of its synsets', () => {
    const derived = deriveThesaurus([['abhauen', 'türmen', 'zurückziehen']], glossary(['zuruckziehen']));
    expect([...derived]).toEqual([
      ['abhauen', ['zuruckziehen']],
      ['turmen', ['zuruckziehen']],
    ]);
  });

  it('leaves out synsets without a glossary word and loose clusters', () => {
    const big = Array.from({ length: MAX_SYNSET + 1 }, (_, k) => `wort${'x'.repeat(k)}`);
    expect(deriveThesaurus([['abhauen', 'türmen'], ['rückzug', ...big]], glossary(['ruckzug'])).size).toBe(0);
  });
});
