/**
 * The glossary's SQL. `t` is the schema pg_trgm lives in (see the migration); every trigram
 * function and operator is named with it because the app's search_path does not include it.
 * Ties are broken by `position` (the content's order) or by text in the "C" collation, never by
 * the database's collation, which differs between PGlite and Postgres.
 */

/** Lexemes at least this long also match as prefixes, so "Rückzug" finds "Rückzugsmöglichkeiten". */
export const PREFIX_MIN = 5;

/** How similar a typed word must be to a glossary word to stand in for it. */
const FIX_SIMILARITY = 0.4;

/** A verb form ("baut" for "bauen") counts this much of the word as typed. */
const VARIANT = 0.8;

/** A word matched only as a prefix counts this much of an exact match. */
const PREFIX_FACTOR = 0.7;

/**
 * How much a query word found in each place is worth. A name (title, alias, term, a counterpart's
 * title, parent and title together) outweighs the parent's title, which outweighs the body.
 */
const NAME_WEIGHT = { title: 1, alias: 0.9, term: 0.9, counterpart: 0.8, path: 0.9 };
const EXACT_NAME = 0.3;
const PARENT = 0.15;
const BODY = 0.5;
const BODY_RANK = 0.2;
const SIMILAR_NAME = 0.3;
const SIMILAR_MIN = 0.45;
/** For entries of a game the query names ("… bei Armada"). */
const GAME_NAMED = 0.2;

const kindWeight = (column: string) =>
  `CASE ${column} ${Object.entries(NAME_WEIGHT)
    .map(([k, w]) => `WHEN '${k}' THEN ${w}`)
    .join(' ')} END`;

/** What a query word found in `tsv` is worth: its confidence, less for a prefix match. */
const found = (tsv: string) => `CASE WHEN ${tsv} @@ tq.exact THEN tq.conf WHEN ${tsv} @@ tq.loose THEN tq.conf * ${PREFIX_FACTOR} ELSE 0 END`;

/** Per query word, the best any of its lexemes does in `tsv`s: `SELECT i, max(…) AS <name> … GROUP BY i`. */
const best = (columns: Record<string, string>) =>
  `SELECT tq.i, ${Object.entries(columns)
    .map(([name, tsv]) => `max(${found(tsv)}) AS ${name}`)
    .join(', ')} FROM tq GROUP BY tq.i`;

/**
 * $1 word numbers, $2 words, $3 stems, $4 which are verb variants, $5 the folded query, $6 game,
 * $7 lang, $8 games the query names, $9 limit, $10 offset.
 *
 * A word whose stem the glossary does not know stands for the most similar glossary word (its
 * similarity is the confidence). Rarer words weigh more (IDF over entries). Each entry scores the
 * best of its names — the weighted share of query words the name holds, times how much of the
 * name they cover — plus the shares found in the parent's title and in the body, a little
 * ts_rank, trigram similarity of a name to the whole query, and a bonus when the query names
 * the entry's game.
 */
