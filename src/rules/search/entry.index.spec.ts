import { glossaryIndex } from './glossary.lexicon.js';

/** Issue 13: German titles with their compounds split, so a query holding both parts finds the title. */
describe('compound parts of titles', () => {
  const parts = (ref: string) => glossaryIndex().names.filter((n) => `${n.game}:${n.slug}` === ref && n.kind === 'parts').map((n) => n.lexemes);

  it('splits a compound title into parts German text of the glossary holds', () => {
    expect(parts('rebellion:gefechtsende')).toEqual(['gefecht end']);
    expect(parts('rebellion:rebellenstuetzpunkt')).toEqual(['rebell stutzpunkt']);
    expect(parts('rebels-attack:spielende')).toEqual(['spiel end']);
  });

  it('leaves titles without compounds and English titles alone', () => {
    expect(parts('rebellion:zerstoerte-systeme')).toEqual([]);
    expect(glossaryIndex().names.filter((n) => n.kind === 'parts' && glossaryIndex().entries.find((e) => e.slug === n.slug && e.game === n.game)?.lang === 'en')).toEqual([]);
  });
});

/** Issue 13, fourteenth pass: each entry's asked document, from its book names and phrasings. */
describe('asked documents', () => {
  const index = glossaryIndex();
  const rows = (ref: string) => new Map(index.asked.filter((a) => `${a.game}:${a.slug}` === ref).map((a) => [a.lexeme, a.weight]));
  const namesOf = (ref: string, kind: string) => index.names.filter((n) => `${n.game}:${n.slug}` === ref && n.kind === kind).flatMap((n) => n.lexemes.split(' '));

  it('holds every word of an entry\'s title and phrasings, each with a positive weight', () => {
    for (const e of index.entries) {
      const mine = rows(e.ref);
      for (const l of [...namesOf(e.ref, 'title'), ...namesOf(e.ref, 'phrasing')].filter((x) => x !== '')) expect([e.ref, l, (mine.get(l) ?? 0) > 0]).toEqual([e.ref, l, true]);
    }
    expect(index.asked.every((a) => a.weight > 0)).toBe(true);
  });

  it('weighs a word more where it is said more often, against the same game', () => {
    // "gefecht" stands in GEFECHT's title and in many of its phrasings; its child SCHLACHTEN GEWINNEN
    // holds it in its path name ("Gefecht Schlachten gewinnen") and fewer phrasings.
    const child = rows('rebellion:schlachten-gewinnen').get('gefecht') as number;
    expect(child).toBeGreaterThan(0);
    expect(rows('rebellion:gefecht').get('gefecht')).toBeGreaterThan(child);
  });

  it('gives an English entry its German counterparts\' phrasings', () => {
    const en = index.entries.find((e) => e.ref === 'rebellion:captured-leaders');
    expect(en?.lang).toBe('en');
    const mine = rows('rebellion:captured-leaders');
    for (const ref of en?.entry.counterpart ?? []) for (const l of namesOf(ref, 'phrasing')) expect([l, mine.has(l)]).toEqual([l, true]);
  });

  it('charges a longer asked document more per missing word', () => {
    const length = (ref: string) => index.asked.filter((a) => `${a.game}:${a.slug}` === ref).length;
    const [short, long] = index.entries.filter((e) => e.lang === 'de').sort((a, b) => length(a.ref) - length(b.ref)).filter((_, k, all) => k === 0 || k === all.length - 1);
    expect(short?.askedPrior).toBeLessThan(0);
    expect(long?.askedPrior).toBeLessThan(short?.askedPrior as number);
  });
});
