import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The glossary's GIN indexes take entries straight into the index. With the default fast update,
 * the whole glossary (written at once after the index exists) sat in the pending list, which
 * every search read through: 0.45 ms against 0.05 ms per body lookup.
 */
export class RulesGinDirect1764220000000 implements MigrationInterface {
  name = 'RulesGinDirect1764220000000';

  private static readonly INDEXES = ['rule_entries_body_tsv', 'rule_entries_parent_tsv', 'rule_names_tsv'];

  async up(q: QueryRunner): Promise<void> {
    for (const index of RulesGinDirect1764220000000.INDEXES) {
      await q.query(`ALTER INDEX ${index} SET (fastupdate = off)`);
      await q.query(`SELECT gin_clean_pending_list('${index}'::regclass)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of RulesGinDirect1764220000000.INDEXES) await q.query(`ALTER INDEX ${index} RESET (fastupdate)`);
  }
}
