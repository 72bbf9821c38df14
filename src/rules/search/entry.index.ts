import { createHash } from 'node:crypto';
import type { GameId, Lang, RuleContent, RuleEntry } from '../content/entry.model.js';
import { markdown, plainText } from '../content/entry.render.js';
import { slugify } from '../content/slug.text.js';
import { analyze, lexemes, nameKey } from './search.analyze.js';

/** `path` is a child's title after its parent's ("Gefecht Rückzug"): children are found by their parent too. */
export type NameKind = 'title' | 'alias' | 'term' | 'counterpart' | 'path';

/** One row of `rule_entries`, with the lexemes of the parent's title and of the body. */
export interface EntryRow {
  game: GameId;
  slug: string;
  ref: string;
  lang: Lang;
  title: string;
  position: number;
  parent: string | null;
  entry: RuleEntry;
  bodyPlain: string;
  bodyMarkdown: string;
  parentLexemes: string;
  bodyLexemes: string;
}

/** A name an entry goes by, for autocomplete, exact matches and trigram similarity. */
export interface NameRow {
  game: GameId;
  slug: string;
  kind: NameKind;
  name: string;
  key: string;
  nameSlug: string;
  lexemes: string;
}

/**
 * A word of the glossary with its stem: the dictionary typos are corrected against. `entries`
 * counts the entries with the word, `stemEntries` those with any word of its stem (for IDF).
 */
export interface WordRow {
  word: string;
  stem: string;
  entries: number;
  stemEntries: number;
}

export interface IndexedContent {
  entries: EntryRow[];
  names: NameRow[];
  words: WordRow[];
  /** Changes whenever the content or the way it is indexed changes. */
  hash: string;
}

/** Everything the search tables hold, computed from the content alone. */
export function indexContent(content: RuleContent): IndexedContent {
  const byRef = new Map(content.entries.map((e) => [e.ref, e]));
  const names: NameRow[] = [];
  const wordCounts = new Map<string, { stem: string; entries: number }>();
  const stemCounts = new Map<string, number>();

  const entries = content.entries.map((e, position): EntryRow => {
    const terms = content.terms.filter((t) => t.ref === e.ref).flatMap((t) => [t.en, t.de]);
    const counterparts = e.lang === 'de' ? e.counterpart.map((r) => byRef.get(r)?.title ?? '') : [];
    const parent = e.parent === undefined ? undefined : byRef.get(`${e.game}:${e.parent}`);
    const bodyPlain = plainText(e.blocks);

    const own = new Map<string, NameRow>();
    const addName = (kind: NameKind, name: string) => {
      const key = nameKey(name);
      if (key !== '' && !own.has(key)) {
        own.set(key, { game: e.game, slug: e.slug, kind, name, key, nameSlug: slugify(name), lexemes: lexemes(name) });
      }
    };
    addName('title', e.title);
    e.aliases.forEach((n) => addName('alias', n));
    terms.forEach((n) => addName('term', n));
    counterparts.forEach((n) => addName('counterpart', n));
    if (parent !== undefined) addName('path', `${parent.title} ${e.title}`);
    names.push(...own.values());

    const seen = new Set<string>();
    const stems = new Set<string>();
    for (const t of analyze([e.title, ...e.aliases, ...terms, ...counterparts, bodyPlain].join('\n'))) {
      stems.add(t.stem);
      if (seen.has(t.word)) continue;
      seen.add(t.word);
      const w = wordCounts.get(t.word) ?? { stem: t.stem, entries: 0 };
      w.entries += 1;
      wordCounts.set(t.word, w);
    }
    for (const stem of stems) stemCounts.set(stem, (stemCounts.get(stem) ?? 0) + 1);

    return {
      game: e.game,
      slug: e.slug,
      ref: e.ref,
      lang: e.lang,
      title: e.title,
      position,
      parent: e.parent ?? null,
      entry: e,
      bodyPlain,
      bodyMarkdown: markdown(e.blocks),
      parentLexemes: parent === undefined ? '' : lexemes(parent.title),
      bodyLexemes: lexemes(bodyPlain),
    };
  });

  const words = [...wordCounts.entries()]
    .map(([word, w]) => ({ word, stem: w.stem, entries: w.entries, stemEntries: stemCounts.get(w.stem) ?? w.entries }))
    .sort((x, y) => (x.word < y.word ? -1 : x.word > y.word ? 1 : 0));
  const hash = createHash('sha256').update(JSON.stringify({ entries, names, words })).digest('hex');
  return { entries, names, words, hash };
}
