import { Inject, Injectable } from '@nestjs/common';
import { HolocronError } from '../common/errors/holocron.error.js';
import { HOLOCRON_CONFIG, type HolocronConfig } from '../config/holocron.config.js';
import type { Text } from '../engine/core/text.js';
import { EventStore } from '../event-store/event-store.service.js';
import type { IdempotentRecord } from '../event-store/event-store.types.js';
import type { IdempotencyKeyEntity } from '../event-store/idempotency-key.entity.js';
import { IdempotencyLocks } from './idempotency.locks.js';

/** A rule refusal as kept with its idempotency key: everything needed to answer it again alike. */
interface StoredRefusal {
  readonly code: string;
  readonly status: number;
  readonly title: string;
  readonly messages: Text;
  readonly rule?: string;
  readonly extra: Record<string, unknown>;
}

/** An answer that carries the events it appended (their times are Dates for GraphQL). */
export interface AppendAnswer {
  readonly events: readonly { readonly createdAt: Date | string }[];
}

/** What a keyed request's work gets: the record to append with its success, and a look-up for a conflict. */
export interface Keyed<T> {
  readonly record: (status: 200, body: string) => IdempotentRecord;
  readonly replay: () => Promise<T | null>;
}

/**
 * One keyed request, as the IETF Idempotency-Key draft sets it out (docs/security.md,
 * "Idempotency"): a stored answer is replayed byte for byte, the same key with another
 * request is 422 `IDEMPOTENCY_KEY_REUSED`, a second request while the first runs is 409
 * `IDEMPOTENCY_KEY_IN_USE`, rule refusals (422) are kept with the key, everything else
 * (400, 409, 5xx) is not. Actions and a game's end (resign, claim-win) share it.
 */
@Injectable()
export class IdempotentRequests {
  constructor(
    private readonly store: EventStore,
    private readonly locks: IdempotencyLocks,
    @Inject(HOLOCRON_CONFIG) private readonly config: HolocronConfig,
  ) {}

  async run<T extends AppendAnswer>(gameId: string, seat: number, key: string, requestHash: string, work: (keyed: Keyed<T>) => Promise<T>): Promise<T> {
    const ttl = this.config.limits.idempotencyTtlMs;
    const replay = async (): Promise<T | null> => {
      const prior = await this.store.idempotentAnswer(gameId, seat, key, new Date(Date.now() - ttl));
      if (!prior) return null;
      if (prior.requestHash !== requestHash) throw HolocronError.of('IDEMPOTENCY_KEY_REUSED');
      return answerOf<T>(prior);
    };
    const first = await replay();
    if (first) return first;
    if (!(await this.locks.acquire(gameId, seat, key))) throw HolocronError.of('IDEMPOTENCY_KEY_IN_USE');
    try {
      // The request that held the key may have finished between the look-up and the lock.
      const finished = await replay();
      if (finished) return finished;
      const record = (status: 200 | 422, body: string): IdempotentRecord => ({ seat, key, requestHash, status, body, expiredBefore: new Date(Date.now() - ttl) });
      try {
        return await work({ record, replay });
      } catch (error) {
        // A rule refusal is the answer to this request, and stays it; malformed input (400),
        // conflicts (409) and failures (5xx) are not kept, so a corrected or later retry runs anew.
        if (!(error instanceof HolocronError) || error.status !== 422 || error.code === 'IDEMPOTENCY_KEY_REUSED') throw error;
        const refusal: StoredRefusal = { code: error.code, status: error.status, title: error.title, messages: error.messages, rule: error.rule, extra: error.extra };
        if (await this.store.storeRefusal(gameId, record(422, JSON.stringify(refusal)))) throw error;
        const stored = await replay();
        if (stored) return stored;
        throw error;
      }
    } finally {
      await this.locks.release(gameId, seat, key);
    }
  }
}

/** A stored answer, as it was first given: the success's exact JSON, or the refusal thrown again. */
function answerOf<T extends AppendAnswer>(row: IdempotencyKeyEntity): T {
  if (row.status === 422) {
    const r = JSON.parse(row.body!) as StoredRefusal;
    throw new HolocronError(r.code, r.status, r.title, r.messages, r.rule, r.extra);
  }
  // Parsed from the text the first answer was serialised to, so it serialises to the same bytes;
  // event times become Dates again, as GraphQL's DateTime wants them (their ISO text is the same).
  const answer = (row.body === null ? row.response : JSON.parse(row.body)) as T;
  return { ...answer, events: answer.events.map((e) => ({ ...e, createdAt: new Date(e.createdAt) })) };
}
