import { analyze, type Term } from './search.analyze.js';

/**
 * Derives the thesaurus fallback (`thesaurus.data.ts`) from OpenThesaurus in the MyThes format
 * Debian's mythes-de ships (`word|n`, then n lines `-|syn1|syn2 (ugs.)|…`): for each single word a
 * player may type that the glossary does not know, the glossary words that share a synset with
 * it. Hand vocabulary (`synonyms.data.ts`) fitted the queries it saw; this is general, so it is
 * kept small and searched below every other form (`CONFIDENCE.thesaurus`).
 */

/** Register markers a kept word may carry: players are colloquial; "(geh.)", "(veraltet)", "(fachspr.)", regional or foreign words they rarely type. */
const KEPT_MARKERS = new Set(['ugs.', 'salopp', 'Hauptform']);

/** A synset with more single words than this is a loose cluster ("machen", "Ding"), not synonyms. */
export const MAX_SYNSET = 12;

/** At most this many glossary words per typed word: each is a guess, and guesses dilute. */
export const MAX_TARGETS = 4;

/** The single-word members of a MyThes synset line worth keeping, as typed (markers removed). */
export function synsetWords(line: string): string[] {
  const out: string[] = [];
  for (const raw of line.split('|').slice(1)) {
    // A reflexive verb is listed "(sich) verstecken": the word is still one word.
    const member = raw.replace(/^\(sich\)\s*/, '').trim();
    const markers = [...member.matchAll(/\(([^)]*)\)/g)].flatMap((m) => (m[1] as string).split(',').map((s) => s.trim()));
    // Hypernyms ("(Oberbegriff)") and everything not colloquial or plain are left out.
    if (!markers.every((m) => KEPT_MARKERS.has(m))) continue;
    const word = member.replace(/\s*\([^)]*\)/g, '').trim();
    if (/^[\p{L}-]{3,}$/u.test(word) && !word.includes('--')) out.push(word);
  }
  return out;
}

/** The distinct synsets of a MyThes file (each is listed under every one of its words). */
export function synsetsOf(dat: string): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const line of dat.split('\n')) {
    if (!line.startsWith('-|') || seen.has(line)) continue;
    seen.add(line);
    const words = synsetWords(line);
    if (words.length >= 2) out.push(words);
  }
  return out;
}

/** What the glossary knows: every stem, the stems of its German text, and in how many entries each stem stands. */
export interface GlossaryVocabulary {
  readonly known: (stem: string) => boolean;
  readonly german: (stem: string) => boolean;
  readonly entries: (stem: string) => number;
}

/**
 * Typed word → glossary words: a one-word term (folded) whose stem the glossary does not know,
 * and the German glossary words of its synsets. Keyed by the word, not its stem: "brauchen" and
 * "Brauch" share a stem and no synset. Only one-word members that analyse to one stem; synsets of
 * at most MAX_SYNSET such words; per word the MAX_TARGETS rarest glossary words (the rarer, the
 * more a word says which entry is meant), ties by word.
 */
export function deriveThesaurus(synsets: readonly (readonly string[])[], glossary: GlossaryVocabulary): Map<string, string[]> {
  const targets = new Map<string, Map<string, Term>>();
  for (const synset of synsets) {
    const terms = synset.flatMap((w) => {
      const t = analyze(w);
      return t.length === 1 ? t : [];
    });
    const stems = new Set(terms.map((t) => t.stem));
    if (stems.size < 2 || stems.size > MAX_SYNSET) continue;
    const inGlossary = terms.filter((t) => glossary.german(t.stem));
    if (inGlossary.length === 0) continue;
    for (const source of terms) {
      if (glossary.known(source.stem)) continue;
      const to = targets.get(source.word) ?? new Map<string, Term>();
      for (const t of inGlossary) if (!to.has(t.stem)) to.set(t.stem, t);
      targets.set(source.word, to);
    }
  }
  const out = new Map<string, string[]>();
  for (const source of [...targets.keys()].sort()) {
    const ranked = [...(targets.get(source) as Map<string, Term>).values()].sort((a, b) => glossary.entries(a.stem) - glossary.entries(b.stem) || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    out.set(source, ranked.slice(0, MAX_TARGETS).map((t) => t.word));
  }
  return out;
}
