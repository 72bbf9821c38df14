import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13: a German title with its compounds split ("Gefecht Ende" for GEFECHTSENDE) is a name of
 * kind `parts`, which counts only when the query holds every part (`rules.sql.ts`).
 */
export class RulesNameParts1764650000000 implements MigrationInterface {
  name = 'RulesNameParts1764650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE rule_names DROP CONSTRAINT rule_names_kind_check');
    await q.query(`ALTER TABLE rule_names ADD CONSTRAINT rule_names_kind_check CHECK (kind IN ('title', 'alias', 'term', 'counterpart', 'path', 'parts'))`);
    // The glossary is reloaded with the new names: the content hash changes with the index.
    await q.query('DELETE FROM rule_content');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM rule_names WHERE kind = 'parts'`);
    await q.query('ALTER TABLE rule_names DROP CONSTRAINT rule_names_kind_check');
    await q.query(`ALTER TABLE rule_names ADD CONSTRAINT rule_names_kind_check CHECK (kind IN ('title', 'alias', 'term', 'counterpart', 'path'))`);
  }
}
