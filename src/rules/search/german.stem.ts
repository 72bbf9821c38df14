/**
 * The Snowball German stemmer, from the `snowball-stemmers` package (a JavaScript port of the
 * Snowball algorithms). Postgres 15 and PGlite (Postgres 18) ship different Snowball versions whose
 * `german` stems differ (`regeln`, `staffeln`, `system`), so stemming runs here and both databases
 * index the same lexemes. german.stem.spec.ts checks it against Postgres 15's `german` on every
 * word of the glossary (german.stem.golden.tsv); it replaced a hand-written port of the same
 * algorithm that gave the same stem on every one of those words (issue 13).
 */
import snowball from 'snowball-stemmers';

const stemmer = snowball.newStemmer('german');

/** Stems are asked for the same few thousand words over and over: the package's stemmer allocates per call. */
const CACHE = new Map<string, string>();
const CACHE_MAX = 50_000;

export function germanStem(word: string): string {
  let stem = CACHE.get(word);
  if (stem === undefined) {
    if (CACHE.size >= CACHE_MAX) CACHE.clear();
    stem = stemmer.stem(word);
    CACHE.set(word, stem);
  }
  return stem;
}
