import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { AsyncQueue } from '../common/async-queue.js';
import { HolocronError } from '../common/errors/holocron.error.js';
import { actionId, canonicalJson } from '../engine/core/action-id.hash.js';
import { redactFor } from '../engine/core/event.redact.js';
import type { AnyGame, Emitted, GameAction } from '../engine/core/game.contract.js';
import { rngFor, ScriptedDieError, ScriptedRng } from '../engine/core/rng.random.js';
import { isViolation } from '../engine/core/rule-violation.error.js';
import { text } from '../engine/core/text.js';
import { seatViewer, SPECTATOR, type Viewer } from '../engine/core/visibility.view.js';
import { findGame, GAMES } from '../engine/games.registry.js';
import { EventStore } from '../event-store/event-store.service.js';
import { VersionConflictError, type StoredEvent } from '../event-store/event-store.types.js';
import type { GameEntity } from '../event-store/game.entity.js';
import { GameNotifier } from '../event-store/game-notifier.service.js';
import type {
  ActionResultModel,
  CreatedGameModel,
  EventPageModel,
  GameEventModel,
  GameInfoModel,
  GameModel,
  LegalActionsModel,
} from './game.models.js';
import type { ActionStepInput, NewGameInput, SubmitActionInput } from './game.inputs.js';
import { hashToken, newSeatToken, readBearer } from './seat-token.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Appends without an expected version are re-decided this often when another append wins. */
const RETRIES = 5;
const MAX_EVENT_PAGE = 1000;

interface Loaded {
  readonly row: GameEntity;
  readonly def: AnyGame;
  readonly state: unknown;
}

/** Folded states by game, so a request folds only the events it has not seen. */
const CACHED_GAMES = 1000;

function visible(e: StoredEvent, viewer: Viewer): GameEventModel {
  const { type, payload, redacted } = redactFor({ event: e, visibility: e.visibility, redacted: e.redacted }, viewer);
  return { gameId: e.gameId, seq: e.seq, type, payload, redacted, createdAt: e.createdAt };
}

function seatOf(viewer: Viewer): number | null {
  return viewer.kind === 'seat' ? viewer.seat : null;
}

/**
 * Adapts the engines to the service: loads a game's events, folds them,
 * asks the engine and appends what it decided. It holds no rules.
 */
@Injectable()
export class GamesService {
  private readonly log = new Logger('Games');
  /** Streams are append-only, so a folded prefix stays valid; Map order serves as LRU order. */
  private readonly folded = new Map<string, { version: number; state: unknown }>();

  constructor(
    private readonly store: EventStore,
    private readonly notifier: GameNotifier,
  ) {}

  list(): GameInfoModel[] {
    return GAMES.map((g) => ({
      id: g.id,
      title: g.title,
      players: { ...g.players },
      options: g.options.map((o) => ({ ...o })),
    }));
  }

