import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A game's life (docs/game-life.md): a client's tag to list games by, the
 * option that opens an ended game's history, indexes for the lists and the
 * retention sweep, and the one way events may ever be deleted.
 */
export class GameLife1764410000000 implements MigrationInterface {
  name = 'GameLife1764410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE games ADD COLUMN tag text');
    await q.query('ALTER TABLE games ADD COLUMN open_history_when_ended boolean NOT NULL DEFAULT false');
    await q.query('CREATE INDEX games_tag_idx ON games (tag, created_at DESC, id) WHERE tag IS NOT NULL');
    await q.query(`CREATE INDEX games_ended_idx ON games (updated_at) WHERE status = 'ended'`);
    // Events stay append-only, except that the retention sweep may delete the events of an ended
    // game: only in a transaction that set holocron.purge_ended (SET LOCAL), and only while the
    // game's row still says ended. Updates stay refused always.
    await q.query(`
      CREATE OR REPLACE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE'
           AND current_setting('holocron.purge_ended', true) = 'on'
           AND EXISTS (SELECT 1 FROM games g WHERE g.id = OLD.game_id AND g.status = 'ended') THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'events are append-only';
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'events are append-only';
      END $$`);
    await q.query('DROP INDEX games_ended_idx');
    await q.query('DROP INDEX games_tag_idx');
    await q.query('ALTER TABLE games DROP COLUMN open_history_when_ended');
    await q.query('ALTER TABLE games DROP COLUMN tag');
  }
}
