import type { DataSource } from 'typeorm';
import type { StoredEntry, StoredGlossary } from './entry.rank.js';

/**
 * The glossary as the database stores it, for the in-process ranking (`entry.rank.ts`), in one
 * statement, so it is one snapshot: a reload committed meanwhile is seen whole or not at all.
 * Lexemes come back through `tsvector_to_array`, so the ranking matches exactly what `@@` matches.
 */
const STORED_SQL = `
SELECT c.hash, c.entries AS "entryCount",
  (SELECT coalesce(json_agg(json_build_object('game', e.game, 'slug', e.slug, 'title', e.title, 'titleEn', e.title_en,
      'lang', e.lang, 'position', e.position, 'parent', tsvector_to_array(e.parent_tsv), 'body', tsvector_to_array(e.body_tsv),
      'counterpart', coalesce(e.entry->'counterpart', '[]'::jsonb), 'ref', e.ref, 'bodyPlain', e.body_plain, 'askedPrior', e.asked_prior) ORDER BY e.position), '[]') FROM rule_entries e) AS entries,
  (SELECT coalesce(json_agg(json_build_object('game', n.game, 'slug', n.slug, 'kind', n.kind, 'key', n.key, 'lexemes', tsvector_to_array(n.tsv))), '[]') FROM rule_names n) AS names,
  (SELECT coalesce(json_agg(json_build_object('game', p.game, 'slug', p.slug, 'lexemes', tsvector_to_array(p.tsv))), '[]') FROM rule_passages p) AS passages,
  (SELECT coalesce(json_agg(json_build_object('word', w.word, 'stem', w.stem, 'entries', w.entries, 'stemEntries', w.stem_entries, 'games', w.games)), '[]') FROM rule_words w) AS words,
  (SELECT coalesce(json_agg(json_build_object('game', a.game, 'slug', a.slug, 'lexeme', a.lexeme, 'weight', a.weight)), '[]') FROM rule_asked a) AS asked
FROM rule_content c`;

/** The stored glossary with each entry's ref and body, which the service cuts snippets from. */
export interface StoredWithBodies extends StoredGlossary {
  readonly entries: readonly (StoredEntry & { readonly ref: string; readonly bodyPlain: string })[];
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** The stored glossary, or undefined before one is loaded. */
export async function readStoredGlossary(db: DataSource): Promise<StoredWithBodies | undefined> {
  const rows = (await db.query(STORED_SQL)) as Record<string, unknown>[];
  const r = rows[0];
  if (r === undefined) return undefined;
  return {
    hash: r.hash as string,
    entryCount: Number(r.entryCount),
    entries: json(r.entries),
    names: json(r.names),
    passages: json(r.passages),
    words: json(r.words),
    asked: json(r.asked),
  };
}

/** The stored content's hash: one cheap read per search tells whether the in-process index is current. */
export async function storedHash(db: DataSource): Promise<string | undefined> {
  const rows = (await db.query('SELECT hash FROM rule_content')) as { hash: string }[];
  return rows[0]?.hash;
}
