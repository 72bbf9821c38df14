import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rules glossary's search tables. The content itself is loaded on start by RulesSeeder, so a
 * new release of the content needs no migration.
 *
 * pg_trgm lives in its own schema `extensions`: an extension exists once per database, and the
 * app's tables may live in a per-app schema that tests drop; the queries name its schema.
 */
export class RulesGlossary1764200000000 implements MigrationInterface {
  name = 'RulesGlossary1764200000000';

  async up(q: QueryRunner): Promise<void> {
    // Apps migrating side by side on one database would race to create the extension.
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('holocron:extensions'))`);
    await q.query('CREATE SCHEMA IF NOT EXISTS extensions');
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA extensions');
    const [{ schema }] = (await q.query(
      `SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'`,
    )) as { schema: string }[];
    await q.query(`
      CREATE TABLE rule_entries (
        game text NOT NULL,
        slug text NOT NULL,
        ref text NOT NULL UNIQUE,
        lang text NOT NULL CHECK (lang IN ('de', 'en')),
        title text NOT NULL,
        position int NOT NULL UNIQUE,
        parent text,
        entry jsonb NOT NULL,
        body_plain text NOT NULL,
        body_markdown text NOT NULL,
        parent_tsv tsvector NOT NULL,
        body_tsv tsvector NOT NULL,
        PRIMARY KEY (game, slug)
      )`);
    await q.query(`
      CREATE TABLE rule_names (
        game text NOT NULL,
        slug text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('title', 'alias', 'term', 'counterpart', 'path')),
        name text NOT NULL,
        key text NOT NULL,
        name_slug text NOT NULL,
        tsv tsvector NOT NULL,
        FOREIGN KEY (game, slug) REFERENCES rule_entries (game, slug) ON DELETE CASCADE,
        PRIMARY KEY (game, slug, key)
      )`);
    await q.query(`CREATE INDEX rule_names_key ON rule_names USING gin (key ${schema}.gin_trgm_ops)`);
    await q.query('CREATE INDEX rule_names_slug ON rule_names (game, name_slug)');
    await q.query(`
      CREATE TABLE rule_words (
        word text PRIMARY KEY,
        stem text NOT NULL,
        entries int NOT NULL CHECK (entries > 0),
        stem_entries int NOT NULL CHECK (stem_entries >= entries)
      )`);
    await q.query(`CREATE INDEX rule_words_word ON rule_words USING gin (word ${schema}.gin_trgm_ops)`);
    await q.query('CREATE INDEX rule_words_stem ON rule_words (stem)');
    await q.query(`
      CREATE TABLE rule_content (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        hash text NOT NULL,
        entries int NOT NULL,
        loaded_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE rule_content');
    await q.query('DROP TABLE rule_words');
    await q.query('DROP TABLE rule_names');
    await q.query('DROP TABLE rule_entries');
  }
}
