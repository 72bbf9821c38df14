import type { GameId, TermPair } from '../content/entry.model.js';
import { germanIsName, TERMS } from '../content/terms.data.js';
import { QUESTION_PHRASES, QUESTION_WORDS, SYNONYMS, type SynonymPair } from './synonyms.data.js';
import { analyze, type Term } from './search.analyze.js';
import { foldedWords } from './text.fold.js';

/** How sure an expansion is that it means what the query word means. */
export const CONFIDENCE = {
  /** An English term for the German one, or the other way round. */
  term: 0.9,
  /** A German word for the English term that names its entry, where no English text exists. */
  termName: 0.75,
  /** A colloquial word or synonym for the rulebook's word. */
  synonym: 0.8,
  /** What a question word asks about ("wie viele" → "maximal"): it picks passages more than entries. */
  question: 0.3,
} as const;

export type ExpansionKind = keyof typeof CONFIDENCE;

/** A sequence of stems in the query that also stands for other words, in one game or in all. */
export interface Expansion {
  readonly kind: ExpansionKind;
  readonly from: readonly string[];
  readonly to: readonly Term[];
  readonly game: GameId | null;
}

const gameOfRef = (ref: string) => ref.slice(0, ref.indexOf(':')) as GameId;

function expansions(): Expansion[] {
  const out: Expansion[] = [];
  const add = (kind: ExpansionKind, from: string, to: readonly string[], game: GameId | null) => {
    const stems = analyze(from).map((t) => t.stem);
    const targets = to.flatMap((w) => analyze(w)).filter((t) => !stems.includes(t.stem));
    if (stems.length > 0 && targets.length > 0) out.push({ kind, from: stems, to: targets, game });
  };
  // Both ways: an English-edition player types "retreat", and finds English text for "Rückzug".
  for (const t of TERMS as readonly TermPair[]) {
    add('term', t.en, [t.de], gameOfRef(t.ref));
    // German to English: where English text exists (Rebellion's play guide) to find it; elsewhere
    // the English side is only a name of the entry the pair points at, so it counts less ("Maßstab"
    // should not find the entry named "range ruler" above MASSTAB DER … MODELLE).
    add(germanIsName(t) ? 'term' : 'termName', t.de, [t.en], gameOfRef(t.ref));
  }
  const words = (kind: ExpansionKind, pairs: readonly SynonymPair[]) => {
    for (const p of pairs) for (const say of p.say) add(kind, say, p.mean, p.game ?? null);
  };
  words('synonym', SYNONYMS);
  words('question', QUESTION_WORDS);
  return out;
}

/** By the first stem of what they expand, so a query looks up only its own stems; built on first use. */
let byFirst: Map<string, Expansion[]> | undefined;

function expansionsFrom(stem: string): Expansion[] {
  if (byFirst === undefined) {
    byFirst = new Map();
    for (const e of expansions()) byFirst.set(e.from[0] as string, [...(byFirst.get(e.from[0] as string) ?? []), e]);
  }
  return byFirst.get(stem) ?? [];
}

/** Question phrases as one word: "wie viele" → "wieviele", before stop words drop "wie". */
export function joinQuestionPhrases(folded: string): string {
  let out = ` ${folded} `;
  for (const [phrase, word] of QUESTION_PHRASES) out = out.replaceAll(` ${phrase} `, ` ${word} `);
  return out.trim();
}

/** Question words that only ask (they are dropped once their expansion is added). */
export const ASKING = new Set(QUESTION_WORDS.flatMap((p) => p.say.flatMap((w) => foldedWords(w))));

/**
 * The expansions whose stems stand in `stems` (the query's, in order) at `at`, for `game` (or any
 * game when none is asked for).
 */
export function expansionsAt(stems: readonly string[], at: number, game: GameId | undefined): Expansion[] {
  return expansionsFrom(stems[at] as string).filter(
    (e) => (game === undefined || e.game === null || e.game === game) && e.from.every((s, k) => stems[at + k] === s),
  );
}
