import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { HolocronError } from '../common/errors/holocron.error.js';
import { canonicalJson } from '../engine/core/action-id.hash.js';
import { eventSchemaOf } from '../engine/core/events/event.upcast.js';
import type { ScriptedShuffleSpec } from '../engine/core/sandbox.script.js';
import { HOLOCRON_CONFIG, type HolocronConfig } from '../config/holocron.config.js';
import type { Text } from '../engine/core/text.js';
import { EventStore } from '../event-store/event-store.service.js';
import { VersionConflictError, type IdempotentRecord } from '../event-store/event-store.types.js';
import type { IdempotencyKeyEntity } from '../event-store/idempotency-key.entity.js';
import type { Viewer } from '../engine/core/visibility.view.js';
import { decideBatch } from './batch.decide.js';
import { GameLoader, visible, type Loaded } from './game-loader.service.js';
import { IdempotencyLocks } from './idempotency.locks.js';
import type { ActionResultModel } from './game.models.js';
import type { ActionStepInput, SubmitActionInput } from './game.inputs.js';

/** Appends without an expected version are re-decided this often when another append wins. */
const RETRIES = 5;

/** A rule refusal as kept with its idempotency key: everything needed to answer it again alike. */
interface StoredRefusal {
  readonly code: string;
  readonly status: number;
  readonly title: string;
  readonly messages: Text;
  readonly rule?: string;
  readonly extra: Record<string, unknown>;
}

/**
 * Submitted actions: resolved, decided by the engine, appended once, answered once per
 * idempotency key (docs/security.md, "Idempotency").
 */
@Injectable()
export class ActionSubmission {
  private readonly log = new Logger('Actions');

  constructor(
    private readonly store: EventStore,
    private readonly loader: GameLoader,
    private readonly locks: IdempotencyLocks,
    @Inject(HOLOCRON_CONFIG) private readonly config: HolocronConfig,
  ) {}

  private steps(input: SubmitActionInput): ActionStepInput[] {
    const forms = [input.action !== undefined, input.actionId !== undefined, input.steps !== undefined].filter(Boolean).length;
    if (forms !== 1) throw HolocronError.of('ACTION_REQUIRED');
    if (input.steps) {
      const bad = input.steps.findIndex((s) => (s.action === undefined) === (s.actionId === undefined));
      if (bad >= 0) throw HolocronError.of('ACTION_REQUIRED', undefined, { step: bad });
      return input.steps;
    }
    return [{ action: input.action, actionId: input.actionId }];
  }

  /** A stored answer, as it was first given: the success's exact JSON, or the refusal thrown again. */
  private answerOf(row: IdempotencyKeyEntity): ActionResultModel {
    if (row.status === 422) {
      const r = JSON.parse(row.body!) as StoredRefusal;
      throw new HolocronError(r.code, r.status, r.title, r.messages, r.rule, r.extra);
    }
    // Parsed from the text the first answer was serialised to, so it serialises to the same bytes;
    // event times become Dates again, as GraphQL's DateTime wants them (their ISO text is the same).
    const answer = (row.body === null ? row.response : JSON.parse(row.body)) as ActionResultModel;
    return { ...answer, events: answer.events.map((e) => ({ ...e, createdAt: new Date(e.createdAt) })) };
  }

