import { createHash } from 'node:crypto';
import type { GameId, Lang, RuleContent, RuleEntry } from '../content/entry.model.js';
import { markdown, plainText } from '../content/entry.render.js';
import { slugify } from '../content/slug.text.js';
import { phrasingsOf } from '../content/phrasings/phrasings.data.js';
import { germanIsName } from '../content/terms.data.js';
import { analyze, compoundParts, lexemes, nameKey } from './search.analyze.js';
import { foldedWords } from './text.fold.js';

/**
 * `path` is a child's title after its parent's ("Gefecht Rückzug"): children are found by their
 * parent too. `parts` is a German title with its compounds split ("Gefecht Ende" for GEFECHTSENDE);
 * it counts only when the query holds every word of it (`rules.sql.ts`), so "wann endet ein
 * Gefecht" finds GEFECHTSENDE while "Rebellen" alone does not find REBELLENSTÜTZPUNKT. A `phrasing`
 * is how players ask for the entry (`content/phrasings/`): searched, never offered as a name.
 */
export type NameKind = 'title' | 'alias' | 'term' | 'counterpart' | 'path' | 'parts' | 'phrasing';

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
  /** The English name of the entry's rules: its own title in English, else its first English term or counterpart. */
  titleEn: string | null;
  /** ln(ASKED_MU / (length + ASKED_MU)) of its asked document: what each query word it lacks costs (`AskedRow`). */
  askedPrior: number;
}

/**
 * How likely a player's word is in the way players ask for an entry (issue 13, fourteenth pass):
 * the entry's "asked document" is its book names (title, aliases, terms, counterparts' titles, a
 * child's "parent + title"), each counting ASKED_NAME_COUNT times, and its phrasings (an English
 * entry takes its German counterparts'). A query's likelihood under it, smoothed towards its
 * game's asked documents (Dirichlet, ASKED_MU), is the sum over the query's words of `weight` plus
 * `askedPrior` per word. Where the name score takes an entry's best phrasing, this adds up what all
 * its phrasings say.
 */
export interface AskedRow {
  game: GameId;
  slug: string;
  lexeme: string;
  /** ln(1 + count / (ASKED_MU · the lexeme's probability in its game's asked documents)). */
  weight: number;
}

/** Dirichlet smoothing of the asked documents; the players' dev half was flat for 30–80. */
export const ASKED_MU = 50;
/** A book name counts as this many phrasings: most players ask with the book's own word for a thing. */
export const ASKED_NAME_COUNT = 2;

/** A sentence or list item of a body, searched on its own so the one that answers a question counts. */
export interface PassageRow {
  game: GameId;
  slug: string;
  n: number;
  lexemes: string;
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
  /** The games whose entries hold the word's stem: a stem of one game only is that game's vocabulary. */
  games: GameId[];
}

export interface IndexedContent {
  entries: EntryRow[];
  names: NameRow[];
  passages: PassageRow[];
  words: WordRow[];
  asked: AskedRow[];
  /** Changes whenever the content or the way it is indexed changes. */
  hash: string;
}

/** Everything the search tables hold, computed from the content alone. */
export function indexContent(content: RuleContent): IndexedContent {
  const byRef = new Map(content.entries.map((e) => [e.ref, e]));
  const names: NameRow[] = [];
  const wordCounts = new Map<string, { stem: string; entries: number }>();
  const stemCounts = new Map<string, number>();
  const stemGames = new Map<string, Set<GameId>>();
  const passages: PassageRow[] = [];

  const entries = content.entries.map((e, position): EntryRow => {
    const terms = content.terms.filter((t) => t.ref === e.ref).flatMap((t) => (germanIsName(t) ? [t.en, t.de] : [t.en]));
    const counterparts = e.lang === 'de' ? e.counterpart.map((r) => byRef.get(r)?.title ?? '') : [];
    const parent = e.parent === undefined ? undefined : byRef.get(`${e.game}:${e.parent}`);
    const bodyPlain = plainText(e.blocks);
    const phrasings = e.lang === 'de' ? phrasingsOf(e.game, e.slug) : [];

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
    phrasings.forEach((n) => addName('phrasing', n));
    names.push(...own.values());

    const seen = new Set<string>();
    const stems = new Set<string>();
    // The phrasings' words are glossary words too: known (not corrected into another word) and counted for IDF.
    for (const t of analyze([e.title, ...e.aliases, ...terms, ...counterparts, ...phrasings, bodyPlain].join('\n'))) {
      stems.add(t.stem);
      if (seen.has(t.word)) continue;
      seen.add(t.word);
      const w = wordCounts.get(t.word) ?? { stem: t.stem, entries: 0 };
      w.entries += 1;
      wordCounts.set(t.word, w);
    }
    for (const stem of stems) {
      stemCounts.set(stem, (stemCounts.get(stem) ?? 0) + 1);
      stemGames.set(stem, (stemGames.get(stem) ?? new Set<GameId>()).add(e.game));
    }
    passagesOf(bodyPlain).forEach((lex, n) => passages.push({ game: e.game, slug: e.slug, n, lexemes: lex }));
    const ownTerms = content.terms.filter((t) => t.ref === e.ref);
    const titleEn =
      e.lang === 'en'
        ? e.title
        : (ownTerms.find((t) => slugify(t.de) === e.slug) ?? ownTerms[0])?.en ?? (e.counterpart.map((r) => byRef.get(r)).find((c) => c?.lang === 'en')?.title ?? null);

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
      // The parent's title words the child's own title does not repeat: AUFDECKEN DES
      // REBELLENSTÜTZPUNKTES names its parent already, and counting REBELLENSTÜTZPUNKT again put
      // the children above the parent for every query about the base.
      parentLexemes: parent === undefined ? '' : lexemes(parent.title).split(' ').filter((l) => l !== '' && !lexemes(e.title).split(' ').includes(l)).join(' '),
      bodyLexemes: lexemes(bodyPlain),
      titleEn,
      askedPrior: 0,
    };
  });

  names.push(...partsNames(entries, names));
  const asked = askedRows(entries, names);

  const words = [...wordCounts.entries()]
    .map(([word, w]) => ({
      word,
      stem: w.stem,
      entries: w.entries,
      stemEntries: stemCounts.get(w.stem) ?? w.entries,
      games: [...(stemGames.get(w.stem) ?? [])].sort(),
    }))
    .sort((x, y) => (x.word < y.word ? -1 : x.word > y.word ? 1 : 0));
  const hash = createHash('sha256').update(JSON.stringify({ entries, names, passages, words, asked })).digest('hex');
  return { entries, names, passages, words, asked, hash };
}

