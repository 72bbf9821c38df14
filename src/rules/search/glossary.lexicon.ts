import { loadRuleContent } from '../content/content.load.js';
import { UNOFFERED_KINDS } from '../rules.sql.js';
import { indexContent, type IndexedContent } from './entry.index.js';
import type { GameId } from '../content/entry.model.js';
import { namedKinds } from './name.kinds.js';
import { analyze, COMPOUND_HEAD_MIN, compoundsOf, type KindOfName, type Lexicon, lexemes, type Term } from './search.analyze.js';

/**
 * The indexed glossary, built once per process from the seeds the service ships: the seeder writes
 * it to the database, and the query analysis asks it which stems the glossary knows (to split and
 * join compounds). Both come from the same code and seeds, so they agree with the loaded tables.
 */
let indexed: IndexedContent | undefined;
let stems: ReadonlySet<string> | undefined;
let germanStems: ReadonlySet<string> | undefined;

export function glossaryIndex(): IndexedContent {
  indexed ??= indexContent(loadRuleContent());
  return indexed;
}

/** Every stem the glossary's entries hold. */
export function glossaryStems(): ReadonlySet<string> {
  stems ??= new Set(glossaryIndex().words.map((w) => w.stem));
  return stems;
}

/** The stems of the German entries' text: what a German compound may be split into ("make" is no part of "Verteidigungsmaker"). */
export function glossaryGermanStems(): ReadonlySet<string> {
  germanStems ??= new Set(glossaryIndex().entries.flatMap((e) => (e.lang === 'de' ? [e.bodyLexemes, lexemes(e.title)] : [])).flatMap((l) => l.split(' ')));
  return germanStems;
}

/** A word of a longer name names it alone when this long and in at most this many entries. */
const SHORT_NAME_MIN = 4;
const SHORT_NAME_ENTRIES = 15;

let names: ReadonlyMap<string, readonly KindOfName[]> | undefined;

/**
 * Card, unit and character names by their first analysed word, with the analysed words of their
 * kind; one per game and name, its kinds merged. A name that is itself a name of an entry of its
 * game (the Death Star, "Unterwanderung") is left out: that entry answers it.
 */
export function glossaryNames(): ReadonlyMap<string, readonly KindOfName[]> {
  if (names !== undefined) return names;
  const entryNames = new Set(glossaryIndex().names.filter((n) => !UNOFFERED_KINDS.includes(n.kind)).map((n) => `${n.game} ${n.key}`));
  const merged = new Map<string, { game: GameId; words: string[]; kind: Map<string, { word: string; stem: string }> }>();
  for (const n of namedKinds()) {
    if (entryNames.has(`${n.game} ${n.name.join(' ')}`)) continue;
    const words = analyze(n.name.join(' ')).map((t) => t.word);
    if (words.length === 0) continue;
    const key = `${n.game} ${words.join(' ')}`;
    const m = merged.get(key) ?? { game: n.game, words, kind: new Map() };
    for (const t of n.kind.flatMap((k) => analyze(k))) m.kind.set(t.stem, t);
    merged.set(key, m);
  }
  // A word that only names things of one kind, and is rare in the rules, names them alone:
  // players type "Hardcell" for the Hardcell-class Transport, "Torrent" for the V-19 Torrent.
  const kindsWith = new Map<string, Set<string>>();
  const kindKey = (m: { kind: Map<string, unknown> }) => [...m.kind.keys()].sort().join(' ');
  for (const m of merged.values()) {
    for (const w of m.words) kindsWith.set(`${m.game} ${w}`, (kindsWith.get(`${m.game} ${w}`) ?? new Set()).add(kindKey(m)));
  }
  const stemEntries = new Map(glossaryIndex().words.map((w) => [w.stem, w.stemEntries]));
  const distinctive = (game: GameId, t: { word: string; stem: string }) =>
    t.word.length >= SHORT_NAME_MIN && kindsWith.get(`${game} ${t.word}`)?.size === 1 && (stemEntries.get(t.stem) ?? 0) <= SHORT_NAME_ENTRIES;
  const byFirst = new Map<string, KindOfName[]>();
  const put = (n: KindOfName) => byFirst.set(n.words[0] as string, [...(byFirst.get(n.words[0] as string) ?? []), n]);
  for (const m of merged.values()) {
    const kind = [...m.kind.values()].filter((t) => !m.words.includes(t.word));
    if (kind.length === 0) continue;
    put({ game: m.game, words: m.words, kind });
    if (m.words.length > 1) {
      for (const t of analyze(m.words.join(' '))) if (distinctive(m.game, t) && !merged.has(`${m.game} ${t.word}`)) put({ game: m.game, words: [t.word], kind });
    }
  }
  names = byFirst;
  return names;
}

let germanWords: ReadonlyMap<string, readonly Term[]> | undefined;

/**
 * The distinct words of the German entries by their first COMPOUND_HEAD_MIN letters: what a
 * compound typed apart may be the head of, looked up without scanning every word per query.
 */
function glossaryGermanWords(head: string): readonly Term[] {
  if (germanWords === undefined) {
    const german = glossaryGermanStems();
    const byStart = new Map<string, Term[]>();
    for (const w of glossaryIndex().words) {
      if (!german.has(w.stem) || w.word.length < COMPOUND_HEAD_MIN) continue;
      const start = w.word.slice(0, COMPOUND_HEAD_MIN);
      byStart.set(start, [...(byStart.get(start) ?? []), { word: w.word, stem: w.stem }]);
    }
    germanWords = byStart;
  }
  return germanWords.get(head.slice(0, COMPOUND_HEAD_MIN)) ?? [];
}

/** What the query analysis asks of the glossary, from the in-process index (built on first use). */
export const GLOSSARY_LEXICON: Lexicon = {
  known: (stem) => glossaryStems().has(stem),
  german: (stem) => glossaryGermanStems().has(stem),
  names: (word) => glossaryNames().get(word) ?? [],
  compoundsOf: (head) => compoundsOf(head, glossaryGermanWords(head), (stem) => glossaryGermanStems().has(stem)),
};

const gameLexicons = new Map<GameId, Lexicon>();

/**
 * The lexicon of one game's entries: a stem only other games' entries hold is unknown here, so the
 * analysis takes the word apart or searches its known last part in this game (Armada's
 * "Asteroidenfeld" with Angriff der Rebellen, whose book says "Feld"). The service asks it only
 * when a search in a game finds nothing at all, so it can turn nothing into something and never
 * reorders a result.
 */
export function gameLexicon(game: GameId): Lexicon {
  let lexicon = gameLexicons.get(game);
  if (lexicon === undefined) {
    const own = new Set(glossaryIndex().words.filter((w) => w.games.includes(game)).map((w) => w.stem));
    lexicon = { ...GLOSSARY_LEXICON, known: (stem) => own.has(stem) };
    gameLexicons.set(game, lexicon);
  }
  return lexicon;
}
