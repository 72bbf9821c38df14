import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13, ninth pass: how players ask for an entry ("schiff kaputt", "wann darf ich angreifen")
 * is a name of kind `phrasing` (`src/rules/content/phrasings/`), weighed below the entry's own names.
 */
export class RulesPhrasings1764700000000 implements MigrationInterface {
  name = 'RulesPhrasings1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE rule_names DROP CONSTRAINT rule_names_kind_check');
    await q.query(`ALTER TABLE rule_names ADD CONSTRAINT rule_names_kind_check CHECK (kind IN ('title', 'alias', 'term', 'counterpart', 'path', 'parts', 'phrasing'))`);
    // The glossary is reloaded with the new names: the content hash changes with the index.
    await q.query('DELETE FROM rule_content');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM rule_names WHERE kind = 'phrasing'`);
    await q.query('ALTER TABLE rule_names DROP CONSTRAINT rule_names_kind_check');
    await q.query(`ALTER TABLE rule_names ADD CONSTRAINT rule_names_kind_check CHECK (kind IN ('title', 'alias', 'term', 'counterpart', 'path', 'parts'))`);
  }
}
