import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Server-side bot seats (docs/game-life.md, "Bot seats"): which seats of a game a bot plays,
 * an index for the games a bot may owe a move (read on start and by the sweep), and the claim
 * row by which exactly one instance acts for a game's bots at a time.
 */
export class BotSeats1764600000000 implements MigrationInterface {
  name = 'BotSeats1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE games ADD COLUMN bots jsonb');
    await q.query(`CREATE INDEX games_active_bots_idx ON games (id) WHERE bots IS NOT NULL AND status = 'active'`);
    await q.query(`
      CREATE TABLE bot_claims (
        game_id uuid PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        owner text NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE bot_claims');
    await q.query('DROP INDEX games_active_bots_idx');
    await q.query('ALTER TABLE games DROP COLUMN bots');
  }
}