const BOOK_NAMES: readonly NameKind[] = ['title', 'alias', 'term', 'counterpart', 'path'];

/** Each entry's asked document (`AskedRow`) as weights per lexeme; sets each entry's `askedPrior`. */
function askedRows(entries: EntryRow[], names: readonly NameRow[]): AskedRow[] {
  const namesOf = new Map<string, NameRow[]>();
  for (const n of names) {
    const ref = `${n.game}:${n.slug}`;
    namesOf.set(ref, namesOf.get(ref) ?? []);
    namesOf.get(ref)?.push(n);
  }
  const lexemesOf = (ref: string, kinds: readonly NameKind[]) =>
    (namesOf.get(ref) ?? []).filter((n) => kinds.includes(n.kind)).flatMap((n) => n.lexemes.split(' ').filter((l) => l !== ''));
  const docs = entries.map((e) => {
    const counts = new Map<string, number>();
    const add = (lexeme: string, c: number) => counts.set(lexeme, (counts.get(lexeme) ?? 0) + c);
    lexemesOf(e.ref, BOOK_NAMES).forEach((l) => add(l, ASKED_NAME_COUNT));
    const phrased = e.lang === 'de' ? [e.ref] : e.entry.counterpart;
    phrased.flatMap((ref) => lexemesOf(ref, ['phrasing'])).forEach((l) => add(l, 1));
    return counts;
  });
  const inGame = new Map<GameId, { counts: Map<string, number>; total: number }>();
  entries.forEach((e, k) => {
    const g = inGame.get(e.game) ?? { counts: new Map<string, number>(), total: 0 };
    for (const [l, c] of docs[k] as Map<string, number>) {
      g.counts.set(l, (g.counts.get(l) ?? 0) + c);
      g.total += c;
    }
    inGame.set(e.game, g);
  });
  return entries.flatMap((e, k) => {
    const doc = docs[k] as Map<string, number>;
    const g = inGame.get(e.game) as { counts: Map<string, number>; total: number };
    let length = 0;
    for (const c of doc.values()) length += c;
    e.askedPrior = Math.log(ASKED_MU / (length + ASKED_MU));
    return [...doc].map(([lexeme, c]) => ({ game: e.game, slug: e.slug, lexeme, weight: Math.log(1 + c / ((ASKED_MU * (g.counts.get(lexeme) as number)) / g.total)) }));
  });
}

/**
 * The German titles with their compounds split into parts that German text of the glossary holds
 * ("Rebellenstützpunkt": Rebellen, Stützpunkt), one `parts` name per title with a compound. Titles
 * only: aliases and terms are already the other ways players say it.
 */
function partsNames(entries: readonly EntryRow[], names: readonly NameRow[]): NameRow[] {
  const german = new Set(entries.flatMap((e) => (e.lang === 'de' ? [e.bodyLexemes, lexemes(e.title)] : [])).flatMap((l) => l.split(' ')));
  const taken = new Set(names.map((n) => `${n.game} ${n.slug} ${n.key}`));
  return entries.flatMap((e): NameRow[] => {
    if (e.lang !== 'de') return [];
    const words = foldedWords(e.title);
    const split = words.flatMap((w) => compoundParts(w, (stem) => german.has(stem))?.map((t) => t.word) ?? [w]);
    if (split.length === words.length) return [];
    const name = split.join(' ');
    const key = nameKey(name);
    if (taken.has(`${e.game} ${e.slug} ${key}`)) return [];
    return [{ game: e.game, slug: e.slug, kind: 'parts', name, key, nameSlug: slugify(name), lexemes: lexemes(name) }];
  });
}

/**
 * A body's passages as lexemes: its lines (list items, steps, paragraphs) cut into sentences.
 * Passages without a searchable word are left out.
 */
export function passagesOf(body: string): string[] {
  return body
    .split(/\n+|(?<=[.!?:])\s+(?=[-–•\d\p{Lu}„"(])/u)
    .map((p) => lexemes(p))
    .filter((l) => l !== '');
}
