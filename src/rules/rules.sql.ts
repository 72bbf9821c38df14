/**
 * The glossary's SQL. `t` is the schema pg_trgm lives in (see the migration); every trigram
 * function and operator is named with it because the app's search_path does not include it.
 * Scores are rounded to 6 decimals, so sums added up in another order by another plan still tie,
 * and ties are broken by `position` (the content's order) or by text in the "C" collation, never
 * by the database's collation, which differs between PGlite and Postgres.
 */

import type { DataSource } from 'typeorm';

/** The schema pg_trgm is installed in: the migration's `extensions`, or wherever it already was. */
export async function trgmSchema(db: DataSource): Promise<string> {
  const rows = (await db.query(`SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'`)) as {
    schema: string;
  }[];
  if (!rows[0]) throw new Error('pg_trgm is not installed');
  return rows[0].schema;
}

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

/**
 * Per entry (or name) holding query words in `column`: the IDF-weighted share of the query's words
 * it holds (`cov`) and how many (`m`), a prefix match counting ${PREFIX_FACTOR}. Joins through the
 * column's GIN index, so only entries that hold a word are touched.
 */
const holders = (table: string, column: string, keys: string[]) => {
  const k = keys.map((c) => `x.${c}`).join(', ');
  return `
    SELECT ${keys.map((c) => `h.${c}`).join(', ')}, sum(words.w * h.f) / (SELECT total FROM query) AS cov, sum(h.f) AS m
    FROM (
      SELECT ${k}, tq.i, max(CASE WHEN x.${column} @@ tq.exact THEN tq.conf ELSE tq.conf * ${PREFIX_FACTOR} END) AS f
      FROM tq JOIN ${table} x ON x.${column} @@ tq.loose
      GROUP BY ${k}, tq.i
    ) h JOIN words USING (i)
    GROUP BY ${keys.map((c) => `h.${c}`).join(', ')}`;
};

/**
 * $1 word numbers, $2 words, $3 stems, $4 which are verb variants, $5 the folded query, $6 game,
 * $7 lang, $8 games the query names, $9 limit, $10 offset.
 *
 * A word whose stem the glossary does not know stands for the most similar glossary word (its
 * similarity is the confidence). Rarer words weigh more (IDF over entries). Each entry scores the
 * best of its names — the weighted share of query words the name holds, times how much of the
 * name they cover — plus the shares found in the parent's title and in the body, a little
 * ts_rank, trigram similarity of a name to the whole query, and a bonus when the query names
 * the entry's game. Only entries that match somehow are scored.
 */
const searchQuery = (t: string) => `
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
    ln(1 + (SELECT entries FROM rule_content)::float8
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
), body AS (${holders('rule_entries', 'body_tsv', ['game', 'slug'])}
), parent AS (${holders('rule_entries', 'parent_tsv', ['game', 'slug'])}
), named AS (${holders('rule_names', 'tsv', ['game', 'slug', 'key'])}
), names AS (
  SELECT nm.game, nm.slug,
    max(${kindWeight('nm.kind')} * (named.cov * (0.4 + 0.6 * least(1, named.m / greatest(length(nm.tsv), 1)))
        + CASE WHEN nm.key = $5 THEN ${EXACT_NAME} ELSE 0 END)) AS score
  FROM named JOIN rule_names nm USING (game, slug, key)
  GROUP BY nm.game, nm.slug
), lookalike AS (
  SELECT game, slug, max(${t}.similarity(key, $5)) AS sim FROM rule_names
  WHERE key OPERATOR(${t}.%) $5
  GROUP BY game, slug
  HAVING max(${t}.similarity(key, $5)) >= ${SIMILAR_MIN}
), candidates AS (
  SELECT game, slug FROM body UNION SELECT game, slug FROM parent UNION SELECT game, slug FROM names UNION SELECT game, slug FROM lookalike
)
SELECT e.game, e.slug, e.title, e.lang, e.body_plain, query.lexemes,
  round((coalesce(names.score, 0)
    + ${PARENT} * coalesce(parent.cov, 0)
    + ${BODY} * coalesce(body.cov, 0)
    + ${BODY_RANK} * coalesce(ts_rank(e.body_tsv, query.any_word), 0)
    + ${SIMILAR_NAME} * coalesce(lookalike.sim, 0)
    + CASE WHEN e.game = ANY($8::text[]) THEN ${GAME_NAMED} ELSE 0 END)::numeric, 6)::float8 AS score
FROM candidates
JOIN rule_entries e USING (game, slug)
CROSS JOIN query
LEFT JOIN names USING (game, slug)
LEFT JOIN body USING (game, slug)
LEFT JOIN parent USING (game, slug)
LEFT JOIN lookalike USING (game, slug)
WHERE ($6::text IS NULL OR e.game = $6) AND ($7::text IS NULL OR e.lang = $7)
ORDER BY score DESC, e.position
LIMIT $9 OFFSET $10`;

/**
 * The search as a PL/pgSQL function, so each connection plans it once: planning the query took
 * 6 ms on Postgres and 11 ms on PGlite, running it 1.5 and 5 ms. The seeder (re)creates it.
 */
export const searchFunctionSql = (t: string) => `
CREATE OR REPLACE FUNCTION rule_search(int[], text[], text[], boolean[], text, text, text, text[], int, int)
RETURNS TABLE (game text, slug text, title text, lang text, body_plain text, lexemes text[], score float8)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY ${searchQuery(t)};
END
$fn$`;

export const SEARCH_CALL = 'SELECT * FROM rule_search($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';

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
