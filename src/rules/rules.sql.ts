/**
 * The glossary's SQL. `t` is the schema pg_trgm lives in (see the migration); every trigram
 * function and operator is named with it because the app's search_path does not include it.
 * Scores are rounded to 6 decimals, so sums added up in another order by another plan still tie,
 * and ties are broken by `position` (the content's order) or by text in the "C" collation, never
 * by the database's collation, which differs between PGlite and Postgres.
 */

import type { DataSource } from 'typeorm';
import type { NameKind } from './search/entry.index.js';

/** The schema pg_trgm is installed in: the migration's `extensions`, or wherever it already was. */
export async function trgmSchema(db: DataSource): Promise<string> {
  const rows = (await db.query(`SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'`)) as {
    schema: string;
  }[];
  if (!rows[0]) throw new Error('pg_trgm is not installed');
  return rows[0].schema;
}

/**
 * Lexemes at least this long also match as prefixes, so "Rückzug" finds "Rückzugsmöglichkeiten";
 * not those in more than PREFIX_DF_MAX entries ("spiel" would match "Spieler" everywhere).
 */
export const PREFIX_MIN = 5;
export const PREFIX_DF_MAX = 40;

/** How similar a typed word must be to a glossary word to stand in for it. */
export const FIX_SIMILARITY = 0.4;

/** A word matched only as a prefix counts this much of an exact match. */
export const PREFIX_FACTOR = 0.7;

/**
 * A phrasing (how players ask for an entry, issue 13 ninth pass) is the team's guess, not the book's
 * name: it counts below every name the book gives. 0.6 had the players set's best MRR of 0.4–1.0
 * (0.8 and 1.0 lost team queries to phrasings outranking titles).
 */
export const PHRASING_WEIGHT = 0.6;
/**
 * An entry's name score is its best name's, plus evidence a single best name leaves out (issue 13,
 * thirteenth pass): its second-best phrasing adds SECOND_PHRASING of its score (two ways players
 * ask agree), and the weaker of its best book name and its best phrasing (title, term … against
 * phrasings, sums as above) adds BOTH_NAMES of its score (the book's name and the players' words
 * both match). Chosen on the players' dev half; the surface is flat for 0.1–0.3 and 0.2–0.4.
 */
export const SECOND_PHRASING = 0.3;
export const BOTH_NAMES = 0.2;
/**
 * The `asked` feature counts for queries of at least this many words: it adds up evidence across
 * an entry's phrasings, and one word has none to add up (its best name hears it already); on a
 * title searched alone it reordered the tail, pushing the parent's children below entries whose
 * phrasings repeat the word. The evaluation sets did not move either way.
 */
export const ASKED_MIN_WORDS = 2;

/** Kinds that find an entry but are never offered as its name (autocomplete, a card name's twin). */
export const UNOFFERED_KINDS: readonly NameKind[] = ['path', 'parts', 'phrasing'];
/**
 * How much a query word found in each place is worth. A name (title, alias, term, a counterpart's
 * title, parent and title together) outweighs the parent's title, which outweighs the body.
 */
export const NAME_WEIGHT = { title: 1, alias: 0.9, term: 0.9, counterpart: 0.8, path: 0.9, parts: 0.85, phrasing: PHRASING_WEIGHT };
/**
 * A path name ("parent + title") whose matched words are all the parent's counts this much: the
 * parent's words alone ask about the parent more than about its child (issue 13, eighth pass:
 * "welche gegner gibt es" found Angriff der Rebellen's KAMPF, a child of IMPERIALE GEGNER, first).
 */
export const PATH_PARENT_ONLY = 0.5;
/** For a name that is the query, also when one of them is written apart ("Rebellen Stützpunkt", "Sabotage Marker"). */
export const EXACT_NAME = 0.3;
/**
 * A passage holding every word of a query of at least WHOLE_PASSAGE_MIN words adds WHOLE_PASSAGE
 * to its share (issue 13, sixth pass): the sentence that answers the whole question ("Wer mehr als
 * 10 Missionskarten auf der Hand hält …") should beat a long entry titled by one of its words.
 * Fewer words are names or terms, which the title decides.
 */
