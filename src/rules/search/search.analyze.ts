import type { GameId } from '../content/entry.model.js';
import { germanStem } from './german.stem.js';
import { ASKING, CONFIDENCE, expansionsAt, joinQuestionPhrases } from './query.expand.js';
import { GERMAN_STOP_WORDS } from './german.stop.js';
import { IRREGULAR_PRESENT, STRONG_PARTICIPLES } from './strong-verbs.data.js';
import { foldedWords } from './text.fold.js';

/** A word worth searching for: folded as typed, and its stem (the lexeme the index holds). */
export interface Term {
  readonly word: string;
  readonly stem: string;
}

/** A query word or another form of it; `i` numbers the words typed, so each counts once. */
export interface QueryTerm extends Term {
  readonly i: number;
  /** 1 for a word as typed; less for a verb form, term, synonym or question word it stands for. */
  readonly conf: number;
  /** The game whose entries alone this form matches; null for all. */
  readonly game: GameId | null;
}

/** A verb form ("baut" for "bauen") counts this much of the word as typed. */
export const VARIANT = 0.8;

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
const STRONG = new RegExp(`^(${PARTICLES.join('|')})?(${[...STRONG_PARTICIPLES.keys()].join('|')})$`);

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
  // Strong verbs change their vowel, which no ending rule undoes ("abgeworfen", "nimmt … weg").
  const s = STRONG.exec(word);
  if (s) out.push(`${s[1] ?? ''}${STRONG_PARTICIPLES.get(s[2] as string) as string}`);
  const irregular = IRREGULAR_PRESENT.get(word);
  if (irregular !== undefined) out.push(...['', ...particles].map((particle) => particle + irregular));
  return [...new Set(out)].filter((v) => v !== word);
}

/**
 * The query's words with their stems, the verb forms they may stand for, and what they stand for
 * in the glossary's terms and synonyms (`query.expand.ts`): English terms, colloquial words and
 * question words. An expansion of several words ("line of sight") counts for each of them; one
 * that belongs to a game only matches that game's entries (`game`).
 */
