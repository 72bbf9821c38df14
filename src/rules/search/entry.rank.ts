import type { GameId } from '../content/entry.model.js';
import { ASKED_MIN_WORDS, BOTH_NAMES, EXACT_NAME, FIX_SIMILARITY, NAME_WEIGHT, PATH_PARENT_ONLY, PREFIX_DF_MAX, PREFIX_FACTOR, PREFIX_MIN, SECOND_PHRASING, SIMILAR_KEY_MAX, SIMILAR_MIN, TEXT_FEATURES, WEIGHTS, WHOLE_PASSAGE, WHOLE_PASSAGE_MIN } from '../rules.sql.js';
import type { NameKind } from './entry.index.js';
import type { QueryTerm } from './search.analyze.js';
import { firstAtOrAfter } from './sorted.search.js';
import { similarityOf, trigrams } from './trigram.similarity.js';

/**
 * The glossary's search, ranked in process over the rows the database stores (issue 12's latency
 * goal): the service reads the stored rows once per content hash (`rules.service.ts`) and then a
 * search costs one read of that hash instead of the PL/pgSQL function `rule_search`
 * (`rules.sql.ts`), which stays installed as the reference this ranking must equal:
 * `test/rules-rank.e2e-spec.ts` compares both, refs and scores, on PGlite and Postgres. Every
 * constant and every step below is the SQL's, in the SQL's arithmetic (float8, pg_trgm's float4
 * similarity, `round(numeric, 6)`); the comments of `rules.sql.ts` say why each one is there.
 */

/** A row of `rule_entries` as the ranking needs it; lexemes as `tsvector_to_array` gives them. */
export interface StoredEntry {
  readonly game: string;
  readonly slug: string;
  readonly title: string;
  readonly titleEn: string | null;
  readonly lang: string;
  readonly position: number;
  readonly parent: readonly string[];
  readonly body: readonly string[];
  readonly counterpart: readonly string[];
  readonly askedPrior: number;
}

export interface StoredName {
  readonly game: string;
  readonly slug: string;
  readonly kind: NameKind;
  readonly key: string;
  readonly lexemes: readonly string[];
}

export interface StoredPassage {
  readonly game: string;
  readonly slug: string;
  readonly lexemes: readonly string[];
}

export interface StoredWord {
  readonly word: string;
  readonly stem: string;
  readonly entries: number;
  readonly stemEntries: number;
  readonly games: readonly string[];
}

export interface StoredAsked {
  readonly game: string;
  readonly slug: string;
  readonly lexeme: string;
  readonly weight: number;
}

/** The stored glossary: `rule_content` (hash, number of entries) and the five tables. */
export interface StoredGlossary {
  readonly hash: string;
  readonly entryCount: number;
  readonly entries: readonly StoredEntry[];
  readonly names: readonly StoredName[];
  readonly passages: readonly StoredPassage[];
  readonly words: readonly StoredWord[];
  readonly asked: readonly StoredAsked[];
}

/** What the search function is called with (`searchArgs` in `rules.service.ts`). */
export interface RankQuery {
  readonly terms: readonly QueryTerm[];
  /** The folded query (`nameKey`). */
  readonly key: string;
  readonly game: GameId | undefined;
  readonly lang: 'de' | 'en' | undefined;
  readonly gamesNamed: readonly string[];
  readonly limit: number;
  readonly offset: number;
}

export interface RankedHit {
  readonly game: string;
  readonly slug: string;
  readonly title: string;
  readonly titleEn: string | null;
  readonly lang: string;
  readonly score: number;
}

export interface Ranked {
  readonly hits: readonly RankedHit[];
  /** Every lexeme searched, and those also matched as prefixes: the snippets mark them. */
  readonly lexemes: readonly string[];
  readonly prefixes: readonly string[];
  /** Each lexeme's weight: its query word's IDF, for the snippet to prefer the passage with the rarest words. */
  readonly weights: ReadonlyMap<string, number>;
}

interface Term {
  readonly i: number;
  readonly lexeme: string;
  readonly conf: number;
  readonly game: string | null;
  readonly prefix: boolean;
}

/** One searchable column: its rows' games and entries, and lexeme → rows. */
class Postings {
  private readonly byLexeme = new Map<string, number[]>();
  private readonly sorted: string[];
  private best = new Float64Array(0);
  private readonly touched: Uint8Array;

