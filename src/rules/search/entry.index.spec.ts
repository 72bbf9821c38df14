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