export function queryTerms(text: string, game?: GameId, lexicon?: Lexicon): QueryTerm[] {
  const all = foldedWords(text);
  const particles = (word: string) => all.slice(all.indexOf(word) + 1).filter((w) => PARTICLES.includes(w));
  const analyzed = analyze(joinQuestionPhrases(all.join(' ')));
  const known = lexicon?.known;
  // A compound the glossary does not know, and no synonym or term explains, is searched as its
  // parts ("Kursbestimmung": Kurs, Bestimmung); the parts come from German text, or one of them is
  // a word players say for the books' ("Rohstoffsymbole": Rohstoff, which means Ressourcen, Symbol).
  const said = (stem: string) => expansionsAt([stem], 0, game).some((e) => e.kind === 'synonym' && e.from.length === 1);
  const split = (t: Term) => {
    if (lexicon === undefined || lexicon.known(t.stem) || expansionsAt([t.stem], 0, game).length > 0) return undefined;
    const parts = compoundParts(t.word, (stem) => lexicon.german(stem) || said(stem));
    return parts?.some((p) => lexicon.german(p.stem)) ? parts : undefined;
  };
  // Card, unit and character names stay whole (a name is no compound to split) and also search
  // the rulebook's words for what they are ("Hardcell": Schiff, Größenkategorie, klein).
  const names = lexicon?.names === undefined ? [] : namesIn(analyzed, game, lexicon.names);
  const inName = new Set(names.flatMap((n) => n.words.map((_, k) => n.at + k)));
  // A word nothing explains and no split takes apart may still end in a word the glossary knows,
  // which says what kind of thing it is ("Präzisionssymbol" is a Symbol, "Szenariokarten" Karten).
  const headOf = (t: Term) =>
    lexicon === undefined || lexicon.known(t.stem) || expansionsAt([t.stem], 0, game).length > 0
      ? undefined
      : compoundHead(t.word, (stem) => lexicon.german(stem) || expansionsAt([stem], 0, game).length > 0);
  const words: Term[] = [];
  const heads: (Term | undefined)[] = [];
  // Where each analysed word landed among `words` (a split compound takes two places).
  const placeOf = analyzed.map((t, at) => {
    const place = words.length;
    const parts = inName.has(at) ? undefined : split(t);
    words.push(...(parts ?? [t]));
    if (parts === undefined && !inName.has(at)) heads[place] = headOf(t);
    return place;
  });
  const stems = words.map((t) => t.stem);
  const out: QueryTerm[] = [];
  // Words that only ask ("wann", "wer") are dropped, unless the query has nothing else ("wann?").
  const asks = (w: string) => ASKING.has(w) && words.some((t) => !ASKING.has(t.word));
  // The words of a colloquial phrase ("in die Luft jagen", "aus dem Spiel nehmen") mean the
  // phrase, not themselves: they search only what it stands for ("jagen" would find JÄGER).
  const idiom = new Set<number>();
  stems.forEach((_, i) => {
    for (const e of expansionsAt(stems, i, game)) if (e.kind === 'synonym' && e.from.length > 1) e.from.forEach((_, k) => idiom.add(i + k));
  });
  words.forEach((t, i) => {
    if (!asks(t.word) && !idiom.has(i)) out.push({ ...t, i, conf: 1, game: null });
    // Nor their verb forms ("passiert" is no "passieren").
    for (const word of asks(t.word) || idiom.has(i) ? [] : verbVariants(t.word, particles(t.word))) {
      const stem = germanStem(word);
      if (stem === t.stem) continue;
      out.push({ i, word, stem, conf: VARIANT, game: null });
      // And what the infinitive stands for ("dreht": drehen, which players say for Kurs bestimmen),
      // one-word expansions only, at both confidences.
      for (const e of expansionsAt([stem], 0, game)) {
        if (e.from.length === 1) for (const to of e.to) out.push({ ...to, i, conf: VARIANT * CONFIDENCE[e.kind], game: e.game });
      }
    }
    const head = heads[i];
    if (head !== undefined && !asks(t.word) && !idiom.has(i)) {
      out.push({ ...head, i, conf: COMPOUND_HEAD_ONLY, game: null });
      for (const e of expansionsAt([head.stem], 0, game)) {
        if (e.from.length === 1) for (const to of e.to) out.push({ ...to, i, conf: COMPOUND_HEAD_ONLY * CONFIDENCE[e.kind], game: e.game });
      }
    }
    for (const e of expansionsAt(stems, i, game)) {
      if (idiom.has(i) && e.from.length === 1) continue;
      for (let k = 0; k < e.from.length; k++) for (const to of e.to) out.push({ ...to, i: i + k, conf: CONFIDENCE[e.kind], game: e.game });
    }
    // Two typed words that the glossary writes as one ("Todes Stern", "Feuer Winkel").
    const next = words[i + 1];
    if (known !== undefined && next !== undefined) {
      for (const joined of [t.word + next.word, `${t.word}s${next.word}`]) {
        const stem = germanStem(joined);
        if (known(stem)) for (const at of [i, i + 1]) out.push({ i: at, word: joined, stem, conf: COMPOUND, game: null });
      }
      // Or only as the head of a longer one ("Radar Täuschung": RADARTÄUSCHUNGSMARKER).
      if (!known(germanStem(t.word + next.word))) {
        for (const c of lexicon?.compoundsOf?.(t.word + next.word) ?? []) for (const at of [i, i + 1]) out.push({ ...c, i: at, conf: COMPOUND_HEAD, game: null });
      }
    }
  });
  for (const n of names) {
    for (let k = 0; k < n.words.length; k++) for (const to of n.kind) out.push({ ...to, i: (placeOf[n.at] as number) + k, conf: NAME_KIND, game: n.game });
  }
  // Numbered densely again, so every number is one word the query counts.
  const numbers = [...new Set(out.map((t) => t.i))].sort((a, b) => a - b);
  return dedupe(out).map((t) => ({ ...t, i: numbers.indexOf(t.i) }));
}

/**
 * What the glossary knows, for compounds: every stem, and the stems of its German text; and the
 * card, unit and character names whose first word is a given word (`name.kinds.ts`).
 */
