import { germanStem } from './german.stem.js';
import { CONFIDENCE } from './query.expand.js';
import { COMPOUND, COMPOUND_HEAD, COMPOUND_HEAD_ONLY, compoundHead, compoundParts, compoundsOf, lexemes, nameKey, queryTerms, VARIANT, verbVariants } from './search.analyze.js';
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

  it.each([
    ['abgeworfen', 'abwerfen'],
    ['gezogen', 'ziehen'],
    ['genommen', 'nehmen'],
    ['getroffen', 'treffen'],
    ['abgeschossen', 'abschiessen'],
    ['gewonnen', 'gewinnen'],
    ['wirft', 'werfen'],
  ])('a strong verb\'s %s may be %s', (word, infinitive) => {
    expect(verbVariants(word)).toContain(infinitive);
  });

  it('joins the particle of an irregular present: "nimmt … weg" is "wegnehmen"', () => {
    expect(verbVariants('nimmt', ['weg'])).toContain('wegnehmen');
  });

  it('joins a separable particle that comes later: "deckt … auf" is "aufdecken"', () => {
    expect(verbVariants('deckt', ['auf'])).toContain('aufdecken');
    const terms = queryTerms('Wie deckt man eine Mission auf?');
    expect(terms.filter((t) => t.conf < 1).map((t) => t.word)).toContain('aufdecken');
    expect(new Set(terms.map((t) => t.i))).toEqual(new Set([0, 1]));
  });
});

describe('compounds', () => {
  const known = new Set(['kur', 'bestimm', 'todesst', 'bau', 'feuerwinkel', 'wurfelduell']);
  const has = (stem: string) => known.has(stem);

  it('splits a compound the glossary does not know into parts it knows', () => {
    expect(compoundParts('kursbestimmung', has)?.map((t) => t.word)).toEqual(['kurs', 'bestimmung']);
    expect(compoundParts('todessternbau', has)?.map((t) => t.word)).toEqual(['todesstern', 'bau']);
    expect(compoundParts('quidditch', has)).toBeUndefined();
  });

  it('never makes a stop word a part', () => {
    const ending = (stem: string) => ['spiel', 'end', 'den'].includes(stem);
    expect(compoundParts('spielenden', ending)?.map((t) => t.word)).toEqual(['spiel', 'enden']);
  });

  it('searches the parts as two words, and joins two typed words the glossary writes as one', () => {
    const split = queryTerms('Kursbestimmung', undefined, { known: has, german: has });
    expect(split.filter((t) => t.conf === 1).map((t) => [t.i, t.stem])).toEqual([
      [0, 'kur'],
      [1, 'bestimm'],
    ]);
    // The joined word, in every game; "Winkel" alone is also Armada's synonym for Feuerwinkel.
    const joined = queryTerms('Feuer Winkel', undefined, { known: has, german: has }).filter((t) => t.stem === 'feuerwinkel' && t.game === null);
    expect(joined.map((t) => [t.i, t.conf])).toEqual([
      [0, COMPOUND],
      [1, COMPOUND],
    ]);
  });

  it('splits a compound one of whose parts players say for a word of the books, never one of two such words', () => {
    // "Rohstoff" is Rebellion's synonym for Ressourcen; "symbol" is a word of the books.
    const books = (stem: string) => stem === germanStem('symbole');
    const terms = queryTerms('Rohstoffsymbole', 'rebellion', { known: books, german: books });
    expect(terms.filter((t) => t.conf === 1).map((t) => [t.i, t.word])).toEqual([
      [0, 'rohstoff'],
      [1, 'symbole'],
    ]);
    expect(terms.filter((t) => t.i === 0 && t.conf === CONFIDENCE.synonym).map((t) => t.word)).toContain('ressourcen');
    // "Knast" and "Versteck" are both synonyms, and neither a word of the books: no split.
    expect(queryTerms('Knastversteck', 'rebellion', { known: books, german: books }).filter((t) => t.conf === 1).map((t) => t.word)).toEqual(['knastversteck']);
  });

  it('expands a verb form by what its infinitive stands for, at both confidences', () => {
    // "dreht" is no synonym itself; its infinitive "drehen" stands for Armada's Gelenk.
    const turn = queryTerms('schiff dreht', 'armada').filter((t) => t.i === 1 && t.word === 'gelenk');
    expect(turn).toEqual([{ i: 1, word: 'gelenk', stem: germanStem('gelenk'), conf: VARIANT * CONFIDENCE.synonym, game: 'armada' }]);
  });

  it('matches two typed words that only a longer glossary word holds, as its head followed by a known word', () => {
    const words = ['radartauschungsmarker', 'radarschirm', 'radartauschungen'].map((word) => ({ word, stem: germanStem(word) }));
    const known = (stem: string) => stem === germanStem('marker');
    expect(compoundsOf('radartauschung', words, known).map((t) => t.word)).toEqual(['radartauschungsmarker']);
    expect(compoundsOf('radar', words, () => true)).toEqual([]);
    const lexicon = { known: () => false, german: () => false, compoundsOf: (head: string) => compoundsOf(head, words, known) };
    const terms = queryTerms('Radar Täuschung', undefined, lexicon).filter((t) => t.word === 'radartauschungsmarker');
    expect(terms.map((t) => [t.i, t.conf])).toEqual([
      [0, COMPOUND_HEAD],
      [1, COMPOUND_HEAD],
    ]);
  });
});