  constructor(
    readonly games: readonly string[],
    readonly entryOf: readonly number[],
    lexemesOf: readonly (readonly string[])[],
  ) {
    lexemesOf.forEach((lexemes, row) => {
      for (const l of lexemes) {
        const rows = this.byLexeme.get(l);
        if (rows === undefined) this.byLexeme.set(l, [row]);
        else if (rows[rows.length - 1] !== row) rows.push(row);
      }
    });
    this.sorted = [...this.byLexeme.keys()].sort();
    this.touched = new Uint8Array(games.length);
  }

  /**
   * Per row, the IDF-weighted share of the query it holds (`cov`), its summed confidences (`m`) and
   * how many of the query's words it holds (`n`):
   * `holders` in `rules.sql.ts`. A form bound to a game matches that game's rows only. Called back
   * per row in the order rows were first hit, without an object per row: the phrasings made a
   * common word hit hundreds of names (issue 13, ninth pass).
   */
  holders(tq: readonly Term[], weight: readonly number[], total: number, each: (row: number, cov: number, m: number, n: number) => void): void {
    // Best confidence per row and query word, in a buffer reused by every search (they run one at a
    // time in the event loop) and cleared behind itself.
    const words = weight.length;
    if (this.best.length < this.games.length * words) this.best = new Float64Array(this.games.length * words);
    const best = this.best;
    const touched: number[] = [];
    const hit = (row: number, t: Term, f: number) => {
      if (t.game !== null && this.games[row] !== t.game) return;
      if (this.touched[row] === 0) {
        this.touched[row] = 1;
        touched.push(row);
      }
      const at = row * words + t.i;
      if (f > (best[at] as number)) best[at] = f;
    };
    for (const t of tq) {
      for (const row of this.byLexeme.get(t.lexeme) ?? []) hit(row, t, t.conf);
      if (!t.prefix) continue;
      const f = t.conf * PREFIX_FACTOR;
      for (let k = firstAtOrAfter(this.sorted, t.lexeme); k < this.sorted.length && (this.sorted[k] as string).startsWith(t.lexeme); k++) {
        for (const row of this.byLexeme.get(this.sorted[k] as string) ?? []) hit(row, t, f);
      }
    }
    for (const row of touched) {
      let sum = 0;
      let m = 0;
      let n = 0;
      for (let i = 0; i < words; i++) {
        const f = best[row * words + i] as number;
        if (f === 0) continue;
        sum += (weight[i] as number) * f;
        m += f;
        n++;
        best[row * words + i] = 0;
      }
      this.touched[row] = 0;
      each(row, sum / total, m, n);
    }
  }
}

/** Trigram sets of many texts with an inverted index, so the most similar ones are found by counting. */
class TrigramIndex {
  private readonly sizes: Int32Array;
  /** Each trigram's texts and their sizes, fewest trigrams first, so a search reads only the sizes that can reach its minimum. */
  private readonly byTrigram = new Map<string, { ids: number[]; sizes: number[] }>();
  /** Shared-trigram counts by text, reused by every call (searches run one at a time in the event loop). */
  private readonly counts: Int32Array;

  constructor(texts: readonly string[]) {
    this.sizes = new Int32Array(texts.length);
    this.counts = new Int32Array(texts.length);
    const sets = texts.map((text, id) => {
      const set = trigrams(text);
      this.sizes[id] = set.size;
      return set;
    });
    const bySize = texts.map((_, id) => id).sort((a, b) => (this.sizes[a] as number) - (this.sizes[b] as number) || a - b);
    for (const id of bySize) {
      for (const t of sets[id] as Set<string>) {
        const list = this.byTrigram.get(t) ?? { ids: [], sizes: [] };
        list.ids.push(id);
        list.sizes.push(this.sizes[id] as number);
        this.byTrigram.set(t, list);
      }
    }
  }