export interface Lexicon {
  readonly known: (stem: string) => boolean;
  readonly german: (stem: string) => boolean;
  readonly names?: (word: string) => readonly KindOfName[];
  /** The glossary's German words that are the given word plus a known word ("radartauschung" + "s" + "marker"). */
  readonly compoundsOf?: (head: string) => readonly Term[];
}

/** A name as analysed words, the game it belongs to and the analysed words of what it is. */
export interface KindOfName {
  readonly game: GameId;
  readonly words: readonly string[];
  readonly kind: readonly Term[];
}

/** A name's kind words count this much of the name as typed: they say what it is, not which. */
export const NAME_KIND = 0.5;

/** The names standing in the analysed query, each with where it starts; in the asked game only. */
function namesIn(analyzed: readonly Term[], game: GameId | undefined, names: (word: string) => readonly KindOfName[]): (KindOfName & { at: number })[] {
  return analyzed.flatMap((t, at) =>
    names(t.word)
      .filter((n) => (game === undefined || n.game === game) && n.words.every((w, k) => analyzed[at + k]?.word === w))
      .map((n) => ({ ...n, at })),
  );
}

/** A joined or split compound counts this much of the word as typed. */
export const COMPOUND = 0.95;

/** Two typed words that only a longer glossary word holds count this much: the typed words name part of it. */
export const COMPOUND_HEAD = 0.9;

/** A compound's head must be this long to stand for it: shorter heads begin too many words. */
export const COMPOUND_HEAD_MIN = 8;

/** An unknown compound's known last part counts this much: it says what kind of thing, not which. */
export const COMPOUND_HEAD_ONLY = 0.5;

/** A last part must be this long to stand for its compound ("Kommandorat" is no Rat). */
export const HEAD_ONLY_MIN = 4;

/**
 * The longest last part of `word` that is a known word, after a first part of at least three
 * letters: German compounds name a kind of their last part. Undefined when there is none.
 */
export function compoundHead(word: string, known: (stem: string) => boolean): Term | undefined {
  for (let k = 3; k <= word.length - HEAD_ONLY_MIN; k++) {
    const right = word.slice(k);
    const stem = germanStem(right);
    if (!GERMAN_STOP_WORDS.has(right) && known(stem)) return { word: right, stem };
  }
  return undefined;
}

/**
 * The words of `words` that are `head`, a linking letter or none, and a known word of at least
 * three letters: what a compound typed apart may stand for.
 */
export function compoundsOf(head: string, words: readonly Term[], known: (stem: string) => boolean): Term[] {
  if (head.length < COMPOUND_HEAD_MIN) return [];
  return words.filter((w) => {
    if (!w.word.startsWith(head)) return false;
    const rest = w.word.slice(head.length);
    return [rest, rest.replace(/^(s|n|en|es)/, '')].some((r) => r.length >= 3 && !GERMAN_STOP_WORDS.has(r) && known(germanStem(r)));
  });
}

/**
 * The two parts of a compound whose parts the glossary knows, longest first part first, with the
 * German linking letters between them ("Todesstern|bau", "Gefangene|n|rettung"); undefined when
 * no split gives two known stems.
 */
export function compoundParts(word: string, known: (stem: string) => boolean): Term[] | undefined {
  const MIN = 3;
  for (let k = word.length - MIN; k >= MIN; k--) {
    const right = word.slice(k);
    const rightStem = germanStem(right);
    // "Spielenden" is "Spiel" + "enden", not "spielen" + "den".
    if (GERMAN_STOP_WORDS.has(right) || !known(rightStem)) continue;
    const head = word.slice(0, k);
    for (const left of [head, head.replace(/(s|n|en|es)$/, '')]) {
      if (left.length < MIN || GERMAN_STOP_WORDS.has(left)) continue;
      const leftStem = germanStem(left);
      if (known(leftStem)) return [{ word: left, stem: leftStem }, { word: right, stem: rightStem }];
    }
  }
  return undefined;
}

/** One row per word, stem and game: the most confident. */
function dedupe(terms: QueryTerm[]): QueryTerm[] {
  const best = new Map<string, QueryTerm>();
  for (const t of terms) {
    const key = `${t.i} ${t.stem} ${t.game ?? ''}`;
    const had = best.get(key);
    if (had === undefined || t.conf > had.conf) best.set(key, t);
  }
  return [...best.values()];
}