  async submit(id: string, authorization: string | undefined, input: SubmitActionInput): Promise<ActionResultModel> {
    const steps = this.steps(input);
    let loaded = await this.loader.load(id);
    const viewer = await this.loader.viewer(id, authorization);
    if (viewer.kind !== 'seat') throw HolocronError.of('SEAT_TOKEN_REQUIRED');
    const seat = viewer.seat;
    const requestHash = createHash('sha256')
      .update(canonicalJson({ steps, expectedVersion: input.expectedVersion ?? null }))
      .digest('hex');
    // null (GraphQL clients send it for a variable left out) means no key, as undefined does.
    const key = input.idempotencyKey ?? undefined;
    if (key === undefined) return this.decideAndAppend(id, loaded, viewer, steps, input, undefined);

    const ttl = this.config.limits.idempotencyTtlMs;
    const replay = async (): Promise<ActionResultModel | null> => {
      const prior = await this.store.idempotentAnswer(id, seat, key, new Date(Date.now() - ttl));
      if (!prior) return null;
      if (prior.requestHash !== requestHash) throw HolocronError.of('IDEMPOTENCY_KEY_REUSED');
      return this.answerOf(prior);
    };
    const first = await replay();
    if (first) return first;
    if (!(await this.locks.acquire(id, seat, key))) throw HolocronError.of('IDEMPOTENCY_KEY_IN_USE');
    try {
      // The request that held the key may have finished between the look-up and the lock.
      const finished = await replay();
      if (finished) return finished;
      loaded = await this.loader.load(id);
      const record = (status: 200 | 422, body: string): IdempotentRecord => ({
        seat,
        key,
        requestHash,
        status,
        body,
        expiredBefore: new Date(Date.now() - ttl),
      });
      try {
        return await this.decideAndAppend(id, loaded, viewer, steps, input, { record, replay });
      } catch (error) {
        // A rule refusal is the answer to this request, and stays it; malformed input (400),
        // conflicts (409) and failures (5xx) are not kept, so a corrected or later retry runs anew.
        if (!(error instanceof HolocronError) || error.status !== 422 || error.code === 'IDEMPOTENCY_KEY_REUSED') throw error;
        const refusal: StoredRefusal = {
          code: error.code,
          status: error.status,
          title: error.title,
          messages: error.messages,
          rule: error.rule,
          extra: error.extra,
        };
        if (await this.store.storeRefusal(id, record(422, JSON.stringify(refusal)))) throw error;
        const stored = await replay();
        if (stored) return stored;
        throw error;
      }
    } finally {
      await this.locks.release(id, seat, key);
    }
  }

  private async decideAndAppend(
    id: string,
    loaded: Loaded,
    viewer: Viewer,
    steps: ActionStepInput[],
    input: SubmitActionInput,
    idempotent: { record: (status: 200, body: string) => IdempotentRecord; replay: () => Promise<ActionResultModel | null> } | undefined,
  ): Promise<ActionResultModel> {
    const seat = (viewer as Extract<Viewer, { kind: 'seat' }>).seat;
    for (let attempt = 0; ; attempt++) {
      const version = loaded.row.version;
      if (loaded.ending) throw HolocronError.of('GAME_ENDED', undefined, { version });
      if (input.expectedVersion !== undefined && input.expectedVersion !== version) {
        throw HolocronError.of('VERSION_CONFLICT', undefined, { expectedVersion: input.expectedVersion, currentVersion: version });
      }
      const { emitted, state, diceUsed, shufflesUsed } = decideBatch(
        {
          def: loaded.def,
          state: loaded.state,
          version,
          seed: loaded.row.seed,
          diceScript: loaded.row.sandbox ? ((loaded.row.diceScript ?? []) as unknown[]) : null,
          diceUsed: loaded.row.diceUsed,
          shuffles: ((loaded.row.shuffleScript ?? []) as ScriptedShuffleSpec[]).map((s) => s.order),
          shufflesUsed: loaded.row.shufflesUsed,
        },
        seat,
        steps,
      );
      const now = new Date();
      const newEvents = emitted.map((e, i) => ({
        ...e.event,
        visibility: e.visibility,
        redacted: e.redacted,
        gameId: id,
        seq: version + i + 1,
        schemaVersion: eventSchemaOf(loaded.def).version,
        createdAt: now,
      }));
      const response: ActionResultModel = {
        version: version + emitted.length,
        events: newEvents.map((e) => visible(e, viewer)),
        view: loaded.def.view(state, viewer),
      };
      try {
        await this.store.append(
          id,
          version,
          emitted.map((e) => ({ ...e.event, visibility: e.visibility, redacted: e.redacted })),
          { status: loaded.def.outcome(state) ? 'ended' : 'active', diceUsed, shufflesUsed, schemaVersion: eventSchemaOf(loaded.def).version },
          idempotent?.record(200, JSON.stringify(response)),
          now,
        );
        this.loader.remember(id, version + emitted.length, state);
        return response;
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
        const answered = await idempotent?.replay();
        if (answered) return answered;
        if (input.expectedVersion !== undefined || attempt + 1 >= RETRIES) {
          throw HolocronError.of('VERSION_CONFLICT', undefined, { expectedVersion: version });
        }
        this.log.debug(`retrying ${id} after a concurrent append at ${version}`);
        loaded = await this.loader.load(id);
      }
    }
  }
}