describe('the last part of an unknown compound', () => {
  const has = (stem: string) => [germanStem('symbol'), germanStem('karten'), germanStem('rat')].includes(stem);

  it('is its longest known last part after a first part of three letters or more', () => {
    expect(compoundHead('prazisionssymbol', has)?.word).toBe('symbol');
    expect(compoundHead('szenariokarten', has)?.word).toBe('karten');
    expect(compoundHead('karten', has)).toBeUndefined();
    // Three letters are too few: "Kommandorat" is a typo of Kommandorad, not a kind of Rat.
    expect(compoundHead('kommandorat', has)).toBeUndefined();
  });

  it('is searched beside the typed word, at a lower confidence, only when nothing else explains the word', () => {
    const lexicon = { known: (stem: string) => stem !== germanStem('prazisionssymbol') && has(stem), german: has };
    const terms = queryTerms('Präzisionssymbol', undefined, lexicon);
    expect(terms.filter((t) => t.conf >= COMPOUND_HEAD_ONLY).map((t) => [t.i, t.stem, t.conf])).toEqual([
      [0, germanStem('prazisionssymbol'), 1],
      [0, germanStem('symbol'), COMPOUND_HEAD_ONLY],
    ]);
    // And what the last part stands for, at both confidences.
    expect(terms.filter((t) => t.conf < COMPOUND_HEAD_ONLY).every((t) => t.conf === COMPOUND_HEAD_ONLY * CONFIDENCE.synonym)).toBe(true);
    expect(queryTerms('Kartensymbol', undefined, { known: () => true, german: has }).some((t) => t.conf === COMPOUND_HEAD_ONLY)).toBe(false);
  });
});

describe('expansions', () => {
  it('adds the German term for an English one, in its game only', () => {
    const evade = queryTerms('evade').filter((t) => t.conf < 1);
    expect(evade).toContainEqual(expect.objectContaining({ stem: germanStem('ausweichen'), game: 'armada' }));
  });

  it('adds the rulebook word for a colloquial one, and drops words that only ask', () => {
    const terms = queryTerms('wann darf ich abhauen');
    expect(terms.some((t) => t.word === 'wann' && t.conf === 1)).toBe(false);
    expect(terms).toContainEqual(expect.objectContaining({ stem: germanStem('rückzug'), game: 'rebellion' }));
  });

  it('searches a phrase\'s words only as what the phrase means: "in die Luft jagen" is no hunt', () => {
    const terms = queryTerms('Todesstern in die Luft jagen');
    expect(terms.filter((t) => t.i > 0).map((t) => t.stem)).not.toContain('jag');
    expect(terms.filter((t) => t.i > 0).map((t) => t.word)).toContain('zerstoren');
    expect(terms.filter((t) => t.i > 0).every((t) => t.conf === CONFIDENCE.synonym)).toBe(true);
  });

  it('drops the verbs of a question ("was passiert, wenn …") but keeps what it asks about', () => {
    const terms = queryTerms('Was passiert, wenn der Todesstern ein System zerstört?');
    expect(terms.some((t) => t.word.startsWith('passier'))).toBe(false);
    expect(terms.filter((t) => t.conf === 1).map((t) => t.word)).toEqual(['todesstern', 'system', 'zerstort']);
  });

  it('leaves out a game-bound synonym when another game is asked for', () => {
    expect(queryTerms('abhauen', 'armada').some((t) => t.stem === germanStem('rückzug'))).toBe(false);
  });
});
