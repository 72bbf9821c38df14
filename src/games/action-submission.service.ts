import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { HolocronError } from '../common/errors/holocron.error.js';
import { eventSchemaOf } from '../engine/core/events/event.upcast.js';
import { actionId, canonicalJson } from '../engine/core/action-id.hash.js';
import type { AnyGame, Emitted, GameAction } from '../engine/core/game.contract.js';
import { rngFor, ScriptedDieError, ScriptedRng } from '../engine/core/rng.random.js';
import { isViolation } from '../engine/core/rule-violation.error.js';
import { text } from '../engine/core/text.js';
import { EventStore } from '../event-store/event-store.service.js';
import { VersionConflictError } from '../event-store/event-store.types.js';
import { GameLoader, visible, type Loaded } from './game-loader.service.js';
import type { ActionResultModel } from './game.models.js';
import type { ActionStepInput, SubmitActionInput } from './game.inputs.js';

/** Appends without an expected version are re-decided this often when another append wins. */
const RETRIES = 5;

/** Submitted actions: resolved, decided by the engine, appended once, answered once per idempotency key. */
@Injectable()
export class ActionSubmission {
  private readonly log = new Logger('Actions');

  constructor(
    private readonly store: EventStore,
    private readonly loader: GameLoader,
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

  private resolve(def: AnyGame, state: unknown, seat: number, step: ActionStepInput, extra: Record<string, unknown>): GameAction {
    if (step.actionId !== undefined) {
      const found = (def.legalActions(state, seat) as GameAction[]).find((a) => actionId(a) === step.actionId);
      if (!found) {
        throw HolocronError.of(
          'ACTION_NOT_LEGAL',
          text(
            `Die Aktion ${step.actionId} ist jetzt für Platz ${seat} nicht erlaubt; aktuelle legal-actions abrufen.`,
            `Action ${step.actionId} is not allowed for seat ${seat} now; fetch the current legal actions.`,
          ),
          extra,
        );
      }
      return found;
    }
    const parsed = def.parseAction(step.action);
    if (isViolation(parsed)) throw HolocronError.fromViolation(parsed, extra);
    return parsed as GameAction;
  }

  /** Decides every step against the state the previous ones produced; all or nothing. */
  private decide(loaded: Loaded, seat: number, steps: ActionStepInput[]) {
    const { def, row } = loaded;
    let state = loaded.state;
    let version = row.version;
    let diceUsed = row.diceUsed;
    const emitted: Emitted[] = [];
    steps.forEach((step, i) => {
      const extra = steps.length > 1 ? { step: i } : {};
      const action = this.resolve(def, state, seat, step, extra);
      const seeded = rngFor(row.seed, version);
      const rng = row.diceScript ? new ScriptedRng((row.diceScript as unknown[]).slice(diceUsed), seeded) : seeded;
      let result: Emitted[] | ReturnType<AnyGame['decide']>;
      try {
        result = def.decide(state, seat, action, rng);
      } catch (error) {
        if (error instanceof ScriptedDieError) {
          throw new HolocronError(
            'SANDBOX_DIE_NOT_A_FACE',
            422,
            'Scripted die does not fit',
            text(
              `Das nächste vorgegebene Würfelergebnis ${JSON.stringify(error.value)} zeigt der Würfel ${error.dieId} nicht.`,
              `The next scripted die result ${JSON.stringify(error.value)} is not a face of die ${error.dieId}.`,
            ),
            undefined,
            extra,
          );
        }
        throw error;
      }
      if (isViolation(result)) throw HolocronError.fromViolation(result, extra);
      for (const e of result as Emitted[]) {
        state = def.evolve(state, e.event);
        emitted.push(e);
      }
      version += (result as Emitted[]).length;
      if (rng instanceof ScriptedRng) diceUsed += rng.consumed;
    });
    return { emitted, state, diceUsed };
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
    const key = input.idempotencyKey;
    const replay = async (): Promise<ActionResultModel | null> => {
      if (key === undefined) return null;
      const prior = await this.store.idempotentAnswer(id, seat, key);
      if (!prior) return null;
      if (prior.requestHash !== requestHash) throw HolocronError.of('IDEMPOTENCY_KEY_REUSED');
      return prior.response as ActionResultModel;
    };
    const first = await replay();
    if (first) return first;

    for (let attempt = 0; ; attempt++) {
      const version = loaded.row.version;
      if (input.expectedVersion !== undefined && input.expectedVersion !== version) {
        throw HolocronError.of('VERSION_CONFLICT', undefined, { expectedVersion: input.expectedVersion, currentVersion: version });
      }
      const { emitted, state, diceUsed } = this.decide(loaded, seat, steps);
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
          { status: loaded.def.outcome(state) ? 'ended' : 'active', diceUsed, schemaVersion: eventSchemaOf(loaded.def).version },
          key === undefined ? undefined : { seat, key, requestHash, response: JSON.parse(JSON.stringify(response)) as object },
          now,
        );
        this.loader.remember(id, version + emitted.length, state);
        return response;
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
        const answered = await replay();
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
