/**
 * pg_trgm's `similarity` in TypeScript, for the in-process ranking (`entry.rank.ts`), which must
 * score exactly as the database's `rule_search` does. pg_trgm cuts a text into words of letters and
 * digits, pads each as "  word " and takes every three characters; similarity is the shared
 * trigrams over all distinct ones, computed in float4 (`cnt_sml` with `DIVUNION`). Folded text is
 * only a–z, 0–9 and spaces (`text.fold.ts`), so no locale or multibyte rule applies.
 */

/** The distinct trigrams of a folded text. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.split(/[^a-z0-9]+/)) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let k = 0; k + 3 <= padded.length; k++) out.add(padded.slice(k, k + 3));
  }
  return out;
}

/** pg_trgm's float4 similarity of two trigram sets, as a float8 (what `::float8` gives). */
export function trigramSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return Math.fround(shared / (a.size + b.size - shared));
}

/** Similarity from a count of shared trigrams and the two sets' sizes. */
export function similarityOf(shared: number, sizeA: number, sizeB: number): number {
  return sizeA === 0 || sizeB === 0 ? 0 : Math.fround(shared / (sizeA + sizeB - shared));
}
