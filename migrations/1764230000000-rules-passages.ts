import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13: passages (sentences and list items) searched on their own, so the one sentence that
 * answers a question ranks its entry; the games each word's stem occurs in, so a game's own
 * vocabulary pulls its entries up when no game is asked for; each entry's English title.
 */
export class RulesPassages1764230000000 implements MigrationInterface {
  name = 'RulesPassages1764230000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rule_passages (
        game text NOT NULL,
        slug text NOT NULL,
        n int NOT NULL,
        tsv tsvector NOT NULL,
        FOREIGN KEY (game, slug) REFERENCES rule_entries (game, slug) ON DELETE CASCADE,
        PRIMARY KEY (game, slug, n)
      )`);
    // Straight into the index, as the other glossary GIN indexes (migration 1764220000000).
    await q.query('CREATE INDEX rule_passages_tsv ON rule_passages USING gin (tsv) WITH (fastupdate = off)');
    await q.query(`ALTER TABLE rule_words ADD COLUMN games text[] NOT NULL DEFAULT '{}'`);
    await q.query('ALTER TABLE rule_entries ADD COLUMN title_en text');
    // The glossary is reloaded with the new columns filled: the content hash changes with the index.
    await q.query('DELETE FROM rule_content');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE rule_entries DROP COLUMN title_en');
    await q.query('ALTER TABLE rule_words DROP COLUMN games');
    await q.query('DROP TABLE rule_passages');
  }
}
