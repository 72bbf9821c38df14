import { germanStem } from './german.stem.js';
import { firstAtOrAfter } from './sorted.search.js';
import { foldedWords } from './text.fold.js';

/** What a search matched: exact lexemes, and lexemes that also match as prefixes (`stem:*`). */
export interface Matched {
  readonly lexemes: ReadonlySet<string>;
  readonly prefixes: ReadonlySet<string>;
  /**
   * How much each lexeme weighs in the query (its word's IDF, `entry.rank.ts`); 1 when absent. A
   * window counts each lexeme once, by its weight, so the passage holding most of the question's
   * rare words wins over one repeating a common word ("Schiff, Schiff, Schiff").
   */
  readonly weights?: ReadonlyMap<string, number>;
}

/** A prefix match counts this much of an exact one, as in the ranking (`PREFIX_FACTOR`). */
const PREFIX_SHARE = 0.7;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (s: string): string => s.replace(/[&<>]/g, (c) => ESCAPES[c] as string);

/** Printed word → its stems; the glossary has a few thousand words, so this stays small. */
const STEMS = new Map<string, string[]>();
const STEMS_MAX = 50_000;

function stemsOf(word: string): string[] {
  let stems = STEMS.get(word);
  if (stems === undefined) {
    if (STEMS.size >= STEMS_MAX) STEMS.clear();
    stems = foldedWords(word).map(germanStem);
    STEMS.set(word, stems);
  }
  return stems;
}

/**
 * The lexeme a printed word (given by its stems, folded and stemmed as the index is) matches, its
 * own, else a prefix it starts with ("Gefechtsrunde" for "Gefecht"), and what it is worth.
 */
function lexemeOf(stems: readonly string[], matched: Matched): { lexeme: string; value: number } | undefined {
  const weight = (l: string) => matched.weights?.get(l) ?? 1;
  for (const stem of stems) if (matched.lexemes.has(stem)) return { lexeme: stem, value: weight(stem) };
  for (const stem of stems) for (const p of matched.prefixes) if (stem.startsWith(p)) return { lexeme: p, value: PREFIX_SHARE * weight(p) };
  return undefined;
}

/** A text with its whitespace collapsed and its words stemmed: what snippets are cut from. */
export interface PreparedText {
  readonly flat: string;
  /** The text's distinct printed words (as their stems), and which one each word is: a search matches each once. */
  readonly distinct: readonly (readonly string[])[];
  readonly wordIds: Int32Array;
  /** Where each word starts and ends. */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /** The words that are distinct word `d`, in order: `at[from[d]]` to `at[from[d + 1] - 1]`. */
  readonly from: Int32Array;
  readonly at: Int32Array;
  /**
   * The distinct words by each of their stems, and every stem sorted with whose it is: a search
   * looks its lexemes and prefixes up, so a snippet costs what the text's matches cost, not what
   * its length does.
   */
  readonly owners: ReadonlyMap<string, readonly number[]>;
  readonly stems: readonly string[];
  readonly stemOwners: Int32Array;
}

/** Done once per body and kept, so a search only looks its stems up. */
export function prepareText(text: string): PreparedText {
  const flat = text.replace(/\s+/g, ' ').trim();
  const matches = [...flat.matchAll(/[\p{L}\p{N}]+/gu)];
  const ids = new Map<readonly string[], number>();
  const wordIds = Int32Array.from(matches, (m) => {
    const stems = stemsOf(m[0]);
    let id = ids.get(stems);
    if (id === undefined) ids.set(stems, (id = ids.size));
    return id;
  });
  const distinct = [...ids.keys()];
  const from = new Int32Array(distinct.length + 1);
  for (const d of wordIds) from[d + 1]++;
  for (let d = 0; d < distinct.length; d++) from[d + 1] += from[d] as number;
  const at = new Int32Array(wordIds.length);
  const filled = from.slice(0, distinct.length);
  wordIds.forEach((d, k) => (at[filled[d]++] = k));
  const owners = new Map<string, number[]>();
  distinct.forEach((stems, d) =>
    stems.forEach((stem) => {
      const list = owners.get(stem);
      if (list === undefined) owners.set(stem, [d]);
      else if (list[list.length - 1] !== d) list.push(d);
    }),
  );
  const owned = distinct.flatMap((stems, d) => stems.map((stem) => ({ stem, d }))).sort((a, b) => (a.stem < b.stem ? -1 : a.stem > b.stem ? 1 : a.d - b.d));
  return {
    flat,
    distinct,
    wordIds,
    starts: Int32Array.from(matches, (m) => m.index),
    ends: Int32Array.from(matches, (m) => m.index + m[0].length),
    from,
    at,
    owners,
    stems: owned.map((o) => o.stem),
    stemOwners: Int32Array.from(owned, (o) => o.d),
  };
}

