import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13, fourteenth pass: how likely a query is as a player's way of asking for an entry, from
 * all its names and phrasings at once (`AskedRow` in `src/rules/search/entry.index.ts`): a weight
 * per entry and lexeme, and per entry what a query word it lacks costs.
 */
export class RulesAsked1764800000000 implements MigrationInterface {
  name = 'RulesAsked1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE rule_entries ADD COLUMN asked_prior float8 NOT NULL DEFAULT 0');
    await q.query(`
      CREATE TABLE rule_asked (
        game text NOT NULL,
        slug text NOT NULL,
        lexeme text NOT NULL,
        weight float8 NOT NULL CHECK (weight > 0),
        FOREIGN KEY (game, slug) REFERENCES rule_entries (game, slug) ON DELETE CASCADE,
        PRIMARY KEY (game, slug, lexeme)
      )`);
    await q.query('CREATE INDEX rule_asked_lexeme ON rule_asked (lexeme)');
    // The glossary is reloaded with the new rows: the content hash changes with the index.
    await q.query('DELETE FROM rule_content');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE rule_asked');
    await q.query('ALTER TABLE rule_entries DROP COLUMN asked_prior');
  }
}
