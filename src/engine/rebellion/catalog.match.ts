/**
 * Fuzzy name matching for the catalog: people type German names without
 * umlauts, English names, or either with a typo.
 */

/**
 * Lower case, umlauts folded on both sides (ä and ae → a, ö and oe → o,
 * ü and ue → u, ß → ss), accents dropped, every other character a space.
 * Folding "ae" as well as "ä" makes "Jaeger", "Jager" and "Jäger" equal.
 */
export function foldName(value: string): string {
  return value
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost 1. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/** Below this a candidate is not a match: one typo in four letters still passes, two in five do not. */
export const MATCH_THRESHOLD = 0.7;

function scoreOne(query: string, candidate: string): number {
  const q = foldName(query);
  const c = foldName(candidate);
  if (q === '' || c === '') return 0;
  const qc = q.replace(/ /g, '');
  const cc = c.replace(/ /g, '');
  if (q === c) return 1;
  if (qc === cc) return 0.98;
  if (c.startsWith(q) || cc.startsWith(qc)) return 0.9;
  const qTokens = q.split(' ');
  const cTokens = c.split(' ');
  if (qTokens.every((t) => cTokens.some((ct) => ct.startsWith(t)))) return 0.85;
  if (cc.includes(qc)) return 0.8;
  const whole = similarity(qc, cc);
  const perToken = qTokens.reduce((sum, t) => sum + Math.max(...cTokens.map((ct) => similarity(t, ct))), 0) / qTokens.length;
  // A typo inside a name typed only in part ("Sternenzerstorr" for the whole word).
  const prefix = qc.length >= 5 ? similarity(qc, cc.slice(0, qc.length)) * 0.9 : 0;
  return Math.max(whole, perToken, prefix);
}

/** How well `query` names something known by `names` (0..1); the best of its names counts. */
export function nameScore(query: string, names: readonly string[]): number {
  return names.reduce((best, n) => Math.max(best, scoreOne(query, n)), 0);
}
