import { glossaryIndex, glossaryGermanStems, glossaryStems } from '../../search/glossary.lexicon.js';
import { analyze, nameKey, queryTerms } from '../../search/search.analyze.js';
import type { GameId } from '../entry.model.js';
import { PHRASINGS } from './phrasings.data.js';

describe('how players ask for each entry (phrasings)', () => {
  const { entries, names } = glossaryIndex();
  const german = entries.filter((e) => e.lang === 'de');
  const all = Object.entries(PHRASINGS).flatMap(([game, table]) => Object.entries(table).map(([slug, said]) => ({ game: game as GameId, slug, said })));

  it('belong to German entries of their game, and every German entry has some', () => {
    const refs = new Set(german.map((e) => e.ref));
    expect(all.map((p) => `${p.game}:${p.slug}`).filter((ref) => !refs.has(ref))).toEqual([]);
    const said = new Map(all.map((p) => [`${p.game}:${p.slug}`, p.said.length]));
    expect(german.filter((e) => (said.get(e.ref) ?? 0) < 2).map((e) => e.ref)).toEqual([]);
  });

  it('are short searches with a searchable word, none twice for an entry', () => {
    const bad = all.flatMap((p) =>
      p.said.filter((s, i) => s !== s.trim() || s.length === 0 || s.length > 80 || analyze(s).length === 0 || p.said.indexOf(s) !== i).map((s) => `${p.game}:${p.slug}: "${s}"`),
    );
    expect(bad).toEqual([]);
  });

  it("are no entry's name: another entry's would win its exact match, the entry's own adds nothing", () => {
    const named = new Set(names.filter((n) => n.kind !== 'phrasing').map((n) => `${n.game} ${n.key}`));
    expect(all.flatMap((p) => p.said.filter((s) => named.has(`${p.game} ${nameKey(s)}`)).map((s) => `${p.game}:${p.slug}: "${s}"`))).toEqual([]);
  });

  it('are indexed as names of kind phrasing, whose words are known glossary words searched as typed', () => {
    const stems = glossaryStems();
    const germanStems = glossaryGermanStems();
    const lexicon = { known: (stem: string) => stems.has(stem), german: (stem: string) => germanStems.has(stem) };
    const indexed = new Set(names.filter((n) => n.kind === 'phrasing').map((n) => `${n.game}:${n.slug} ${n.key}`));
    const misses: string[] = [];
    for (const p of all) {
      for (const s of p.said) {
        if (!indexed.has(`${p.game}:${p.slug} ${nameKey(s)}`)) misses.push(`not indexed: ${p.game}:${p.slug} "${s}"`);
        for (const t of analyze(s)) {
          // Typed alone, the word keeps its own stem (confidence 1): it is never corrected into another word.
          if (!queryTerms(t.word, p.game, lexicon).some((q) => q.stem === t.stem && q.conf === 1)) misses.push(`${p.game}:${p.slug} "${s}": ${t.word}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });
});
