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
}

/** Done once per body and kept, so a search only looks its stems up. */
export function prepareText(text: string): PreparedText {
  const flat = text.replace(/\s+/g, ' ').trim();
  const words = [...flat.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length, stems: stemsOf(m[0]) }));
  return { flat, words };
}

/** How far before its first match a snippet may start, to begin with the sentence or list item. */
const PASSAGE_REACH = 80;

/**
 * The stretch of a text (about `length` characters) with the best matched words, each wrapped in
 * `<mark>…</mark>`, HTML-escaped, with "…" where it was cut; the opening when nothing matched.
 */
export function snippet(text: string | PreparedText, matched: Matched, length = 220): string {
  const { flat, words } = typeof text === 'string' ? prepareText(text) : text;
  // A word's stems are one array per printed word (`stemsOf`), so each distinct word is matched once.
  const seen = new Map<readonly string[], number>();
  const hits = new Uint8Array(words.length);
  const lexemes: number[] = new Array<number>(words.length).fill(-1);
  const values: number[] = [];
  const ids = new Map<string, number>();
  words.forEach((w, k) => {
    let hit = seen.get(w.stems);
    if (hit === undefined) seen.set(w.stems, (hit = matchOf(w.stems, matched)));
    hits[k] = hit;
    if (hit === 0) return;
    const m = lexemeOf(w.stems, matched) as { lexeme: string; value: number };
    let id = ids.get(m.lexeme);
    if (id === undefined) {
      ids.set(m.lexeme, (id = values.length));
      values.push(m.value);
    }
    lexemes[k] = id;
  });
  const at = (k: number) => words[k] as Word;
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
    const start = Math.max(0, at(k).start - 40);
    while (first < words.length && at(first).start < start) {
      if (first < last) leave(first);
      first++;
    }
    if (last < first) {
      last = first;
      inWindow.fill(0);
      sum = 0;
    }
    while (last < words.length && at(last).end <= start + length) enter(last++);
    if (sum > best + 1e-9) {
      best = sum;
      from = start;
    }
  }
  // Start where the passage with the first match starts, when that is close: "Ausweichen: …"
  // rather than "…den restlichen Schaden nimmt. Ausweichen: …".
  if (from > 0) {
    const firstHit = words.findIndex((w, k) => w.start >= from && hits[k] !== 0);
    if (firstHit >= 0) {
      const hitStart = at(firstHit).start;
      const before = flat.slice(Math.max(0, hitStart - PASSAGE_REACH), hitStart);
      const boundary = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '), before.lastIndexOf(' - '));
      if (boundary >= 0) from = hitStart - before.length + boundary + 1;
    }
  }
  // Cut at word boundaries: start at a word's beginning, end after a whole word.
  const opening = words.find((w) => w.start >= from);
  const start = from === 0 || opening === undefined ? 0 : opening.start;
  let lo = 0;
  while (lo < words.length && at(lo).start < start) lo++;
  let hi = lo;
  while (hi < words.length && at(hi).end <= start + length) hi++;
  const end = hi === lo ? Math.min(flat.length, start + length) : at(hi - 1).end;
  const stop = end >= flat.length - 1 ? flat.length : end;
  let out = '';
  let done = start;
  for (let k = lo; k < hi; k++) {
    const w = at(k);
    if (hits[k] === 0 || w.end > stop) continue;
    out += escapeHtml(flat.slice(done, w.start)) + '<mark>' + escapeHtml(flat.slice(w.start, w.end)) + '</mark>';
    done = w.end;
  }
  out += escapeHtml(flat.slice(done, stop));
  return `${start > 0 ? '…' : ''}${out}${stop < flat.length ? '…' : ''}`;
}