/** The distinct words of `text` that may match: those with a stem equal to a lexeme or starting with a prefix. */
function candidates(text: PreparedText, matched: Matched): number[] {
  const found = new Set<number>();
  for (const lexeme of matched.lexemes) for (const d of text.owners.get(lexeme) ?? []) found.add(d);
  for (const prefix of matched.prefixes) {
    for (let i = firstAtOrAfter(text.stems, prefix); i < text.stems.length && (text.stems[i] as string).startsWith(prefix); i++) found.add(text.stemOwners[i] as number);
  }
  return [...found].sort((a, b) => a - b);
}

/** How far before its first match a snippet may start, to begin with the sentence or list item. */
const PASSAGE_REACH = 80;

/**
 * The stretch of a text (about `length` characters) with the best matched words, each wrapped in
 * `<mark>…</mark>`, HTML-escaped, with "…" where it was cut; the opening when nothing matched.
 */
export function snippet(text: string | PreparedText, matched: Matched, length = 220): string {
  const prepared = typeof text === 'string' ? prepareText(text) : text;
  const { flat, wordIds, starts, ends, from: firstOf, at } = prepared;
  // Each distinct printed word is matched once; a lexeme gets a number, so windows count it once.
  const distinctLexeme = new Int32Array(prepared.distinct.length);
  const values: number[] = [];
  const ids = new Map<string, number>();
  const hitWords: number[] = [];
  for (const d of candidates(prepared, matched)) {
    // A candidate holds a lexeme or a prefix's word, so it always has one.
    const m = lexemeOf(prepared.distinct[d] as readonly string[], matched) as { lexeme: string; value: number };
    let id = ids.get(m.lexeme);
    if (id === undefined) {
      ids.set(m.lexeme, (id = values.length));
      values.push(m.value);
    }
    distinctLexeme[d] = id;
    for (let i = firstOf[d] as number; i < (firstOf[d + 1] as number); i++) hitWords.push(at[i] as number);
  }
  const hits = Int32Array.from(hitWords).sort();
  const lexemes = Int32Array.from(hits, (k) => distinctLexeme[wordIds[k] as number] as number);
  // Windows start 40 characters before a matched word; both ends only move forward, so one pass
  // over the matched words. A window is worth the weights of the distinct lexemes in it.
  const inWindow = new Array<number>(values.length).fill(0);
  let from = 0;
  let best = 0;
  let first = 0;
  let last = 0;
  let sum = 0;
  for (let h = 0; h < hits.length; h++) {
    const start = Math.max(0, (starts[hits[h] as number] as number) - 40);
    while (first < hits.length && (starts[hits[first] as number] as number) < start) {
      if (first < last) {
        const id = lexemes[first] as number;
        inWindow[id] = (inWindow[id] as number) - 1;
        if (inWindow[id] === 0) sum -= values[id] as number;
      }
      first++;
    }
    if (last <= first) {
      last = first;
      inWindow.fill(0);
      sum = 0;
    }
    while (last < hits.length && (ends[hits[last] as number] as number) <= start + length) {
      const id = lexemes[last++] as number;
      if (inWindow[id]++ === 0) sum += values[id] as number;
    }
    if (sum > best + 1e-9) {
      best = sum;
      from = start;
    }
  }
  // Start where the passage with the first match starts, when that is close: "Ausweichen: …"
  // rather than "…den restlichen Schaden nimmt. Ausweichen: …".
  if (from > 0) {
    let h = 0;
    while (h < hits.length && (starts[hits[h] as number] as number) < from) h++;
    const firstHit = hits[h];
    if (firstHit !== undefined) {
      const hitStart = starts[firstHit] as number;
      const before = flat.slice(Math.max(0, hitStart - PASSAGE_REACH), hitStart);
      const boundary = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '), before.lastIndexOf(' - '));
      if (boundary >= 0) from = hitStart - before.length + boundary + 1;
    }
  }
  // Cut at word boundaries: start at a word's beginning, end after a whole word.
  let lo = firstAtOrAfter(starts, from);
  const start = from === 0 || lo === starts.length ? 0 : (starts[lo] as number);
  if (start === 0) lo = 0;
  let hi = lo;
  while (hi < starts.length && (ends[hi] as number) <= start + length) hi++;
  const end = hi === lo ? Math.min(flat.length, start + length) : (ends[hi - 1] as number);
  const stop = end >= flat.length - 1 ? flat.length : end;
  let out = '';
  let done = start;
  for (let h = firstAtOrAfter(hits, lo); h < hits.length && (hits[h] as number) < hi; h++) {
    const k = hits[h] as number;
    const wordStart = starts[k] as number;
    const wordEnd = ends[k] as number;
    if (wordEnd > stop) continue;
    out += escapeHtml(flat.slice(done, wordStart)) + '<mark>' + escapeHtml(flat.slice(wordStart, wordEnd)) + '</mark>';
    done = wordEnd;
  }
  out += escapeHtml(flat.slice(done, stop));
  return `${start > 0 ? '…' : ''}${out}${stop < flat.length ? '…' : ''}`;
}
