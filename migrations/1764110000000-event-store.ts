import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The event store: games, their append-only events, seat tokens and idempotency keys. */
export class EventStore1764110000000 implements MigrationInterface {
  name = 'EventStore1764110000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE games (
        id uuid PRIMARY KEY,
        game text NOT NULL,
        players int NOT NULL CHECK (players > 0),
        options jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('active', 'ended')),
        version int NOT NULL CHECK (version >= 0),
        sandbox boolean NOT NULL DEFAULT false,
        seed text NOT NULL,
        dice_script jsonb,
        dice_used int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE events (
        game_id uuid NOT NULL REFERENCES games (id),
        seq int NOT NULL CHECK (seq > 0),
        type text NOT NULL,
        payload jsonb NOT NULL,
        visibility jsonb NOT NULL,
        redacted jsonb,
        schema_version int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, seq)
      )`);
    // The log is append-only: history is never rewritten, not even by mistake.
    await q.query(`
      CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'events are append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
      FOR EACH ROW EXECUTE FUNCTION events_are_append_only()`);
    await q.query(`
      CREATE TABLE seat_tokens (
        token_hash text PRIMARY KEY,
        game_id uuid NOT NULL REFERENCES games (id),
        seat int NOT NULL CHECK (seat >= 0),
        UNIQUE (game_id, seat)
      )`);
    await q.query(`
      CREATE TABLE idempotency_keys (
        game_id uuid NOT NULL REFERENCES games (id),
        seat int NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        response jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, seat, key)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE idempotency_keys');
    await q.query('DROP TABLE seat_tokens');
    await q.query('DROP TABLE events');
    await q.query('DROP FUNCTION events_are_append_only');
    await q.query('DROP TABLE games');
  }
}