  async create(input: NewGameInput): Promise<CreatedGameModel> {
    const def = findGame(input.game);
    if (!def) {
      const known = GAMES.map((g) => g.id).join(', ');
      throw HolocronError.of(
        'UNKNOWN_GAME',
        text(`Das Spiel ${input.game} gibt es nicht; bekannt sind: ${known}.`, `There is no game ${input.game}; known games: ${known}.`),
      );
    }
    const { min, max } = def.players;
    if (input.players < min || input.players > max) {
      throw new HolocronError(
        'INVALID_PLAYER_COUNT',
        400,
        'Invalid player count',
        text(`${def.title.de} wird zu ${min}–${max} gespielt, nicht zu ${input.players}.`, `${def.title.en} is played by ${min}–${max} players, not ${input.players}.`),
        def.setupRule,
      );
    }
    const options = def.parseOptions(input.options ?? {}, input.players);
    if (isViolation(options)) throw HolocronError.fromViolation(options);
    const seed = input.seed ?? randomBytes(32).toString('hex');
    let emitted: Emitted[];
    if (input.sandbox) {
      const dice = input.sandbox.dice ?? [];
      const faces = def.dice.flatMap((d) => d.faces.map((f) => canonicalJson(f)));
      const wrong = dice.findIndex((d) => !faces.includes(canonicalJson(d)));
      if (wrong >= 0) {
        throw HolocronError.of(
          'INVALID_SANDBOX_DICE',
          text(
            `Würfelergebnis Nr. ${wrong + 1} (${JSON.stringify(dice[wrong])}) zeigt kein Würfel dieses Spiels.`,
            `Die result no. ${wrong + 1} (${JSON.stringify(dice[wrong])}) is not a face of this game's dice.`,
          ),
        );
      }
      const result = def.sandbox(input.sandbox.position, options, input.players);
      if (isViolation(result)) throw HolocronError.fromViolation(result);
      emitted = result;
    } else {
      emitted = def.setup(options, input.players, rngFor(seed, 0));
    }
    const state = emitted.reduce((s, e) => def.evolve(s, e.event), def.initialState());
    const tokens = Array.from({ length: input.players }, () => newSeatToken());
    const id = randomUUID();
    const row = await this.store.createGame(
      {
        id,
        game: def.id,
        players: input.players,
        options: options as object,
        sandbox: Boolean(input.sandbox),
        seed,
        diceScript: input.sandbox ? (input.sandbox.dice ?? []) : null,
        status: def.outcome(state) ? 'ended' : 'active',
      },
      emitted.map((e) => ({ ...e.event, visibility: e.visibility, redacted: e.redacted })),
      tokens.map(hashToken),
    );
    return { id, game: def.id, version: row.version, sandbox: row.sandbox, seats: tokens.map((token, seat) => ({ seat, token })) };
  }

  private async load(id: string): Promise<Loaded> {
    if (!UUID.test(id)) throw HolocronError.of('GAME_NOT_FOUND');
    const cached = this.folded.get(id);
    const stream = await this.store.loadStream(id, cached?.version ?? 0);
    if (!stream) throw HolocronError.of('GAME_NOT_FOUND');
    const def = findGame(stream.game.game);
    if (!def) throw HolocronError.of('GAME_NOT_FOUND');
    if (cached && cached.version > stream.game.version) {
      // Only a database rolled back under a running service gets here: start over.
      this.folded.delete(id);
      return this.load(id);
    }
    const start = cached ? cached.state : def.initialState();
    const state = stream.events.reduce((s, e) => def.evolve(s, { type: e.type, payload: e.payload }), start);
    this.remember(id, stream.game.version, state);
    return { row: stream.game, def, state };
  }

  private remember(id: string, version: number, state: unknown): void {
    this.folded.delete(id);
    this.folded.set(id, { version, state });
    if (this.folded.size > CACHED_GAMES) this.folded.delete(this.folded.keys().next().value!);
  }

  /** Who is asking: the seat of a valid token of this game, or a spectator without one. */
  private async viewer(gameId: string, authorization: string | undefined): Promise<Viewer> {
    const bearer = readBearer(authorization);
    if (bearer.kind === 'none') return SPECTATOR;
    if (bearer.kind === 'malformed') throw HolocronError.of('TOKEN_INVALID');
    const seat = await this.store.seatForToken(hashToken(bearer.token));
    if (!seat) throw HolocronError.of('TOKEN_INVALID');
    if (seat.gameId !== gameId) throw HolocronError.of('TOKEN_FOR_OTHER_GAME');
    return seatViewer(seat.seat);
  }