  /**
   * Calls `each` with every text sharing a trigram with `text` and at least `min` (> 0) similar to
   * it. Similarity is at most the smaller set's size over the larger's, so only texts of min · |own|
   * to |own| / min trigrams are counted (a millionth of slack for the float4 rounding): the
   * phrasings made the common trigrams' lists thousands long (issue 13, ninth pass).
   */
  similar(text: string, min: number, each: (id: number, similarity: number) => void): void {
    const own = trigrams(text);
    if (own.size === 0) return;
    const lo = (min - 1e-6) * own.size;
    const hi = own.size / (min - 1e-6);
    const touched: number[] = [];
    for (const t of own) {
      const list = this.byTrigram.get(t);
      if (list === undefined) continue;
      for (let k = firstAtOrAfter(list.sizes, lo); k < list.ids.length && (list.sizes[k] as number) <= hi; k++) {
        const id = list.ids[k] as number;
        if (this.counts[id]++ === 0) touched.push(id);
      }
    }
    for (const id of touched) {
      const sim = similarityOf(this.counts[id] as number, own.size, this.sizes[id] as number);
      if (sim >= min) each(id, sim);
      this.counts[id] = 0;
    }
  }
}

/** The stored glossary, indexed once per content hash, ranking queries as `rule_search` does. */
export class EntryRanker {
  readonly hash: string;
  private readonly entries: readonly StoredEntry[];
  private readonly entryByRef = new Map<string, number>();
  private readonly stemEntries = new Map<string, number>();
  private readonly stemGames = new Map<string, readonly string[]>();
  private readonly words: readonly StoredWord[];
  private readonly wordTrigrams: TrigramIndex;
  private readonly nameTrigrams: TrigramIndex;
  /** Each name's key without spaces, for the exact match of a name written apart or joined. */
  private readonly compactKeys: readonly string[];
  private readonly body: Postings;
  private readonly parent: Postings;
  private readonly passage: Postings;
  /** How many passages each entry is cut into (`focus`). */
  private readonly passageCount: Int32Array;
  private readonly named: Postings;
  private readonly names: readonly StoredName[];
  private readonly counterparts: readonly (readonly number[])[];
  /** Per lexeme, the entries whose asked document holds it and its weight there (`rule_asked`). */
  private readonly asked = new Map<string, { entries: number[]; weights: number[] }>();
  /** Per entry and query word, the best asked weight: a buffer reused by every search, cleared behind itself. */
  private askedBest = new Float64Array(0);

  constructor(private readonly g: StoredGlossary) {
    this.hash = g.hash;
    this.entries = g.entries;
    g.entries.forEach((e, k) => this.entryByRef.set(`${e.game}:${e.slug}`, k));
    const entryOf = (r: { game: string; slug: string }) => this.entryByRef.get(`${r.game}:${r.slug}`) ?? -1;
    for (const w of g.words) {
      this.stemEntries.set(w.stem, Math.max(this.stemEntries.get(w.stem) ?? w.stemEntries, w.stemEntries));
      this.stemGames.set(w.stem, [...new Set([...(this.stemGames.get(w.stem) ?? []), ...w.games])]);
    }
    this.words = g.words;
    this.wordTrigrams = new TrigramIndex(g.words.map((w) => w.word));
    this.names = g.names;
    this.nameTrigrams = new TrigramIndex(g.names.map((n) => n.key));
    this.compactKeys = g.names.map((n) => n.key.replaceAll(' ', ''));
    const entryGames = g.entries.map((e) => e.game);
    const entryIds = g.entries.map((_, k) => k);
    this.body = new Postings(entryGames, entryIds, g.entries.map((e) => e.body));
    this.parent = new Postings(entryGames, entryIds, g.entries.map((e) => e.parent));
    this.passage = new Postings(g.passages.map((p) => p.game), g.passages.map(entryOf), g.passages.map((p) => p.lexemes));
    this.passageCount = new Int32Array(g.entries.length);
    for (const e of this.passage.entryOf) if (e >= 0) this.passageCount[e] = (this.passageCount[e] as number) + 1;
    this.named = new Postings(g.names.map((n) => n.game), g.names.map(entryOf), g.names.map((n) => n.lexemes));
    this.counterparts = g.entries.map((e) => e.counterpart.flatMap((ref) => this.entryByRef.get(ref) ?? []));
    for (const a of g.asked) {
      const entry = entryOf(a);
      if (entry < 0) continue;
      const list = this.asked.get(a.lexeme) ?? { entries: [], weights: [] };
      list.entries.push(entry);
      list.weights.push(a.weight);
      this.asked.set(a.lexeme, list);
    }
  }

