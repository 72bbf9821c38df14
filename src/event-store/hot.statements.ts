/**
 * The statements of the submission path (docs/ARCHITECTURE.md, Storage), sent as named prepared
 * statements straight through node-postgres: one round trip each, parsed and planned once per
 * connection. Every one of them filters on the game id, the column a distributed Postgres would
 * shard by (test/hot-statements.e2e-spec.ts checks it).
 */
export interface HotStatement {
  readonly name: string;
  readonly text: string;
}

/**
 * Several games' rows, each with its events after the seq paired with it (`$1` ids, `$2` seqs),
 * in request order (`n`, from 1) and seq order: one statement, so one snapshot. The reads of one
 * event-loop turn go together (StreamReads), one round trip and one executor start for all.
 */
export const READ_STREAMS: HotStatement = {
  name: 'holocron_read_streams',
  text: `SELECT q.n::int AS n, g.id, g.game, g.players, g.options, g.status, g.version, g.sandbox, g.seed, g.dice_script, g.dice_used,
       g.shuffle_script, g.shuffles_used, g.tag, g.open_history_when_ended, g.bots, g.created_at, g.updated_at,
       e.seq, e.type, e.payload, e.visibility, e.redacted, e.schema_version, e.created_at AS event_created_at
FROM unnest($1::uuid[], $2::int[]) WITH ORDINALITY AS q(id, after, n)
JOIN games g ON g.id = q.id
LEFT JOIN events e ON e.game_id = g.id AND e.seq > q.after
ORDER BY q.n, e.seq`,
};

/**
 * A game read by an instance that has not folded it: the games row, the snapshot of engine build
 * `$2` if there is one (its text only on the first row), and the events after it. One statement,
 * so one snapshot of the database.
 */
export const READ_COLD: HotStatement = {
  name: 'holocron_read_cold',
  text: `SELECT g.id, g.game, g.players, g.options, g.status, g.version, g.sandbox, g.seed, g.dice_script, g.dice_used,
       g.shuffle_script, g.shuffles_used, g.tag, g.open_history_when_ended, g.bots, g.created_at, g.updated_at,
       s.version AS snapshot_version, s.checksum AS snapshot_checksum,
       CASE WHEN e.seq IS NULL OR e.seq = s.version + 1 THEN s.state END AS snapshot_state,
       e.seq, e.type, e.payload, e.visibility, e.redacted, e.schema_version, e.created_at AS event_created_at
FROM games g
LEFT JOIN snapshots s ON s.game_id = g.id AND s.engine = $2
LEFT JOIN events e ON e.game_id = g.id AND e.seq > COALESCE(s.version, 0)
WHERE g.id = $1
ORDER BY e.seq`,
};

/**
 * Keeps a game's snapshot: replaces one of another engine build, an older one, or (`$6`) one
 * found corrupt.
 */
export const SAVE_SNAPSHOT: HotStatement = {
  name: 'holocron_save_snapshot',
  text: `INSERT INTO snapshots (game_id, version, engine, state, checksum, created_at)
VALUES ($1::uuid, $2::int, $3::text, $4::text, $5::text, now())
ON CONFLICT (game_id) DO UPDATE SET version = excluded.version, engine = excluded.engine, state = excluded.state,
  checksum = excluded.checksum, created_at = excluded.created_at
WHERE snapshots.engine <> excluded.engine OR snapshots.version < excluded.version OR $6::boolean`,
};

/**
 * The whole append in one statement, so in one transaction: moves the games row from the
 * expected version (`$2`) to the new one, inserts the events (`$9`, a JSON array) at the seqs
 * after it, and stores the idempotent answer, replacing an expired row of its key. When the row
 * was not at the expected version nothing is written (`moved` = 0); a live row of the key, or an
 * event already at one of the seqs, fails the statement with a unique violation. `bots` says
 * whether the game has bot seats, for the append's announcement (GameNotifier.committed).
 */
