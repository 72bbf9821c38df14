import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Snapshots of folded game states (docs/ARCHITECTURE.md, Storage): server-only rows, never
 * served, so a new instance folds only the events after one. `engine` names the engine build that
 * folded the state (a snapshot of another is ignored and rebuilt from the events); `checksum` is
 * the SHA-256 of `state`, kept as text so the checksum covers exactly what was written.
 */
export class Snapshots1764500000000 implements MigrationInterface {
  name = 'Snapshots1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE snapshots (
        game_id uuid PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        version int NOT NULL CHECK (version > 0),
        engine text NOT NULL,
        state text NOT NULL,
        checksum text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE snapshots');
  }
}
