import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sandbox games may script shuffles as well as dice: the script and how much of it was used. */
export class SandboxShuffles1764300000000 implements MigrationInterface {
  name = 'SandboxShuffles1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE games ADD COLUMN shuffle_script jsonb');
    await q.query('ALTER TABLE games ADD COLUMN shuffles_used int NOT NULL DEFAULT 0');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE games DROP COLUMN shuffles_used');
    await q.query('ALTER TABLE games DROP COLUMN shuffle_script');
  }
}
