import { germanStem } from './german.stem.js';
import { foldedWords } from './text.fold.js';

/** What a search matched: exact lexemes, and lexemes that also match as prefixes (`stem:*`). */
export interface Matched {
  readonly lexemes: ReadonlySet<string>;
  readonly prefixes: ReadonlySet<string>;
}

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

interface Token {
  start: number;
  end: number;
  hit: number;
}

/**
 * The stretch of a text (about `length` characters) with the best matched words, each wrapped in
 * `<mark>…</mark>`, HTML-escaped, with "…" where it was cut; the opening when nothing matched.
 */
export function snippet(text: string | PreparedText, matched: Matched, length = 220): string {
  const { flat, words } = typeof text === 'string' ? prepareText(text) : text;
  const tokens: Token[] = words.map((w) => ({ start: w.start, end: w.end, hit: matchOf(w.stems, matched) }));
  // Windows start 40 characters before a matched word; both ends only move forward, so one pass.
  let from = 0;
  let best = 0;
  let first = 0;
  let last = 0;
  let sum = 0;
  for (const t of tokens) {
    if (t.hit === 0) continue;
    const start = Math.max(0, t.start - 40);
    while (first < tokens.length && (tokens[first] as Token).start < start) {
      if (first < last) sum -= (tokens[first] as Token).hit;
      first++;
    }
    if (last < first) {
      last = first;
      sum = 0;
    }
    while (last < tokens.length && (tokens[last] as Token).end <= start + length) sum += (tokens[last++] as Token).hit;
    if (sum > best) {
      best = sum;
      from = start;
    }
  }
  // Start where the passage with the first match starts, when that is close: "Ausweichen: …"
  // rather than "…den restlichen Schaden nimmt. Ausweichen: …".
  if (from > 0) {
    const firstHit = tokens.find((t) => t.start >= from && t.hit > 0);
    if (firstHit !== undefined) {
      const before = flat.slice(Math.max(0, firstHit.start - PASSAGE_REACH), firstHit.start);
      const boundary = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '), before.lastIndexOf(' - '));
      if (boundary >= 0) from = firstHit.start - before.length + boundary + 1;
    }
  }
  // Cut at word boundaries: start at a word's beginning, end after a whole word.
  const opening = tokens.find((t) => t.start >= from);
  const start = from === 0 || opening === undefined ? 0 : opening.start;
  const inside = tokens.filter((t) => t.start >= start && t.end <= start + length);
  const end = inside.length === 0 ? Math.min(flat.length, start + length) : (inside[inside.length - 1] as Token).end;
  const stop = end >= flat.length - 1 ? flat.length : end;
  let out = '';
  let at = start;
  for (const t of inside) {
    if (t.hit === 0 || t.end > stop) continue;
    out += escapeHtml(flat.slice(at, t.start)) + '<mark>' + escapeHtml(flat.slice(t.start, t.end)) + '</mark>';
    at = t.end;
  }
  out += escapeHtml(flat.slice(at, stop));
  return `${start > 0 ? '…' : ''}${out}${stop < flat.length ? '…' : ''}`;
}