export const WHOLE_PASSAGE = 0.25;
export const WHOLE_PASSAGE_MIN = 3;
export const SIMILAR_MIN = 0.45;
/** Longer queries are questions, never that similar to a name: the lookup is skipped. */
export const SIMILAR_KEY_MAX = 40;

/**
 * The final score is a weighted sum of these features of an entry:
 * - `name`: its best name's score (above), the strongest evidence;
 * - `parent`: the share found in the parent's title; `body`: in the body;
 * - `passage`: in the best single passage (sentence or list item), so a question answered by one
 *   sentence of a long entry counts;
 * - `focus`: the passages' shares summed and divided by the entry's number of passages, how much of
 *   the entry is about the query: of the entries whose text holds a word, the short one about it
 *   ("Initiativemarker": the status phase) comes before the long one naming it once (the
 *   component list), where title, body and best passage tie;
 * - `alike`: trigram similarity of a name to the whole query, when at least SIMILAR_MIN;
 * - `gameNamed`: 1 when the query names the entry's game ("… bei Armada");
 * - `vocabulary`: the share of the query's weight in words only the entry's game holds, when no
 *   game is asked for;
 * - `lang`: 1 when the entry's text is in the language asked for (`lang`): it orders, it does not filter;
 * - `asked`: how likely the query is as a player's way of asking for the entry, from all its names
 *   and phrasings at once (`AskedRow` in `search/entry.index.ts`), relative to the likeliest entry
 *   scored: exp(its log-likelihood − the best one's), 1 for the best. The name score takes one
 *   phrasing (and a second); this hears every phrasing that holds one of the query's words, so an
 *   entry players ask about in the query's words beats one whose single name holds its rarest word
 *   (issue 13, fourteenth pass).
 */
export const FEATURES = ['name', 'parent', 'body', 'passage', 'focus', 'alike', 'gameNamed', 'vocabulary', 'lang', 'asked'] as const;
export type Feature = (typeof FEATURES)[number];
export type Weights = Readonly<Record<Feature, number>>;

export const WEIGHTS: Weights = { name: 1, parent: 0.15, body: 0.5, passage: 0.4, focus: 0.15, alike: 0.3, gameNamed: 0.2, vocabulary: 0.3, lang: 0.4, asked: 0.2 };

/** The features found in an entry's own text, which an entry may take from its counterpart (`mine`). */
export const TEXT_FEATURES = ['name', 'parent', 'body', 'passage', 'focus', 'alike'] as const;

/** PATH_PARENT_ONLY for a path name none of whose query words is the child's own (the entry's `parent_tsv` lists its parent's). */
const pathOwn = `CASE WHEN nm.kind = 'path' AND NOT EXISTS (
      SELECT 1 FROM rule_entries pe CROSS JOIN unnest(tsvector_to_array(nm.tsv)) AS l(x)
      WHERE pe.game = nm.game AND pe.slug = nm.slug AND ARRAY[l.x] <@ (SELECT lexemes FROM query) AND NOT l.x = ANY(tsvector_to_array(pe.parent_tsv))
    ) THEN ${PATH_PARENT_ONLY} ELSE 1 END`;

const kindWeight = (column: string) =>
  `CASE ${column} ${Object.entries(NAME_WEIGHT)
    .map(([k, w]) => `WHEN '${k}' THEN ${w}`)
    .join(' ')} END`;

/**
 * Per entry (or name, or passage) holding query words in `column`: the IDF-weighted share of the
 * query's words it holds (`cov`) and how many (`m`), a prefix match counting ${PREFIX_FACTOR}, a
 * word that stands for another (verb form, term, synonym) its confidence. A form that belongs to
 * one game matches that game's rows only. Exact and prefix matches are separate index joins, so no
 * tsvector is read back from the table (the bodies' are large: reading them was most of a search's
 * time on PGlite).
 */