  rank(q: RankQuery): Ranked {
    const tq = this.searchTerms(q.terms, q.game);
    const weight: number[] = [];
    for (const t of tq) weight[t.i] = Math.max(weight[t.i] ?? -Infinity, this.idf(t.lexeme));
    let sum = 0;
    let queryWords = 0;
    for (const w of weight) {
      if (w === undefined) continue;
      sum += w;
      queryWords++;
    }
    const total = Math.max(sum, 1e-9);
    const lexemes = [...new Set(tq.map((t) => t.lexeme))];
    const prefixes = [...new Set(tq.filter((t) => t.prefix).map((t) => t.lexeme))];
    const weights = new Map<string, number>();
    for (const t of tq) weights.set(t.lexeme, Math.max(weights.get(t.lexeme) ?? 0, weight[t.i] as number));

    const n = this.entries.length;
    const features = {
      name: new Float64Array(n),
      parent: new Float64Array(n),
      body: new Float64Array(n),
      passage: new Float64Array(n),
      alike: new Float64Array(n),
      focus: new Float64Array(n),
    };
    const matched = new Set<number>();
    const raise = (f: Float64Array, e: number, v: number) => {
      matched.add(e);
      if (v > (f[e] as number)) f[e] = v;
    };

    // Per entry: its best book name, and its best and second-best phrasing (`names` in rules.sql.ts).
    const book = new Float64Array(n);
    const asked1 = new Float64Array(n);
    const asked2 = new Float64Array(n);
    const asked = new Set(lexemes);
    const compactKey = q.key.replaceAll(' ', '');
    this.named.holders(tq, weight, total, (row, cov, m) => {
      const nm = this.names[row] as StoredName;
      // A title's compound parts count only when the query holds every one of them.
      if (nm.kind === 'parts' && !nm.lexemes.every((l) => asked.has(l))) return;
      const e = this.named.entryOf[row] as number;
      // A path name without a word of the child's own title in the query counts PATH_PARENT_ONLY.
      const own = nm.kind !== 'path' || nm.lexemes.some((l) => asked.has(l) && !(this.entries[e] as StoredEntry).parent.includes(l)) ? 1 : PATH_PARENT_ONLY;
      const exact = nm.key === q.key || (this.compactKeys[row] as string) === compactKey ? EXACT_NAME : 0;
      const v = own * NAME_WEIGHT[nm.kind] * (cov * (0.4 + 0.6 * Math.min(1, m / Math.max(nm.lexemes.length, 1))) + exact);
      matched.add(e);
      if (nm.kind !== 'phrasing') {
        if (v > (book[e] as number)) book[e] = v;
      } else if (v > (asked1[e] as number)) {
        asked2[e] = asked1[e] as number;
        asked1[e] = v;
      } else if (v > (asked2[e] as number)) asked2[e] = v;
    });
    for (const e of matched) {
      const phrased = (asked1[e] as number) + SECOND_PHRASING * (asked2[e] as number);
      const b = book[e] as number;
      features.name[e] = Math.max(b, phrased) + BOTH_NAMES * Math.min(b, phrased);
    }
    this.parent.holders(tq, weight, total, (row, cov) => raise(features.parent, row, cov));
    this.body.holders(tq, weight, total, (row, cov) => raise(features.body, row, cov));
    // The passages' coverage summed per entry, then shared out over all its passages (`focus`).
    const focusSum = new Map<number, number>();
    this.passage.holders(tq, weight, total, (row, cov, _m, n) => {
      const e = this.passage.entryOf[row] as number;
      raise(features.passage, e, cov + (n >= WHOLE_PASSAGE_MIN && n === queryWords ? WHOLE_PASSAGE : 0));
      focusSum.set(e, (focusSum.get(e) ?? 0) + cov);
    });
    for (const [e, sum] of focusSum) raise(features.focus, e, sum / Math.max(this.passageCount[e] as number, 1));
    if (q.key.length <= SIMILAR_KEY_MAX) {
      const best = new Map<number, number>();
      this.nameTrigrams.similar(q.key, SIMILAR_MIN, (row, sim) => {
        const e = this.named.entryOf[row] as number;
        if (sim > (best.get(e) ?? -1)) best.set(e, sim);
      });
      for (const [e, sim] of best) raise(features.alike, e, sim);
    }

    // With a language asked for, an entry in it scores at least as its counterparts in the other one.
    if (q.lang !== undefined) {
      for (const se of [...matched]) {
        if (this.entries[se]?.lang === q.lang) continue;
        for (const c of this.counterparts[se] as number[]) {
          if (this.entries[c]?.lang !== q.lang) continue;
          for (const f of Object.values(features)) raise(f, c, f[se] as number);
        }
      }
    } else {
      // Without one, a German entry takes the features of the English entry whose one counterpart it
      // is when they sum to more than its own (`mine` in rules.sql.ts says why).
      const text = (e: number) => TEXT_FEATURES.reduce((sum, f) => sum + WEIGHTS[f] * (features[f][e] as number), 0);
      for (const se of [...matched]) {
        const [c, ...more] = this.counterparts[se] as number[];
        if (c === undefined || more.length > 0 || this.entries[se]?.lang !== 'en' || this.entries[c]?.lang !== 'de' || !(text(se) > text(c))) continue;
        matched.add(c);
        for (const f of TEXT_FEATURES) features[f][c] = features[f][se] as number;
      }
    }

    const vocabulary = q.game === undefined ? this.vocabulary(tq, weight, total) : new Map<string, number>();
    const shown = [...matched].filter((k) => q.game === undefined || this.entries[k]?.game === q.game);
    // A query shorter than ASKED_MIN_WORDS gets no asked feature, so no likelihoods are computed.
    const likely = queryWords >= ASKED_MIN_WORDS ? this.likelihoods(tq, shown, weight.length, queryWords) : new Map<number, number>();
    let likeliest = -Infinity;
    for (const v of likely.values()) likeliest = Math.max(likeliest, v);
    const hits: (RankedHit & { position: number })[] = [];
    for (const k of shown) {
      const e = this.entries[k] as StoredEntry;
      const score = roundNumeric(
        WEIGHTS.name * (features.name[k] as number) +
          WEIGHTS.parent * (features.parent[k] as number) +
          WEIGHTS.body * (features.body[k] as number) +
          WEIGHTS.passage * (features.passage[k] as number) +
          WEIGHTS.focus * (features.focus[k] as number) +
          WEIGHTS.alike * (features.alike[k] as number) +
          WEIGHTS.gameNamed * (q.gamesNamed.includes(e.game) ? 1 : 0) +
          WEIGHTS.vocabulary * (vocabulary.get(e.game) ?? 0) +
          WEIGHTS.lang * (e.lang === q.lang ? 1 : 0) +
          (likely.has(k) ? WEIGHTS.asked * Math.exp((likely.get(k) as number) - likeliest) : 0),
      );
      hits.push({ game: e.game, slug: e.slug, title: e.title, titleEn: e.titleEn, lang: e.lang, score, position: e.position });
    }
    hits.sort((a, b) => b.score - a.score || a.position - b.position);
    return {
      hits: hits.slice(q.offset, q.offset + q.limit).map(({ position: _, ...h }) => h),
      lexemes,
      prefixes,
      weights,
    };
  }

