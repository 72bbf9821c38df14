import { roundNumeric } from './entry.rank.js';
import { trigrams, trigramSimilarity } from './trigram.similarity.js';

/** Postgres' `round(x::numeric, 6)::float8` spelled out in decimal strings, without a fast path. */
function reference(x: number): number {
  const [mantissa, exponent] = x.toExponential(14).split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const keep = Number(exponent) + 1 + 6;
  if (keep < 0) return 0;
  let kept = keep >= digits.length ? BigInt(digits) * 10n ** BigInt(keep - digits.length) : BigInt(digits.slice(0, keep) || '0');
  if (keep < digits.length && (digits[keep] as string) >= '5') kept += 1n;
  return Number(`${kept}e-6`);
}

describe('the in-process ranking computes as Postgres does', () => {
  it('rounds a float8 through a 15-digit numeric, halves away from zero', () => {
    expect(roundNumeric(0.1234565)).toBe(0.123457);
    expect(roundNumeric(0.12345649999999999)).toBe(0.123457);
    expect(roundNumeric(2.5e-7)).toBe(0);
    expect(roundNumeric(5e-7)).toBe(0.000001);
    expect(roundNumeric(1.9999996)).toBe(2);
    let a = 13;
    for (let n = 0; n < 20_000; n++) {
      a = (a * 1103515245 + 12345) % 2 ** 31;
      const x = (a / 2 ** 31) * 3;
      // Exactly halfway at the 7th decimal, and arbitrary values.
      for (const v of [x, Math.floor(x * 1e6) / 1e6 + 5e-7]) expect(roundNumeric(v)).toBe(reference(v));
    }
  });

  it('gives pg_trgm similarity in float4', () => {
    // pg_trgm's documentation: similarity('word', 'two words') = 0.36363637.
    expect(trigramSimilarity(trigrams('word'), trigrams('two words'))).toBe(Math.fround(4 / 11));
    expect(Math.fround(4 / 11).toPrecision(8)).toBe('0.36363637');
    expect([...trigrams('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
    expect(trigramSimilarity(trigrams(''), trigrams('cat'))).toBe(0);
  });
});
