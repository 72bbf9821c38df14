import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { HolocronError } from '../../common/errors/holocron.error.js';
import { canonicalJson } from '../../engine/core/action-id.hash.js';
import { text } from '../../engine/core/text.js';
import { PUBLIC, type Viewer } from '../../engine/core/visibility.view.js';
import { HOLOCRON_CONFIG, type HolocronConfig } from '../../config/holocron.config.js';
import { EventStore } from '../../event-store/event-store.service.js';
import { VersionConflictError, type NewEvent } from '../../event-store/event-store.types.js';
import { advanced, GameLoader, visible, type Loaded } from '../game-loader.service.js';
import { IdempotentRequests, type Keyed } from '../idempotent.requests.js';
import { GAME_RESIGNED, WIN_CLAIMED } from '../service.events.js';
import { endingAfter, outcomeOf, sidesOf, winnersAgainst } from './game-ending.js';
import type { EndGameInput, GameEndedModel } from './game-life.models.js';

/** Ends without an expected version are re-decided this often when an action gets in first. */
const RETRIES = 5;

type Kind = 'resign' | 'claim-win';

/**
 * Ends a game that its engine has not ended: a seat resigns, or claims the
 * win over seats idle past the abandon time. Either is a public service event
 * in the stream (`GameResigned`, `WinClaimed`) that names the winners, appended
 * with the expected version and idempotency key like an action, so a replay
 * of the stream gives the same outcome and a retried request the same answer.
 */
@Injectable()
export class GameEnder {
  constructor(
    private readonly store: EventStore,
    private readonly loader: GameLoader,
    @Inject(HOLOCRON_CONFIG) private readonly config: HolocronConfig,
    private readonly keyed: IdempotentRequests,
  ) {}

  resign(id: string, authorization: string | undefined, input: EndGameInput): Promise<GameEndedModel> {
    return this.end(id, authorization, input, 'resign', (loaded, seat) => {
      const winners = winnersAgainst(sidesOf(loaded.def, loaded.row.options, loaded.row.players), [seat]);
      return { type: GAME_RESIGNED, payload: { seat, winners }, visibility: PUBLIC };
    });
  }

  claimWin(id: string, authorization: string | undefined, input: EndGameInput): Promise<GameEndedModel> {
    return this.end(id, authorization, input, 'claim-win', (loaded, seat) => {
      const sides = sidesOf(loaded.def, loaded.row.options, loaded.row.players);
      const own = sides.find((side) => side.includes(seat)) ?? [seat];
      const idleSeats = [...new Set(loaded.def.pending(loaded.state).map((p) => p.seat))].sort((a, b) => a - b);
      if (idleSeats.length === 0 || idleSeats.some((s) => own.includes(s))) {
        throw HolocronError.of('CLAIM_WIN_NOT_WAITING', undefined, { waitingFor: idleSeats });
      }
      const idleSince = loaded.row.updatedAt;
      const allowedAt = new Date(idleSince.getTime() + this.config.gameLife.abandonAfterMs);
      if (Date.now() < allowedAt.getTime()) {
        const when = allowedAt.toISOString();
        throw HolocronError.of(
          'CLAIM_WIN_TOO_EARLY',
          text(
            `Platz ${idleSeats.join(', ')} ist erst seit ${idleSince.toISOString()} am Zug; der Sieg kann ab ${when} beansprucht werden.`,
            `Seat ${idleSeats.join(', ')} has been due only since ${idleSince.toISOString()}; the win may be claimed from ${when}.`,
          ),
          { allowedAt: when, idleSince: idleSince.toISOString(), waitingFor: idleSeats },
        );
      }
      const winners = winnersAgainst(sides, idleSeats);
      return { type: WIN_CLAIMED, payload: { claimedBy: seat, idleSeats, idleSince: idleSince.toISOString(), winners }, visibility: PUBLIC };
    });
  }

  private async end(
    id: string,
    authorization: string | undefined,
    input: EndGameInput,
    kind: Kind,
    decide: (loaded: Loaded, seat: number) => NewEvent,
  ): Promise<GameEndedModel> {
    const loaded = await this.loader.load(id);
    const viewer = await this.loader.viewer(id, authorization);
    if (viewer.kind !== 'seat') throw HolocronError.of('SEAT_TOKEN_REQUIRED');
    const requestHash = createHash('sha256')
      .update(canonicalJson({ kind, expectedVersion: input.expectedVersion ?? null }))
      .digest('hex');
    // null (GraphQL clients send it for a variable left out) means no key, as undefined does.
    const key = input.idempotencyKey ?? undefined;
    if (key === undefined) return this.append(id, loaded, viewer, input, decide, undefined);
    // Loaded again under the key's lock: the request that held it may have moved the game.
    return this.keyed.run<GameEndedModel>(id, viewer.seat, key, requestHash, async (keyed) => this.append(id, await this.loader.load(id), viewer, input, decide, keyed));
  }

  private async append(
    id: string,
    start: Loaded,
    viewer: Extract<Viewer, { kind: 'seat' }>,
    input: EndGameInput,
    decide: (loaded: Loaded, seat: number) => NewEvent,
    keyed: Keyed<GameEndedModel> | undefined,
  ): Promise<GameEndedModel> {
    let loaded = start;
    for (let attempt = 0; ; attempt++) {
      const version = loaded.row.version;
      if (input.expectedVersion !== undefined && input.expectedVersion !== version) {
        throw HolocronError.of('VERSION_CONFLICT', undefined, { expectedVersion: input.expectedVersion, currentVersion: version });
      }
      if (loaded.ending || loaded.def.outcome(loaded.state)) throw HolocronError.of('GAME_ENDED', undefined, { version });
      const event = decide(loaded, viewer.seat);
      const now = new Date();
      const stored = { ...event, gameId: id, seq: version + 1, schemaVersion: 1, createdAt: now };
      const ending = endingAfter(null, event.type, event.payload);
      const response: GameEndedModel = {
        version: version + 1,
        events: [visible(stored, viewer)],
        outcome: outcomeOf(loaded.def, loaded.state, ending),
      };
      try {
        await this.store.append(id, version, [event], { status: 'ended', diceUsed: loaded.row.diceUsed }, keyed?.record(200, JSON.stringify(response)), now);
        this.loader.remember(advanced(loaded.row, { version: version + 1, status: 'ended', updatedAt: now }), loaded.state, ending);
        return response;
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
        const answered = await keyed?.replay();
        if (answered) return answered;
        if (input.expectedVersion !== undefined || attempt + 1 >= RETRIES) {
          throw HolocronError.of('VERSION_CONFLICT', undefined, { expectedVersion: version });
        }
        loaded = await this.loader.load(id);
      }
    }
  }
}
