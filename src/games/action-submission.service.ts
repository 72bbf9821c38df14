import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { HolocronError } from '../common/errors/holocron.error.js';
import { canonicalJson } from '../engine/core/action-id.hash.js';
import { eventSchemaOf } from '../engine/core/events/event.upcast.js';
import type { ScriptedShuffleSpec } from '../engine/core/sandbox.script.js';
import { EventStore } from '../event-store/event-store.service.js';
import { VersionConflictError } from '../event-store/event-store.types.js';
import type { Viewer } from '../engine/core/visibility.view.js';
import { decideBatch } from './batch.decide.js';
import { advanced, GameLoader, visible, type Loaded } from './game-loader.service.js';
import { IdempotentRequests, type Keyed } from './idempotent.requests.js';
import { RESULT_GAME, type ActionResultModel } from './game.models.js';
import type { ActionStepInput, SubmitActionInput } from './game.inputs.js';
import { machineForm } from './typed/action-input.input.js';

/** A form given as null counts as left out (IsOptional lets null through), so `{typed: null}` is ACTION_REQUIRED, not a crash. */
const formsOf = (s: ActionStepInput) => [s.action, s.actionId, s.typed].filter((f) => f !== undefined && f !== null).length;

/** A step in the forms the games decide: a typed action becomes its machine form, so ids, hashes and keys treat both alike. */
const untyped = (s: ActionStepInput, step?: number): ActionStepInput =>
  s.typed !== undefined && s.typed !== null ? { action: machineForm(s.typed, step) } : { action: s.action, actionId: s.actionId };

/** Appends without an expected version are re-decided this often when another append wins. */
const RETRIES = 5;

/** What a key's request asked for, so a reuse with another body is told apart (hashed only for keyed requests). */
function requestHash(steps: ActionStepInput[], input: SubmitActionInput): string {
  return createHash('sha256')
    .update(canonicalJson({ steps, expectedVersion: input.expectedVersion ?? null }))
    .digest('hex');
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
    private readonly keyed: IdempotentRequests,
  ) {}

  private steps(input: SubmitActionInput): ActionStepInput[] {
    if (formsOf(input) + (input.steps !== undefined ? 1 : 0) !== 1) throw HolocronError.of('ACTION_REQUIRED');
    if (input.steps) {
      const bad = input.steps.findIndex((s) => formsOf(s) !== 1);
      if (bad >= 0) throw HolocronError.of('ACTION_REQUIRED', undefined, { step: bad });
      return input.steps.map((s, i) => untyped(s, i));
    }
    return [untyped(input)];
  }

  async submit(id: string, authorization: string | undefined, input: SubmitActionInput): Promise<ActionResultModel> {
    const steps = this.steps(input);
    const loaded = await this.current(id, input.expectedVersion);
    const viewer = await this.loader.viewer(id, authorization);
    if (viewer.kind !== 'seat') throw HolocronError.of('SEAT_TOKEN_REQUIRED');
    return this.submitFor(id, viewer, loaded, steps, input);
  }

  /**
   * A move of a bot seat the service plays (src/games/bots): the same decision and append as a
   * client's, without a token, since a bot's seat has none.
   */
  async submitAsBot(id: string, seat: number, input: SubmitActionInput): Promise<ActionResultModel> {
    const steps = this.steps(input);
    return this.submitFor(id, { kind: 'seat', seat }, await this.current(id, input.expectedVersion), steps, input);
  }

  private async submitFor(
    id: string,
    viewer: Extract<Viewer, { kind: 'seat' }>,
    loaded: Loaded & { fresh: boolean },
    steps: ActionStepInput[],
    input: SubmitActionInput,
  ): Promise<ActionResultModel> {
    // null (GraphQL clients send it for a variable left out) means no key, as undefined does.
    const key = input.idempotencyKey ?? undefined;
    const answer =
      key === undefined
        ? await this.decideAndAppend(id, loaded, viewer, steps, input, undefined)
        : // Taken again under the key's lock: the request that held it may have moved the game.
          await this.keyed.run<ActionResultModel>(id, viewer.seat, key, requestHash(steps, input), async (idempotent) =>
            this.decideAndAppend(id, await this.current(id, input.expectedVersion), viewer, steps, input, idempotent),
          );
    // Set here, after a replay too: a replayed answer is parsed from JSON, which does not keep it.
    return { ...answer, [RESULT_GAME]: loaded.row.game };
  }

  /**
   * The fold to decide on: this instance's cached one, read from the database only when there is
   * none or the client has seen a later version. A cached fold may be behind (another instance
   * appended): its append then meets a conflict, and its refusals are checked on a fresh read.
   */
  private async current(id: string, expectedVersion: number | undefined): Promise<Loaded & { fresh: boolean }> {
    const cached = this.loader.cached(id);
    if (cached && (expectedVersion === undefined || expectedVersion <= cached.row.version)) return { ...cached, fresh: false };
    return { ...(await this.loader.load(id)), fresh: true };
  }

  /** The engine's decision on `loaded`, or the refusal: the game ended, another version expected, a rule. */
  private decide(loaded: Loaded, seat: number, steps: ActionStepInput[], input: SubmitActionInput): ReturnType<typeof decideBatch> {
    const version = loaded.row.version;
    if (loaded.ending) throw HolocronError.of('GAME_ENDED', undefined, { version });
    if (input.expectedVersion !== undefined && input.expectedVersion !== version) {
      throw HolocronError.of('VERSION_CONFLICT', undefined, { expectedVersion: input.expectedVersion, currentVersion: version });
    }
    return decideBatch(
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
  }

  private async decideAndAppend(
    id: string,
    start: Loaded & { fresh: boolean },
    viewer: Viewer,
    steps: ActionStepInput[],
    input: SubmitActionInput,
    idempotent: Keyed<ActionResultModel> | undefined,
  ): Promise<ActionResultModel> {
    const seat = (viewer as Extract<Viewer, { kind: 'seat' }>).seat;
    let { fresh, ...loaded } = start;
    for (let attempt = 0; ; attempt++) {
      let decided: ReturnType<typeof decideBatch>;
      try {
        decided = this.decide(loaded, seat, steps, input);
      } catch (error) {
        // A refusal stands only if the game really is where the fold says; the fresh read is no extra attempt.
        if (fresh || !(error instanceof HolocronError)) throw error;
        loaded = await this.loader.load(id);
        fresh = true;
        attempt--;
        continue;
      }
      const version = loaded.row.version;
      const { emitted, state, diceUsed, shufflesUsed } = decided;
      const status = loaded.def.outcome(state) ? 'ended' : 'active';
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
          { status, diceUsed, shufflesUsed, schemaVersion: eventSchemaOf(loaded.def).version },
          idempotent?.record(200, JSON.stringify(response)),
          now,
        );
        this.loader.remember(
          advanced(loaded.row, { version: version + emitted.length, status, diceUsed, shufflesUsed, updatedAt: now }),
          state,
        );
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
        fresh = true;
      }
    }
  }
}