const holders = (table: string, column: string, keys: string[]) => {
  const k = keys.map((c) => `x.${c}`).join(', ');
  const h = keys.map((c) => `h.${c}`).join(', ');
  const own = '(tq.game IS NULL OR x.game = tq.game)';
  return `
    SELECT ${h}, sum(words.w * h.f) / (SELECT total FROM query) AS cov, sum(h.f) AS m, count(*) AS nw
    FROM (
      SELECT ${keys.join(', ')}, i, max(f) AS f FROM (
        SELECT ${k}, tq.i, tq.conf AS f FROM tq JOIN ${table} x ON x.${column} @@ tq.exact AND ${own}
        UNION ALL
        SELECT ${k}, tq.i, tq.conf * ${PREFIX_FACTOR} FROM tq JOIN ${table} x ON x.${column} @@ tq.loose AND ${own} WHERE tq.prefix
      ) hits GROUP BY ${keys.join(', ')}, i
    ) h JOIN words USING (i)
    GROUP BY ${h}`;
};

/**
 * $1 word numbers, $2 words, $3 stems, $4 confidences (1 as typed), $5 the game each form belongs
 * to (null: all), $6 the folded query, $7 game, $8 lang, $9 games the query names, $10 limit,
 * $11 offset.
 *
 * A typed word whose stem the glossary does not know stands for the most similar glossary word
 * (its similarity is the confidence). Rarer words weigh more (IDF over entries). Each entry scores
 * the best of its names — the weighted share of query words the name holds, times how much of the
 * name they cover — plus the shares found in the parent's title, in the body and in its best
 * passage, trigram similarity of a name to the whole query, a bonus when the query names the
 * entry's game or uses words only its game has, and one for text in the language asked for.
 * Only entries that match somehow are scored. Bodies are not returned: the service keeps them per
 * content hash, which each result row carries.
 */
