import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency as the IETF Idempotency-Key draft sets it out (docs/security.md, "Idempotency"):
 * a key keeps a refusal (422) as well as a success, so `status`; the answer is replayed byte for
 * byte, which jsonb (it reorders keys) cannot give, so `body` keeps the exact JSON text; keys
 * expire, so `created_at` is indexed for the purge. Only adds: `response` stays for instances of
 * the version before, and is still written.
 */
export class IdempotencyReplay1764300000000 implements MigrationInterface {
  name = 'IdempotencyReplay1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE idempotency_keys ADD COLUMN status int NOT NULL DEFAULT 200 CHECK (status IN (200, 422))`);
    await q.query(`ALTER TABLE idempotency_keys ADD COLUMN body text`);
    await q.query(`CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX idempotency_keys_created_at');
    await q.query('ALTER TABLE idempotency_keys DROP COLUMN body');
    await q.query('ALTER TABLE idempotency_keys DROP COLUMN status');
  }
}