export const APPEND: HotStatement = {
  name: 'holocron_append',
  text: `WITH head AS (
  UPDATE games SET version = $3::int, status = $4::text, dice_used = $5::int, shuffles_used = COALESCE($6::int, shuffles_used),
         dice_script = CASE WHEN $7::boolean THEN $8::jsonb ELSE dice_script END, updated_at = $10::timestamptz
  WHERE id = $1::uuid AND version = $2::int
  RETURNING id, bots IS NOT NULL AS bots
), appended AS (
  INSERT INTO events (game_id, seq, type, payload, visibility, redacted, schema_version, created_at)
  SELECT head.id, $2::int + e.n::int, e.value->>'type', e.value->'payload', e.value->'visibility', NULLIF(e.value->'redacted', 'null'::jsonb), $11::int, $10::timestamptz
  FROM head, jsonb_array_elements($9::jsonb) WITH ORDINALITY AS e(value, n)
  RETURNING seq
), expired AS (
  DELETE FROM idempotency_keys k USING head
  WHERE $12::text IS NOT NULL AND k.game_id = head.id AND k.seat = $13::int AND k.key = $12::text AND k.created_at < $14::timestamptz
  RETURNING 1
), keyed AS (
  INSERT INTO idempotency_keys (game_id, seat, key, request_hash, status, body, response, created_at)
  SELECT head.id, $13::int, $12::text, $15::text, $16::int, $17::text, $17::text::jsonb, $10::timestamptz
  FROM head, (SELECT count(*) FROM expired) AS gone
  WHERE $12::text IS NOT NULL
  RETURNING 1
)
SELECT (SELECT count(*) FROM head)::int AS moved, (SELECT count(*) FROM appended)::int AS appended, (SELECT count(*) FROM keyed)::int AS keyed,
  COALESCE((SELECT bots FROM head), false) AS bots`,
};

/**
 * The unkeyed appends of one event-loop turn (TurnBatch), each to another game, in one statement,
 * so one transaction and one commit: like APPEND without the idempotent answer, for each
 * position `n` of the arrays. The rows are locked in id order first, so two such statements
 * meeting on the same games wait for each other instead of deadlocking. The result has a row
 * for each append that moved its game (with its `n`); one whose game was not at its expected
 * version wrote nothing.
 */
export const APPENDS: HotStatement = {
  name: 'holocron_appends',
  text: `WITH q AS (
  SELECT * FROM unnest($1::uuid[], $2::int[], $3::int[], $4::text[], $5::int[], $6::int[], $7::boolean[], $8::text[], $9::text[], $10::timestamptz[], $11::int[])
    WITH ORDINALITY AS q(id, expected, version, status, dice_used, shuffles_used, has_script, script, events, at, schema_version, n)
), locked AS (
  SELECT g.id FROM games g JOIN q ON g.id = q.id AND g.version = q.expected ORDER BY g.id FOR UPDATE OF g
), head AS (
  UPDATE games g SET version = q.version, status = q.status, dice_used = q.dice_used, shuffles_used = COALESCE(q.shuffles_used, g.shuffles_used),
         dice_script = CASE WHEN q.has_script THEN q.script::jsonb ELSE g.dice_script END, updated_at = q.at
  FROM q
  WHERE g.id = q.id AND g.version = q.expected AND g.id IN (SELECT id FROM locked)
  RETURNING q.n, g.id, q.expected, q.events, q.at, q.schema_version, g.bots IS NOT NULL AS bots
), appended AS (
  INSERT INTO events (game_id, seq, type, payload, visibility, redacted, schema_version, created_at)
  SELECT head.id, head.expected + e.k::int, e.value->>'type', e.value->'payload', e.value->'visibility', NULLIF(e.value->'redacted', 'null'::jsonb), head.schema_version, head.at
  FROM head, jsonb_array_elements(head.events::jsonb) WITH ORDINALITY AS e(value, k)
  RETURNING 1
)
SELECT head.n::int AS n, head.bots, (SELECT count(*) FROM appended)::int AS appended FROM head`,
};

/** Which seat of which game a token hash belongs to. */
export const SEAT_FOR_TOKEN: HotStatement = {
  name: 'holocron_seat_for_token',
  text: 'SELECT game_id, seat FROM seat_tokens WHERE token_hash = $1',
};

/** The versions of games with subscribers: the live updates' catch-up (GameNotifier). */
export const VERSIONS: HotStatement = {
  name: 'holocron_versions',
  text: 'SELECT id, version FROM games WHERE id = ANY($1::uuid[])',
};

/** The statements whose every run must name the game it is about (SEAT_FOR_TOKEN is answered from memory once a token was seen). */
export const PER_GAME_STATEMENTS: readonly HotStatement[] = [READ_STREAMS, READ_COLD, APPEND, APPENDS, SAVE_SNAPSHOT, VERSIONS];