export const searchSql = (t: string) => `
WITH q AS (
  SELECT i, word, stem, variant, EXISTS (SELECT 1 FROM rule_words w WHERE w.stem = q.stem) AS known
  FROM unnest($1::int[], $2::text[], $3::text[], $4::boolean[]) AS q(i, word, stem, variant)
), terms AS (
  SELECT i, stem AS lexeme, CASE WHEN variant THEN ${VARIANT} ELSE 1 END::float8 AS conf FROM q WHERE known
  UNION ALL
  SELECT q.i, f.stem, f.sim FROM q CROSS JOIN LATERAL (
    SELECT w.stem, ${t}.similarity(w.word, q.word)::float8 AS sim FROM rule_words w
    WHERE w.word OPERATOR(${t}.%) q.word
    ORDER BY sim DESC, w.entries DESC, w.word COLLATE "C"
    LIMIT 1
  ) f
  WHERE NOT q.known AND NOT q.variant AND length(q.word) >= 4 AND f.sim >= ${FIX_SIMILARITY}
), tq AS (
  SELECT DISTINCT ON (terms.i, terms.lexeme) terms.i, terms.lexeme, terms.conf,
    ln(1 + (SELECT count(*) FROM rule_entries)::float8
         / coalesce((SELECT max(w.stem_entries) FROM rule_words w WHERE w.stem = terms.lexeme), 1)) AS idf,
    quote_literal(terms.lexeme)::tsquery AS exact,
    (quote_literal(terms.lexeme) || CASE WHEN length(terms.lexeme) >= ${PREFIX_MIN} THEN ':*' ELSE '' END)::tsquery AS loose
  FROM terms ORDER BY terms.i, terms.lexeme, terms.conf DESC
), words AS (
  SELECT i, max(idf) AS w FROM tq GROUP BY i
), query AS (
  SELECT greatest((SELECT sum(w) FROM words), 1e-9) AS total,
    coalesce((SELECT array_agg(DISTINCT lexeme) FROM tq), '{}') AS lexemes,
    (SELECT string_agg(loose::text, ' | ') FROM tq)::tsquery AS any_word
), names AS (
  SELECT nm.game, nm.slug,
    max(${kindWeight('nm.kind')} * (s.cov * (0.4 + 0.6 * least(1, s.m / greatest(length(nm.tsv), 1)))
        + CASE WHEN nm.key = $5 THEN ${EXACT_NAME} ELSE 0 END)) AS score,
    max(${t}.similarity(nm.key, $5)) AS similar
  FROM rule_names nm CROSS JOIN query
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(words.w * b.f), 0) / query.total AS cov, coalesce(sum(b.f), 0) AS m
    FROM (${best({ f: 'nm.tsv' })}) b JOIN words USING (i)
  ) s
  WHERE ($6::text IS NULL OR nm.game = $6)
  GROUP BY nm.game, nm.slug
), scored AS (
  SELECT e.game, e.slug, e.title, e.lang, e.body_plain, e.position, query.lexemes,
    coalesce(nm.score, 0)
      + ${PARENT} * s.parent
      + ${BODY} * s.body
      + ${BODY_RANK} * coalesce(ts_rank(e.body_tsv, query.any_word), 0)
      + CASE WHEN nm.similar >= ${SIMILAR_MIN} THEN ${SIMILAR_NAME} * nm.similar ELSE 0 END
      + CASE WHEN e.game = ANY($8::text[]) THEN ${GAME_NAMED} ELSE 0 END AS score,
    coalesce(nm.score, 0) + s.parent + s.body + CASE WHEN nm.similar >= ${SIMILAR_MIN} THEN nm.similar ELSE 0 END AS evidence
  FROM rule_entries e
  CROSS JOIN query
  LEFT JOIN names nm ON nm.game = e.game AND nm.slug = e.slug
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(words.w * b.p), 0) / query.total AS parent, coalesce(sum(words.w * b.b), 0) / query.total AS body
    FROM (${best({ p: 'e.parent_tsv', b: 'e.body_tsv' })}) b JOIN words USING (i)
  ) s
  WHERE ($6::text IS NULL OR e.game = $6) AND ($7::text IS NULL OR e.lang = $7)
)
SELECT game, slug, title, lang, body_plain, lexemes, score
FROM scored
WHERE evidence > 0
ORDER BY score DESC, position
LIMIT $9 OFFSET $10`;

/**
 * $1 the folded prefix, $2 game, $3 limit. Names that start with it first, then names with a word
 * that does, then names containing it (German compounds), then names a typo away.
 */
export const autocompleteSql = (t: string) => `
SELECT e.game, e.slug, e.ref, e.title, e.lang FROM (
  SELECT n.game, n.slug,
    min(CASE WHEN n.key LIKE $1 || '%' THEN 0 WHEN n.key LIKE '% ' || $1 || '%' THEN 1
             WHEN length($1) >= 3 AND n.key LIKE '%' || $1 || '%' THEN 2 ELSE 3 END) AS tier,
    max(${t}.word_similarity($1, n.key)) AS sim
  FROM rule_names n
  WHERE n.kind <> 'path' AND ($2::text IS NULL OR n.game = $2)
    AND (n.key LIKE '%' || $1 || '%' OR $1 OPERATOR(${t}.<%) n.key)
  GROUP BY n.game, n.slug
) m JOIN rule_entries e USING (game, slug)
WHERE m.tier < 3 OR m.sim >= 0.5
ORDER BY m.tier, m.sim DESC, length(e.title), e.position
LIMIT $3`;
