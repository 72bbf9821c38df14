import { germanStem } from './german.stem.js';
import { GERMAN_STOP_WORDS } from './german.stop.js';
import { foldedWords } from './text.fold.js';

/** A word worth searching for: folded as typed, and its stem (the lexeme the index holds). */
export interface Term {
  readonly word: string;
  readonly stem: string;
}

/** A query word or another form of it; `i` numbers the words typed, so each counts once. */
export interface QueryTerm extends Term {
  readonly i: number;
  readonly variant: boolean;
}

/** The searchable words of a text, in order: folded, stop words dropped, stemmed. */
export function analyze(text: string): Term[] {
  return foldedWords(text)
    .filter((w) => !GERMAN_STOP_WORDS.has(w))
    .map((word) => ({ word, stem: germanStem(word) }));
}

/** The lexemes of a text as one space-separated string, what `to_tsvector('simple', …)` indexes. */
export function lexemes(text: string): string {
  return analyze(text)
    .map((t) => t.stem)
    .join(' ');
}

/** A name as autocomplete and exact matching compare it: folded words, stop words kept. */
export function nameKey(text: string): string {
  return foldedWords(text).join(' ');
}

const PARTICLES = ['ab', 'an', 'auf', 'aus', 'bei', 'ein', 'mit', 'nach', 'vor', 'weg', 'zu', 'zuruck', 'hinzu', 'uber', 'um', 'durch'];
const PARTICIPLE = new RegExp(`^(${PARTICLES.join('|')})?ge([a-z]{3,}?)e?t$`);
const PRESENT = /^([a-z]{3,}?)e?t$/;

/**
 * The infinitive a verb form may stand for: questions say "gebaut", "aufgedeckt", "baut", the
 * glossary "bauen", "aufdecken"; the stemmer keeps them apart. Only forms whose stem the
 * glossary knows are used, so nouns ending in -t ("Gefecht") lose nothing.
 */
export function verbVariants(word: string, particles: readonly string[] = []): string[] {
  const infinitive = (core: string) => (/[^aeiou](el|er)$/.test(core) ? `${core}n` : `${core}en`);
  const out: string[] = [];
  const p = PARTICIPLE.exec(word);
  if (p) out.push(infinitive(`${p[1] ?? ''}${p[2]}`));
  const t = PRESENT.exec(word);
  // A separable verb's particle comes later in the sentence: "deckt … auf" is "aufdecken".
  if (t) out.push(...['', ...particles].map((particle) => particle + infinitive(t[1] as string)));
  return out.filter((v) => v !== word);
}

/** The query's words with their stems, and the verb forms they may stand for. */
export function queryTerms(text: string): QueryTerm[] {
  const all = foldedWords(text);
  const particles = (word: string) => all.slice(all.indexOf(word) + 1).filter((w) => PARTICLES.includes(w));
  return analyze(text).flatMap((t, i) => {
    const variants = verbVariants(t.word, particles(t.word))
      .map((word) => ({ i, word, stem: germanStem(word), variant: true }))
      .filter((v) => v.stem !== t.stem);
    return [{ ...t, i, variant: false }, ...variants];
  });
}
