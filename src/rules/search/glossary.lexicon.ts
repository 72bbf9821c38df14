import { loadRuleContent } from '../content/content.load.js';
import { indexContent, type IndexedContent } from './entry.index.js';
import { lexemes } from './search.analyze.js';

/**
 * The indexed glossary, built once per process from the seeds the service ships: the seeder writes
 * it to the database, and the query analysis asks it which stems the glossary knows (to split and
 * join compounds). Both come from the same code and seeds, so they agree with the loaded tables.
 */
let indexed: IndexedContent | undefined;
let stems: ReadonlySet<string> | undefined;
let germanStems: ReadonlySet<string> | undefined;

export function glossaryIndex(): IndexedContent {
  indexed ??= indexContent(loadRuleContent());
  return indexed;
}

/** Every stem the glossary's entries hold. */
export function glossaryStems(): ReadonlySet<string> {
  stems ??= new Set(glossaryIndex().words.map((w) => w.stem));
  return stems;
}

/** The stems of the German entries' text: what a German compound may be split into ("make" is no part of "Verteidigungsmaker"). */
export function glossaryGermanStems(): ReadonlySet<string> {
  germanStems ??= new Set(glossaryIndex().entries.flatMap((e) => (e.lang === 'de' ? [e.bodyLexemes, lexemes(e.title)] : [])).flatMap((l) => l.split(' ')));
  return germanStems;
}