const scoredEntries = (t: string, select: string, order: string) => `
WITH q AS (
  -- A scalar lookup per word through the stem index: as EXISTS, the planner hashed all of rule_words.
  SELECT i, word, stem, conf, game, (SELECT true FROM rule_words w WHERE w.stem = q.stem LIMIT 1) IS NOT NULL AS known
  FROM unnest($1::int[], $2::text[], $3::text[], $4::float8[], $5::text[]) AS q(i, word, stem, conf, game)
), terms AS (
  SELECT i, stem AS lexeme, conf, game FROM q WHERE known
  UNION ALL
  SELECT q.i, f.stem, f.sim, NULL FROM q CROSS JOIN LATERAL (
    SELECT w.stem, ${t}.similarity(w.word, q.word)::float8 AS sim FROM rule_words w
    -- With a game asked for, a word of another game would match no entry shown.
    WHERE w.word OPERATOR(${t}.%) q.word AND ($7::text IS NULL OR $7 = ANY(w.games))
    ORDER BY sim DESC, w.entries DESC, w.word COLLATE "C"
    LIMIT 1
  ) f
  WHERE NOT q.known AND q.conf = 1 AND length(q.word) >= 4 AND f.sim >= ${FIX_SIMILARITY}
), counted AS (
  SELECT DISTINCT ON (terms.i, terms.lexeme, terms.game) terms.i, terms.lexeme, terms.conf, terms.game,
    coalesce((SELECT max(w.stem_entries) FROM rule_words w WHERE w.stem = terms.lexeme), 1) AS df
  FROM terms ORDER BY terms.i, terms.lexeme, terms.game, terms.conf DESC
), tq AS (
  SELECT i, lexeme, conf, game, ln(1 + (SELECT entries FROM rule_content)::float8 / df) AS idf,
    length(lexeme) >= ${PREFIX_MIN} AND df <= ${PREFIX_DF_MAX} AS prefix,
    quote_literal(lexeme)::tsquery AS exact,
    (quote_literal(lexeme) || CASE WHEN length(lexeme) >= ${PREFIX_MIN} AND df <= ${PREFIX_DF_MAX} THEN ':*' ELSE '' END)::tsquery AS loose
  FROM counted
), words AS (
  SELECT i, max(idf) AS w FROM tq GROUP BY i
), query AS (
  SELECT greatest((SELECT sum(w) FROM words), 1e-9) AS total,
    coalesce((SELECT array_agg(DISTINCT lexeme) FROM tq), '{}') AS lexemes,
    coalesce((SELECT array_agg(DISTINCT lexeme) FROM tq WHERE prefix), '{}') AS prefixes
), word_games AS (
  SELECT DISTINCT tq.i, g.game FROM tq
  JOIN rule_words w ON w.stem = tq.lexeme
  CROSS JOIN LATERAL unnest(w.games) AS g(game)
  WHERE tq.game IS NULL OR g.game = tq.game
), vocabulary AS MATERIALIZED (
  -- A word only one game's entries hold is that game's vocabulary. Materialized: inlined, it was
  -- computed again for every entry scored (a third of a search's time on PGlite).
  SELECT own.game, sum(words.w) / (SELECT total FROM query) AS share
  FROM (SELECT i, min(game) AS game FROM word_games GROUP BY i HAVING count(*) = 1) own JOIN words USING (i)
  GROUP BY own.game
), body AS (${holders('rule_entries', 'body_tsv', ['game', 'slug'])}
), parent AS (${holders('rule_entries', 'parent_tsv', ['game', 'slug'])}
), passage AS (
  SELECT game, slug,
    max(cov + CASE WHEN nw >= ${WHOLE_PASSAGE_MIN} AND nw = (SELECT count(*) FROM words) THEN ${WHOLE_PASSAGE} ELSE 0 END) AS cov,
    sum(cov) / greatest((SELECT count(*) FROM rule_passages rp WHERE rp.game = p.game AND rp.slug = p.slug), 1) AS focus
  FROM (${holders('rule_passages', 'tsv', ['game', 'slug', 'n'])}) p GROUP BY game, slug
), named AS (${holders('rule_names', 'tsv', ['game', 'slug', 'key'])}
), name_scores AS (
  SELECT nm.game, nm.slug, nm.kind = 'phrasing' AS phrasing,
    ${pathOwn} * ${kindWeight('nm.kind')} * (named.cov * (0.4 + 0.6 * least(1, named.m / greatest(length(nm.tsv), 1)))
        + CASE WHEN nm.key = $6 OR replace(nm.key, ' ', '') = replace($6, ' ', '') THEN ${EXACT_NAME} ELSE 0 END) AS v
  FROM named JOIN rule_names nm USING (game, slug, key)
  -- A title's compound parts count only when the query holds every one of them.
  WHERE nm.kind <> 'parts' OR tsvector_to_array(nm.tsv) <@ (SELECT lexemes FROM query)
), names AS (
  -- The best name, the second-best phrasing and the weaker of book name and phrasing (BOTH_NAMES).
  SELECT game, slug, greatest(book, asked) + ${BOTH_NAMES} * least(book, asked) AS score
  FROM (
    SELECT game, slug, coalesce(max(v) FILTER (WHERE NOT phrasing), 0) AS book,
      (array_agg(v ORDER BY v DESC) FILTER (WHERE phrasing))[1:2] AS top
    FROM name_scores GROUP BY game, slug
  ) sides
  CROSS JOIN LATERAL (SELECT coalesce(top[1], 0) + ${SECOND_PHRASING} * coalesce(top[2], 0) AS asked) phrased
), likely AS (
  -- Per entry, the query words' best asked weights summed (each word its most confident form).
  SELECT game, slug, sum(v) AS v FROM (
    SELECT a.game, a.slug, tq.i, max(tq.conf * a.weight) AS v
    FROM tq JOIN rule_asked a ON a.lexeme = tq.lexeme AND (tq.game IS NULL OR a.game = tq.game)
    GROUP BY a.game, a.slug, tq.i
  ) per_word GROUP BY game, slug
), lookalike AS (
  SELECT game, slug, max(${t}.similarity(key, $6)) AS sim FROM rule_names
  WHERE length($6) <= ${SIMILAR_KEY_MAX} AND key OPERATOR(${t}.%) $6
  GROUP BY game, slug
  HAVING max(${t}.similarity(key, $6)) >= ${SIMILAR_MIN}
), parts AS (
  SELECT game, slug, score AS name, 0 AS parent, 0 AS body, 0 AS passage, 0 AS focus, 0 AS alike FROM names
  UNION ALL SELECT game, slug, 0, cov, 0, 0, 0, 0 FROM parent
  UNION ALL SELECT game, slug, 0, 0, cov, 0, 0, 0 FROM body
  UNION ALL SELECT game, slug, 0, 0, 0, cov, focus, 0 FROM passage
  UNION ALL SELECT game, slug, 0, 0, 0, 0, 0, sim FROM lookalike
), own AS (
  -- One aggregate rather than a join per part: the planner guessed a few rows and nested the joins.
  SELECT game, slug, max(name) AS name, max(parent) AS parent, max(body) AS body, max(passage) AS passage, max(focus) AS focus, max(alike) AS alike
  FROM parts GROUP BY game, slug
), mine AS (
  -- Without a language asked for, a German entry scores at least as the English play guide's entry
  -- whose one counterpart it is (the same rules, one to one): it takes that entry's features when
  -- they sum to more than its own, so the glossary's entry comes first by content order ("assignment
  -- phase": ZUWEISUNGSPHASE). Whole, not feature by feature: a mix of the two would outscore both.
  -- An English entry with several German counterparts does not choose among them.
  SELECT DISTINCT ON (game, slug) game, slug, name, parent, body, passage, focus, alike
  FROM (
    SELECT own.*, 0 AS inherited FROM own
    UNION ALL
    SELECT c.game, c.slug, own.name, own.parent, own.body, own.passage, own.focus, own.alike, 1
    FROM own JOIN rule_entries se USING (game, slug)
    CROSS JOIN LATERAL jsonb_array_elements_text(se.entry->'counterpart') AS cref(ref)
    JOIN rule_entries c ON c.game = split_part(cref.ref, ':', 1) AND c.slug = split_part(cref.ref, ':', 2)
    WHERE $8::text IS NULL AND se.lang = 'en' AND c.lang = 'de' AND jsonb_array_length(se.entry->'counterpart') = 1
  ) candidates
  ORDER BY game, slug, ${TEXT_FEATURES.map((f) => `${WEIGHTS[f]} * ${f}`).join(' + ')} DESC, inherited
), scored AS (
  -- With a language asked for, an entry in it scores at least as its counterparts in the other one
  -- ("Unterwerfung", lang=en: SUBJUGATION as UNTERWERFUNG), so the language bonus puts it first.
  -- Only the matched entries' counterparts are looked up, and only when a language is asked for.
  SELECT game, slug, max(name) AS name, max(parent) AS parent, max(body) AS body, max(passage) AS passage, max(focus) AS focus, max(alike) AS alike
  FROM (
    SELECT * FROM mine
    UNION ALL
    SELECT c.game, c.slug, own.name, own.parent, own.body, own.passage, own.focus, own.alike
    FROM own JOIN rule_entries se USING (game, slug)
    CROSS JOIN LATERAL jsonb_array_elements_text(se.entry->'counterpart') AS cref(ref)
    JOIN rule_entries c ON c.game = split_part(cref.ref, ':', 1) AND c.slug = split_part(cref.ref, ':', 2)
    WHERE $8::text IS NOT NULL AND se.lang <> $8 AND c.lang = $8
  ) inherited GROUP BY game, slug
)
${select}
FROM scored
JOIN rule_entries e USING (game, slug)
LEFT JOIN likely USING (game, slug)
CROSS JOIN query
CROSS JOIN LATERAL (SELECT coalesce(likely.v, 0) + (SELECT count(*) FROM words) * e.asked_prior AS likelihood) al
WHERE ($7::text IS NULL OR e.game = $7)
ORDER BY ${order}
LIMIT $10 OFFSET $11`;

