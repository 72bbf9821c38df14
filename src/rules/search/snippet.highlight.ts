import { germanStem } from './german.stem.js';
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
 * How well a printed word (given by its stems) matches the query, by the same folding and stemming
 * as the index: 2 for its own lexeme, 1 as a prefix ("Gefechtsrunde" for "Gefecht"), 0 not at all.
 */
function matchOf(stems: readonly string[], matched: Matched): number {
  let best = 0;
  for (const stem of stems) {
    if (matched.lexemes.has(stem)) return 2;
    for (const p of matched.prefixes) if (stem.startsWith(p)) best = 1;
  }
  return best;
}

/** The lexeme a printed word matches (its own, else a prefix it starts with) and what it is worth. */
function lexemeOf(stems: readonly string[], matched: Matched): { lexeme: string; value: number } | undefined {
  const weight = (l: string) => matched.weights?.get(l) ?? 1;
  for (const stem of stems) if (matched.lexemes.has(stem)) return { lexeme: stem, value: weight(stem) };
  for (const stem of stems) for (const p of matched.prefixes) if (stem.startsWith(p)) return { lexeme: p, value: PREFIX_SHARE * weight(p) };
  return undefined;
}

interface Word {
  start: number;
  end: number;
  stems: string[];
}

/** A text with its whitespace collapsed and its words stemmed: what snippets are cut from. */
export interface PreparedText {
  readonly flat: string;
  readonly words: readonly Word[];
  /** The text's distinct printed words (as their stems), and which one each word is: a search matches each once. */
  readonly distinct: readonly (readonly string[])[];
  readonly wordIds: Int32Array;
  /** Where each word starts and ends, as typed arrays: a snippet walks every word of its body. */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
}

/** Done once per body and kept, so a search only looks its stems up. */
export function prepareText(text: string): PreparedText {
  const flat = text.replace(/\s+/g, ' ').trim();
  const words = [...flat.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length, stems: stemsOf(m[0]) }));
  const ids = new Map<readonly string[], number>();
  const wordIds = Int32Array.from(words, (w) => {
    let id = ids.get(w.stems);
    if (id === undefined) ids.set(w.stems, (id = ids.size));
    return id;
  });
  return { flat, words, distinct: [...ids.keys()], wordIds, starts: Int32Array.from(words, (w) => w.start), ends: Int32Array.from(words, (w) => w.end) };
}

/** How far before its first match a snippet may start, to begin with the sentence or list item. */
const PASSAGE_REACH = 80;

/**
 * The stretch of a text (about `length` characters) with the best matched words, each wrapped in
 * `<mark>…</mark>`, HTML-escaped, with "…" where it was cut; the opening when nothing matched.
 */
export function snippet(text: string | PreparedText, matched: Matched, length = 220): string {
  const { flat, words, distinct, wordIds, starts, ends } = typeof text === 'string' ? prepareText(text) : text;
  // Each distinct printed word is matched once; a lexeme gets a number, so windows count it once.
  const distinctHit = new Uint8Array(distinct.length);
  const distinctLexeme = new Int32Array(distinct.length).fill(-1);
  const values: number[] = [];
  const ids = new Map<string, number>();
  distinct.forEach((stems, d) => {
    const hit = matchOf(stems, matched);
    distinctHit[d] = hit;
    if (hit === 0) return;
    const m = lexemeOf(stems, matched) as { lexeme: string; value: number };
    let id = ids.get(m.lexeme);
    if (id === undefined) {
      ids.set(m.lexeme, (id = values.length));
      values.push(m.value);
    }
    distinctLexeme[d] = id;
  });
  const hits = new Uint8Array(words.length);
  const lexemes = new Int32Array(words.length);
  for (let k = 0; k < words.length; k++) {
    const d = wordIds[k] as number;
    hits[k] = distinctHit[d] as number;
    lexemes[k] = distinctLexeme[d] as number;
  }
  // Windows start 40 characters before a matched word; both ends only move forward, so one pass.
  // A window is worth the weights of the distinct lexemes in it.
  const inWindow = new Array<number>(values.length).fill(0);
  let from = 0;
  let best = 0;
  let first = 0;
  let last = 0;
  let sum = 0;
  const enter = (k: number) => {
    const id = lexemes[k] as number;
    if (id >= 0 && inWindow[id]++ === 0) sum += values[id] as number;
  };
  const leave = (k: number) => {
    const id = lexemes[k] as number;
    if (id < 0) return;
    inWindow[id] = (inWindow[id] as number) - 1;
    if (inWindow[id] === 0) sum -= values[id] as number;
  };
  for (let k = 0; k < words.length; k++) {
    if (hits[k] === 0) continue;
    const start = Math.max(0, (starts[k] as number) - 40);
    while (first < words.length && (starts[first] as number) < start) {
      if (first < last) leave(first);
      first++;
    }
    if (last < first) {
      last = first;
      inWindow.fill(0);
      sum = 0;
    }
    while (last < words.length && (ends[last] as number) <= start + length) enter(last++);
    if (sum > best + 1e-9) {
      best = sum;
      from = start;
    }
  }
  // Start where the passage with the first match starts, when that is close: "Ausweichen: …"
  // rather than "…den restlichen Schaden nimmt. Ausweichen: …".
  if (from > 0) {
    let firstHit = 0;
    while (firstHit < starts.length && ((starts[firstHit] as number) < from || hits[firstHit] === 0)) firstHit++;
    if (firstHit < starts.length) {
      const hitStart = starts[firstHit] as number;
      const before = flat.slice(Math.max(0, hitStart - PASSAGE_REACH), hitStart);
      const boundary = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '), before.lastIndexOf(' - '));
      if (boundary >= 0) from = hitStart - before.length + boundary + 1;
    }
  }
  // Cut at word boundaries: start at a word's beginning, end after a whole word.
  let lo = 0;
  while (lo < starts.length && (starts[lo] as number) < from) lo++;
  const start = from === 0 || lo === starts.length ? 0 : (starts[lo] as number);
  if (start === 0) lo = 0;
  let hi = lo;
  while (hi < words.length && (ends[hi] as number) <= start + length) hi++;
  const end = hi === lo ? Math.min(flat.length, start + length) : (ends[hi - 1] as number);
  const stop = end >= flat.length - 1 ? flat.length : end;
  let out = '';
  let done = start;
  for (let k = lo; k < hi; k++) {
    const wordStart = starts[k] as number;
    const wordEnd = ends[k] as number;
    if (hits[k] === 0 || wordEnd > stop) continue;
    out += escapeHtml(flat.slice(done, wordStart)) + '<mark>' + escapeHtml(flat.slice(wordStart, wordEnd)) + '</mark>';
    done = wordEnd;
  }
  out += escapeHtml(flat.slice(done, stop));
  return `${start > 0 ? '…' : ''}${out}${stop < flat.length ? '…' : ''}`;
}