  /**
   * The searched forms (`q`, `terms`, `counted`, `tq` of the SQL): known stems as they are; a typed
   * word the glossary does not know becomes its most similar glossary word; one row per word,
   * lexeme and game, the most confident.
   */
  private searchTerms(terms: readonly QueryTerm[], game: GameId | undefined): Term[] {
    const forms: { i: number; lexeme: string; conf: number; game: string | null }[] = [];
    for (const t of terms) {
      if (this.stemEntries.has(t.stem)) forms.push({ i: t.i, lexeme: t.stem, conf: t.conf, game: t.game });
      else if (t.conf === 1 && t.word.length >= 4) {
        const fix = this.mostSimilarWord(t.word, game);
        if (fix !== undefined && fix.sim >= FIX_SIMILARITY) forms.push({ i: t.i, lexeme: fix.stem, conf: fix.sim, game: null });
      }
    }
    const best = new Map<string, (typeof forms)[number]>();
    for (const f of forms) {
      const key = `${f.i} ${f.lexeme} ${f.game ?? ''}`;
      const had = best.get(key);
      if (had === undefined || f.conf > had.conf) best.set(key, f);
    }
    return [...best.values()].map((f) => ({ ...f, prefix: f.lexeme.length >= PREFIX_MIN && (this.stemEntries.get(f.lexeme) ?? 1) <= PREFIX_DF_MAX }));
  }

