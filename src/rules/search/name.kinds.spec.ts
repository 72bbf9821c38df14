import { germanStem } from './german.stem.js';
import { GLOSSARY_LEXICON, glossaryIndex, glossaryNames } from './glossary.lexicon.js';
import { rebelsAttackKinds } from './name.kinds.js';
import { NAME_KIND, queryTerms } from './search.analyze.js';

/** The kind words a query searches for a name: forms at NAME_KIND confidence, with their game. */
const kindsOf = (q: string, game?: Parameters<typeof queryTerms>[1]) =>
  queryTerms(q, game, GLOSSARY_LEXICON)
    .filter((t) => t.conf === NAME_KIND)
    .map((t) => `${t.i} ${t.stem} ${t.game}`);

describe('names and their kinds (issue 13)', () => {
  it('reads the characters of Angriff der Rebellen by kind from the component list of seed 002', () => {
    const kinds = new Map(rebelsAttackKinds().map((k) => [k.kind, k.names]));
    expect(kinds.get('Verbündete')).toEqual(['Ezra Bridger', 'Kanan Jarrus', 'Garazeb Orrelios', 'Hera Syndulla', 'Sabine Wren']);
    expect(kinds.get('Imperiale Gegner')).toContain('Darth Vader');
    expect(kinds.get('Unterstützungen')).toContain('Chopper');
  });

  it('searches a character for the entry of its kind, in its game, for every word of the name', () => {
    const verbundet = germanStem('verbündete');
    expect(kindsOf('Ezra Bridger')).toEqual([`0 ${verbundet} rebels-attack`, `1 ${verbundet} rebels-attack`]);
    expect(kindsOf('Ezra Bridger', 'armada')).toEqual([]);
  });

  it('searches a ship by its distinctive word for its size class (seed 004, GRÖSSENKATEGORIEN)', () => {
    expect(kindsOf('Hardcell', 'armada')).toEqual(expect.arrayContaining([`0 ${germanStem('klein')} armada`, `0 ${germanStem('größenkategorie')} armada`]));
    expect(kindsOf('Acclamator', 'armada')).toContain(`0 ${germanStem('mittelgroß')} armada`);
    // "class" names ships of every size: it says nothing about one.
    expect(kindsOf('class', 'armada')).toEqual([]);
  });

  it('leaves a name alone that an entry of its game is named by: that entry answers it', () => {
    expect(kindsOf('Todesstern', 'rebellion')).toEqual([]);
  });

  it('points every name only at kind words that stand in its game’s entries', () => {
    const gamesOf = new Map(glossaryIndex().words.map((w) => [w.stem, w.games]));
    const nowhere = [...glossaryNames().values()]
      .flat()
      .flatMap((n) => n.kind.filter((t) => !(gamesOf.get(t.stem) ?? []).includes(n.game)).map((t) => `${n.words.join(' ')} → ${t.word} (${n.game})`));
    expect(nowhere).toEqual([]);
  });
});