/** Each feature of a scored entry as SQL (see FEATURES). */
const FEATURE_SQL: Record<Feature, string> = {
  name: 'scored.name',
  parent: 'scored.parent',
  body: 'scored.body',
  passage: 'scored.passage',
  focus: 'scored.focus',
  alike: 'scored.alike',
  gameNamed: 'CASE WHEN e.game = ANY($9::text[]) THEN 1 ELSE 0 END',
  vocabulary: 'CASE WHEN $7::text IS NULL THEN coalesce((SELECT v.share FROM vocabulary v WHERE v.game = e.game), 0) ELSE 0 END',
  lang: 'CASE WHEN e.lang = $8 THEN 1 ELSE 0 END',
  asked: `CASE WHEN (SELECT count(*) FROM words) >= ${ASKED_MIN_WORDS} THEN exp(al.likelihood - max(al.likelihood) OVER ()) ELSE 0 END`,
};

const scoreSql = (w: Weights) => `round((${FEATURES.map((f) => `${w[f]} * ${FEATURE_SQL[f]}`).join('\n    + ')})::numeric, 6)::float8`;

const searchQuery = (t: string) =>
  scoredEntries(
    t,
    `SELECT e.game, e.slug, e.title, e.title_en, e.lang, query.lexemes, query.prefixes, (SELECT hash FROM rule_content) AS content,
  ${scoreSql(WEIGHTS)} AS score`,
    'score DESC, e.position',
  );

