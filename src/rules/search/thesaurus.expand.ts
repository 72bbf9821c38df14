import { analyze, type Term } from './search.analyze.js';
import { THESAURUS } from './thesaurus.data.js';

/**
 * A thesaurus word's glossary words count this much of the word as typed: below a verb form or a
 * hand synonym (0.8), so they decide only where nothing better matches. OpenThesaurus lists a
 * word's every sense; the hand vocabulary knows which one the rules mean.
 */
export const THESAURUS_CONFIDENCE = 0.5;

let byStem: Map<string, readonly string[]> | undefined;

/**
 * The thesaurus by stem, for inflected forms ("Talenten"), where every word of the stem has the same
 * glossary words; a stem two words share with different senses ("brauchen", "Brauch") is left out.
 */
function unambiguousStems(): Map<string, readonly string[]> {
  if (byStem !== undefined) return byStem;
  const seen = new Map<string, readonly string[] | null>();
  for (const [word, to] of THESAURUS) {
    const stem = analyze(word)[0]?.stem;
    if (stem === undefined) continue;
    const had = seen.get(stem);
    seen.set(stem, had === undefined || (had !== null && had.join(' ') === to.join(' ')) ? to : null);
  }
  byStem = new Map([...seen].flatMap(([stem, to]) => (to === null ? [] : [[stem, to] as [string, readonly string[]]])));
  return byStem;
}

/** Analysed once per target list, so the cache is bounded by the data, not by what is typed. */
const analysed = new WeakMap<readonly string[], readonly Term[]>();

/** The glossary words a word the glossary does not know shares a synset with (`thesaurus.data.ts`): by the word as typed, else by its stem. */
export function thesaurusTargets(word: string, stem: string): readonly Term[] {
  const to = THESAURUS.get(word) ?? unambiguousStems().get(stem);
  if (to === undefined) return [];
  let out = analysed.get(to);
  if (out === undefined) {
    out = to.flatMap((w) => analyze(w));
    analysed.set(to, out);
  }
  return out;
}