  /**
   * Most similar first, then the word in more entries, then the word in "C" order; with a game
   * asked for, among that game's words only (a word of another game would match no entry shown).
   */
  private mostSimilarWord(word: string, game: GameId | undefined): { stem: string; sim: number } | undefined {
    let best: StoredWord | undefined;
    let bestSim = -1;
    // Only a word at least FIX_SIMILARITY alike may stand in (`searchTerms`), so no other is looked at.
    this.wordTrigrams.similar(word, FIX_SIMILARITY, (id, sim) => {
      const w = this.words[id] as StoredWord;
      if (game !== undefined && !w.games.includes(game)) return;
      if (sim > bestSim || (sim === bestSim && best !== undefined && (w.entries > best.entries || (w.entries === best.entries && w.word < best.word)))) {
        best = w;
        bestSim = sim;
      }
    });
    return best === undefined ? undefined : { stem: best.stem, sim: bestSim };
  }

  /**
   * Per entry shown, the query's log-likelihood under its asked document (`likely` and
   * `likelihood` in rules.sql.ts): each query word's best form's confidence times its weight,
   * summed, plus the entry's prior once per query word.
   */
  private likelihoods(tq: readonly Term[], shown: readonly number[], words: number, queryWords: number): Map<number, number> {
    const n = this.entries.length;
    if (this.askedBest.length < n * words) this.askedBest = new Float64Array(n * words);
    const best = this.askedBest;
    for (const t of tq) {
      const list = this.asked.get(t.lexeme);
      if (list === undefined) continue;
      for (let k = 0; k < list.entries.length; k++) {
        const e = list.entries[k] as number;
        if (t.game !== null && (this.entries[e] as StoredEntry).game !== t.game) continue;
        const v = t.conf * (list.weights[k] as number);
        if (v > (best[e * words + t.i] as number)) best[e * words + t.i] = v;
      }
    }
    const likely = new Map<number, number>();
    for (const e of shown) {
      let sum = 0;
      for (let i = 0; i < words; i++) sum += best[e * words + i] as number;
      likely.set(e, sum + queryWords * (this.entries[e] as StoredEntry).askedPrior);
    }
    // Entries not shown may hold query words too: clear every row the query touched.
    for (const t of tq) for (const e of this.asked.get(t.lexeme)?.entries ?? []) best[e * words + t.i] = 0;
    return likely;
  }

  private idf(lexeme: string): number {
    return Math.log(1 + this.g.entryCount / (this.stemEntries.get(lexeme) ?? 1));
  }

  /** Per game, the share of the query's weight in words only that game's entries hold. */
  private vocabulary(tq: readonly Term[], weight: readonly number[], total: number): Map<string, number> {
    const gamesOf = new Map<number, Set<string>>();
    for (const t of tq) {
      for (const g of this.stemGames.get(t.lexeme) ?? []) {
        if (t.game === null || g === t.game) gamesOf.set(t.i, (gamesOf.get(t.i) ?? new Set()).add(g));
      }
    }
    const sums = new Map<string, number>();
    for (const [i, games] of gamesOf) {
      if (games.size !== 1) continue;
      const g = [...games][0] as string;
      sums.set(g, (sums.get(g) ?? 0) + (weight[i] as number));
    }
    return new Map([...sums].map(([g, s]) => [g, s / total]));
  }
}

/**
 * `round(x::numeric, 6)::float8` as Postgres computes it: the float8 becomes a numeric of 15
 * significant digits (`float8_numeric` prints it with DBL_DIG), which is rounded half away from
 * zero to 6 decimals and read back as the nearest float8.
 */
export function roundNumeric(x: number, places = 6): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  // Away from a half, the 15 digits cannot change the rounding: k / 10^places is the float8 that
  // reading "k e-places" gives (both are the correctly rounded quotient).
  const scale = 10 ** places;
  const scaled = Math.abs(x) * scale;
  if (Math.abs(scaled - Math.floor(scaled) - 0.5) > 1e-6 && scaled < 2 ** 52) return (Math.sign(x) * Math.round(scaled)) / scale;
  const [mantissa, exponent] = Math.abs(x).toExponential(14).split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const keep = Number(exponent) + 1 + places;
  if (keep < 0) return 0;
  let kept = keep >= digits.length ? BigInt(digits) * 10n ** BigInt(keep - digits.length) : BigInt(digits.slice(0, keep) || '0');
  if (keep < digits.length && (digits[keep] as string) >= '5') kept += 1n;
  return Math.sign(x) * Number(`${kept}e-${places}`);
}