/**
 * The evaluation's view of the same search: every scored entry's features and content order,
 * unranked, so `eval.tune.ts` can rank the candidates under other weights without the database.
 * Same parameters as the search ($10 limit, $11 offset).
 */
export const featureQuery = (t: string) =>
  scoredEntries(t, `SELECT e.game, e.slug, e.position, ${FEATURES.map((f) => `(${FEATURE_SQL[f]})::float8 AS "${f}"`).join(', ')}`, 'e.position');

/**
 * The search as a PL/pgSQL function, so each connection plans it once: planning the query took
 * 6 ms on Postgres and 11 ms on PGlite, running it 1.5 and 5 ms. The seeder drops and creates it.
 */
export const SEARCH_SIGNATURE = 'rule_search(int[], text[], text[], float8[], text[], text, text, text, text[], int, int)';

/** Signatures of earlier releases, dropped when the glossary is reloaded. */
export const OLD_SEARCH_SIGNATURES = ['rule_search(int[], text[], text[], boolean[], text, text, text, text[], int, int)'];

export const searchFunctionSql = (t: string) => `
CREATE FUNCTION ${SEARCH_SIGNATURE}
RETURNS TABLE (game text, slug text, title text, title_en text, lang text, lexemes text[], prefixes text[], content text, score float8)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY ${searchQuery(t)};
END
$fn$`;

export const SEARCH_CALL = 'SELECT * FROM rule_search($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)';

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
  WHERE n.kind NOT IN (${UNOFFERED_KINDS.map((k) => `'${k}'`).join(', ')}) AND ($2::text IS NULL OR n.game = $2)
    AND (n.key LIKE '%' || $1 || '%' OR $1 OPERATOR(${t}.<%) n.key)
  GROUP BY n.game, n.slug
) m JOIN rule_entries e USING (game, slug)
WHERE m.tier < 3 OR m.sim >= 0.5
ORDER BY m.tier, m.sim DESC, length(e.title), e.position
LIMIT $3`;
