/**
 * The classic Snowball German stemmer, written from the published algorithm (snowballstem.org).
 * Postgres 15 and PGlite (Postgres 18) ship different Snowball versions whose `german` stems differ
 * (`regeln`, `staffeln`, `system`), so stemming runs here and both databases index the same lexemes.
 * german.stem.spec.ts checks it against Postgres 15's `german` on every word of the glossary.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'ä', 'ö', 'ü']);
const S_ENDING = new Set(['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 'r', 't']);
const ST_ENDING = new Set(['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 't']);

const isVowel = (c: string | undefined): boolean => c !== undefined && VOWELS.has(c);

/** u and y between vowels act as consonants: upper case marks them until the postlude. */
function prelude(word: string): string[] {
  const w = [...word.replace(/ß/g, 'ss')];
  let i = 0;
  while (i < w.length - 2) {
    if (isVowel(w[i]) && (w[i + 1] === 'u' || w[i + 1] === 'y') && isVowel(w[i + 2])) {
      w[i + 1] = (w[i + 1] as string).toUpperCase();
      i += 3;
    } else i += 1;
  }
  return w;
}

/** Start of the region after the first non-vowel that follows a vowel, searching from `from`. */
function regionAfter(w: string[], from: number): number {
  let i = from;
  while (i < w.length && !isVowel(w[i])) i++;
  while (i < w.length && isVowel(w[i])) i++;
  return i < w.length ? i + 1 : w.length;
}

function endsWith(w: string[], suffix: string): boolean {
  return w.length >= suffix.length && w.slice(w.length - suffix.length).join('') === suffix;
}

/** The longest of `suffixes` the word ends with (Snowball's `substring … among`). */
function longest(w: string[], suffixes: readonly string[]): string | undefined {
  return suffixes.filter((s) => endsWith(w, s)).sort((a, b) => b.length - a.length)[0];
}

function step1(w: string[], r1: number): void {
  const s = longest(w, ['em', 'ern', 'er', 'e', 'en', 'es', 's']);
  if (s === undefined || w.length - s.length < r1) return;
  if (s === 's') {
    if (S_ENDING.has(w[w.length - 2] ?? '')) w.length -= 1;
    return;
  }
  w.length -= s.length;
  if ((s === 'e' || s === 'en' || s === 'es') && endsWith(w, 'niss')) w.length -= 1;
}

function step2(w: string[], r1: number): void {
  const s = longest(w, ['en', 'er', 'est', 'st']);
  if (s === undefined || w.length - s.length < r1) return;
  if (s === 'st') {
    const before = w.length - 3;
    if (ST_ENDING.has(w[before] ?? '') && before >= 3) w.length -= 2;
    return;
  }
  w.length -= s.length;
}

function step3(w: string[], r1: number, r2: number): void {
  const s = longest(w, ['end', 'ung', 'ig', 'ik', 'isch', 'lich', 'heit', 'keit']);
  if (s === undefined || w.length - s.length < r2) return;
  const precededByE = w[w.length - s.length - 1] === 'e';
  switch (s) {
    case 'end':
    case 'ung':
      w.length -= s.length;
      if (endsWith(w, 'ig') && w[w.length - 3] !== 'e' && w.length - 2 >= r2) w.length -= 2;
      return;
    case 'ig':
    case 'ik':
    case 'isch':
      if (!precededByE) w.length -= s.length;
      return;
    case 'lich':
    case 'heit':
      w.length -= s.length;
      if ((endsWith(w, 'er') || endsWith(w, 'en')) && w.length - 2 >= r1) w.length -= 2;
      return;
    case 'keit': {
      w.length -= s.length;
      const inner = longest(w, ['lich', 'ig']);
      if (inner !== undefined && w.length - inner.length >= r2) w.length -= inner.length;
      return;
    }
  }
}

const POSTLUDE: Record<string, string> = { U: 'u', Y: 'y', ä: 'a', ö: 'o', ü: 'u' };

/** Stems by word: indexing the glossary stems some 40,000 words, of which 3,000 differ. */
const CACHE = new Map<string, string>();
const CACHE_MAX = 50_000;

/** The stem of one lower-case word. */
export function germanStem(word: string): string {
  let stem = CACHE.get(word);
  if (stem === undefined) {
    if (CACHE.size >= CACHE_MAX) CACHE.clear();
    stem = stemOf(word);
    CACHE.set(word, stem);
  }
  return stem;
}

function stemOf(word: string): string {
  const w = prelude(word);
  let r1 = w.length;
  let r2 = w.length;
  if (w.length >= 3) {
    r1 = Math.max(3, regionAfter(w, 0));
    r2 = regionAfter(w, regionAfter(w, 0));
  }
  step1(w, r1);
  step2(w, r1);
  step3(w, r1, r2);
  return w.map((c) => POSTLUDE[c] ?? c).join('');
}