  private snapshot(loaded: Loaded, viewer: Viewer): GameModel {
    const { row, def, state } = loaded;
    return {
      id: row.id,
      game: row.game,
      version: row.version,
      status: row.status,
      sandbox: row.sandbox,
      seat: seatOf(viewer),
      view: def.view(state, viewer),
      pending: def.pending(state),
      outcome: def.outcome(state),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  async get(id: string, authorization?: string): Promise<GameModel> {
    const loaded = await this.load(id);
    return this.snapshot(loaded, await this.viewer(id, authorization));
  }

  async legalActions(id: string, authorization?: string): Promise<LegalActionsModel> {
    const loaded = await this.load(id);
    const viewer = await this.viewer(id, authorization);
    const actions = viewer.kind === 'seat' ? (loaded.def.legalActions(loaded.state, viewer.seat) as GameAction[]) : [];
    return {
      version: loaded.row.version,
      seat: seatOf(viewer),
      actions: actions.map((a) => {
        const { type, ...params } = a;
        return { id: actionId(a), type, params, label: loaded.def.label(loaded.state, a) };
      }),
    };
  }

  async events(id: string, authorization: string | undefined, after = 0, limit = 100): Promise<EventPageModel> {
    if (!Number.isInteger(after) || after < 0 || !Number.isInteger(limit) || limit < 1 || limit > MAX_EVENT_PAGE) {
      throw HolocronError.of(
        'INVALID_REQUEST',
        text(`after muss eine ganze Zahl ab 0 sein, limit zwischen 1 und ${MAX_EVENT_PAGE}.`, `after must be a whole number from 0, limit from 1 to ${MAX_EVENT_PAGE}.`),
      );
    }
    const game = UUID.test(id) ? await this.store.findGame(id) : null;
    if (!game) throw HolocronError.of('GAME_NOT_FOUND');
    const viewer = await this.viewer(id, authorization);
    const events = await this.store.eventsAfter(id, after, limit);
    const last = events.length ? events[events.length - 1].seq : after;
    const version = Math.max(game.version, last);
    return { version, events: events.map((e) => visible(e, viewer)), hasMore: last < version };
  }

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
    let loaded = await this.load(id);
    const viewer = await this.viewer(id, authorization);
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
        schemaVersion: 1,
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
          { status: loaded.def.outcome(state) ? 'ended' : 'active', diceUsed },
          key === undefined ? undefined : { seat, key, requestHash, response: JSON.parse(JSON.stringify(response)) as object },
          now,
        );
        this.remember(id, version + emitted.length, state);
        return response;
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
        const answered = await replay();
        if (answered) return answered;
        if (input.expectedVersion !== undefined || attempt + 1 >= RETRIES) {
          throw HolocronError.of('VERSION_CONFLICT', undefined, { expectedVersion: version });
        }
        this.log.debug(`retrying ${id} after a concurrent append at ${version}`);
        loaded = await this.load(id);
      }
    }
  }

  /**
   * The events of a game after `after` (default: from now on), each as the
   * viewer may see it, pushed as they are committed.
   */
  async watch(id: string, authorization: string | undefined, after?: number): Promise<AsyncIterableIterator<GameEventModel>> {
    if (after !== undefined && (!Number.isInteger(after) || after < 0)) {
      throw HolocronError.of('INVALID_REQUEST', text('after muss eine ganze Zahl ab 0 sein.', 'after must be a whole number from 0.'));
    }
    const game = UUID.test(id) ? await this.store.findGame(id) : null;
    if (!game) throw HolocronError.of('GAME_NOT_FOUND');
    const viewer = await this.viewer(id, authorization);
    let seen = after ?? game.version;
    let pumping: Promise<void> = Promise.resolve();
    const queue = new AsyncQueue<GameEventModel>(() => unsubscribe());
    const pump = () => {
      pumping = pumping.then(async () => {
        for (;;) {
          const events = await this.store.eventsAfter(id, seen, MAX_EVENT_PAGE);
          for (const e of events) queue.push(visible(e, viewer));
          if (events.length) seen = events[events.length - 1].seq;
          if (events.length < MAX_EVENT_PAGE) return;
        }
      }).catch((error: unknown) => queue.fail(error));
    };
    const unsubscribe = this.notifier.subscribe(id, (version) => {
      if (version > seen) pump();
    });
    // Catch up on whatever was committed before the subscription took hold.
    pump();
    return queue;
  }
}
