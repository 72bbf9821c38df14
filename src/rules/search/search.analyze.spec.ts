import { lexemes, nameKey, queryTerms, verbVariants } from './search.analyze.js';
import { fold, foldedWords } from './text.fold.js';

describe('fold', () => {
  it.each([
    ['Rückzug', 'ruckzug'],
    ['Rueckzug', 'ruckzug'],
    ['Ruckzug', 'ruckzug'],
    ['Größenkategorien', 'grossenkategorien'],
    ['Groessenkategorien', 'grossenkategorien'],
    ['Grossenkategorien', 'grossenkategorien'],
    ['LOYALITÄT', 'loyalitat'],
    ['Loyalitaet', 'loyalitat'],
    ['ZERSTÖREN', 'zerstoren'],
    ['zerstoeren', 'zerstoren'],
    ['Feuer', 'feuer'],
    ['Bauer', 'bauer'],
    ['Quelle', 'quelle'],
    ['Séparatisten', 'separatisten'],
  ])('%s → %s', (typed, folded) => {
    expect(fold(typed)).toBe(folded);
  });

  it('splits into words of letters and digits', () => {
    expect(foldedWords('ANHANG: VOLLSTÄNDIGER SPIELAUFBAU, Schritt 3')).toEqual(['anhang', 'vollstandiger', 'spielaufbau', 'schritt', '3']);
  });
});

describe('lexemes and names', () => {
  it('drops stop words and stems the rest, with or without umlauts', () => {
    expect(lexemes('Bewegungen in und aus dem Rebellenstützpunkt')).toBe(lexemes('Bewegungen in und aus dem Rebellenstuetzpunkt'));
    expect(lexemes('für die Rückzüge')).toBe('ruckzug');
  });

  it('keeps stop words in names, for exact matches', () => {
    expect(nameKey('AUFDECKEN DES REBELLENSTÜTZPUNKTES')).toBe('aufdecken des rebellenstutzpunktes');
  });
});

describe('verb forms in questions', () => {
  it.each([
    ['gebaut', ['bauen', 'gebauen']],
    ['aufgedeckt', ['aufdecken', 'aufgedecken']],
    ['gerettet', ['retten', 'geretten']],
    ['abgehandelt', ['abhandeln', 'abgehandeln']],
    ['baut', ['bauen']],
    ['passiert', ['passieren']],
  ])('%s may be %s', (word, forms) => {
    expect(verbVariants(word)).toEqual(forms);
  });

  it('joins a separable particle that comes later: "deckt … auf" is "aufdecken"', () => {
    expect(verbVariants('deckt', ['auf'])).toContain('aufdecken');
    const terms = queryTerms('Wie deckt man eine Mission auf?');
    expect(terms.filter((t) => t.conf < 1).map((t) => t.word)).toContain('aufdecken');
    expect(new Set(terms.map((t) => t.i))).toEqual(new Set([0, 1]));
  });
});
