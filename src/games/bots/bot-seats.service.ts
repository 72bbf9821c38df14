import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { HolocronError } from '../../common/errors/holocron.error.js';
import { HOLOCRON_CONFIG, type HolocronConfig } from '../../config/holocron.config.js';
import { Database } from '../../database/database.service.js';
import { seatViewer } from '../../engine/core/visibility.view.js';
import { GameNotifier } from '../../event-store/game-notifier.service.js';
import type { BotSeat } from '../../event-store/game.entity.js';
import { ActionSubmission } from '../action-submission.service.js';
import { GameLoader, type Loaded } from '../game-loader.service.js';
import { legalActionsOf } from '../games.service.js';
import { botFor } from './bot-seats.js';

/** Moves one claim may make in a row before it lets go: a bound, should a game never leave a bot's turn. */
const MOVES_PER_CLAIM = 500;
/** Games one page of a sweep looks at; the next page waits for their bots. */
const SWEEP_PAGE = 100;

const CLAIM = `INSERT INTO bot_claims (game_id, owner, expires_at) VALUES ($1::uuid, $2::text, now() + $3::int * interval '1 millisecond')
ON CONFLICT (game_id) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
WHERE bot_claims.owner = excluded.owner OR bot_claims.expires_at < now()
RETURNING owner`;
const RELEASE = 'DELETE FROM bot_claims WHERE game_id = $1::uuid AND owner = $2::text';
const WITH_BOTS = `SELECT id, version FROM games WHERE bots IS NOT NULL AND status = 'active' AND id > $1::uuid ORDER BY id LIMIT ${SWEEP_PAGE}`;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Plays the bot seats (docs/game-life.md, "Bot seats"). After every append to a game with bots
 * this instance commits or hears of (the announcement says whether the game has bots, so other
 * games' appends cost no read here), and on start and every sweep, a game whose pending seat is
 * a bot is claimed (one row per game in bot_claims, so exactly one instance acts for it; a dead
 * instance's claim runs out) and the bot moves: it sees its seat's view and legal actions only,
 * and its choice goes the way of a client's, appended at the version it decided on. A conflict
 * means someone moved first: the bot decides again on the new state.
 */
@Injectable()
export class BotSeats implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger('BotSeats');
  /** Unique per running app, so two apps in one process are two owners. */
  private readonly owner: string;
  private readonly running = new Map<string, Promise<void>>();
  /** Games poked while their bot was moving: looked at again when it is done. */
  private readonly again = new Set<string>();
  /** Versions at which a game was found owing no bot move, so the sweep skips it until it moves. */
  private readonly settled = new Map<string, number>();
  private closing = false;
  private sweeping: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly db: Database,
    private readonly notifier: GameNotifier,
    private readonly loader: GameLoader,
    private readonly submissions: ActionSubmission,
    @Inject(HOLOCRON_CONFIG) private readonly config: HolocronConfig,
  ) {
    this.owner = `${hostname()}:${process.pid}:${db.instance}`;
  }

  onApplicationBootstrap(): void {
    if (!this.config.botSeats.enabled) return;
    this.stopListening = this.notifier.onBotAppend((id) => this.poke(id));
    // Games a bot owed a move when the last instance stopped are played now, not at the next append.
    this.sweep();
    this.timer = setInterval(() => this.sweep(), this.config.botSeats.sweepMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    this.stopListening?.();
    await this.sweeping;
    await Promise.allSettled([...this.running.values()]);
  }

  /** Looks at the game soon, off the caller's path: a person's request never waits for the bot. */
  poke(id: string): void {
    if (this.closing) return;
    if (this.running.has(id)) {
      this.again.add(id);
      return;
    }
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.play(id))
      .catch((error: unknown) => this.log.warn(`bot of game ${id}: ${(error as Error).message}`))
      .finally(() => {
        this.running.delete(id);
        if (this.again.delete(id)) this.poke(id);
      });
    this.running.set(id, run);
  }

  /** Every active game with bots, a page at a time: those that moved since they last owed nothing are looked at. */
  private sweep(): void {
    if (this.sweeping || this.closing) return;
    this.sweeping = (async () => {
      try {
        const active = new Set<string>();
        for (let after = FIRST_ID; !this.closing; ) {
          const { rows } = await this.db.pool.query<{ id: string; version: number }>(WITH_BOTS, [after]);
          for (const { id, version } of rows) {
            active.add(id);
            if (this.settled.get(id) !== version) this.poke(id);
          }
          await Promise.allSettled(rows.map((r) => this.running.get(r.id)));
          if (rows.length < SWEEP_PAGE) break;
          after = rows[rows.length - 1].id;
        }
        // Ended and deleted games need no memory.
        for (const id of this.settled.keys()) if (!active.has(id)) this.settled.delete(id);
      } catch (error) {
        this.log.warn(`bot sweep failed (${(error as Error).message}); trying again in ${this.config.botSeats.sweepMs} ms`);
      } finally {
        this.sweeping = null;
      }
    })();
  }

  /** The bot seat the game waits for, if any. */
  private owed(loaded: Loaded): BotSeat | null {
    if (loaded.row.status !== 'active' || loaded.ending || !loaded.row.bots) return null;
    return loaded.row.bots.find((b) => loaded.def.legalActions(loaded.state, b.seat).length > 0) ?? null;
  }

  private async claim(id: string): Promise<boolean> {
    const { rows } = await this.db.pool.query(CLAIM, [id, this.owner, this.config.botSeats.claimMs]);
    return rows.length === 1;
  }

  private async play(id: string): Promise<void> {
    let loaded = await this.loader.load(id);
    if (!this.owed(loaded)) {
      this.settled.set(id, loaded.row.version);
      return;
    }
    if (!(await this.claim(id))) return;
    try {
      // The fold read after the claim: another instance may have moved up to the moment it let go.
      loaded = await this.loader.load(id);
      for (let moves = 0; moves < MOVES_PER_CLAIM && !this.closing; moves++) {
        const seat = this.owed(loaded);
        if (!seat) {
          this.settled.set(id, loaded.row.version);
          return;
        }
        try {
          await this.move(id, loaded, seat);
        } catch (error) {
          if (!(error instanceof HolocronError)) throw error;
          // A refusal of a move chosen among the legal actions is a bug: logged once, tried again only once the game moved.
          this.log.error(`bot ${seat.bot} on seat ${seat.seat} of game ${id} was refused at version ${loaded.row.version}: ${error.code}`);
          this.settled.set(id, loaded.row.version);
          return;
        }
        // Renewed with every move; lost (it ran out and another instance took it): stop.
        if (!(await this.claim(id))) return;
        loaded = await this.loader.load(id);
      }
    } finally {
      await this.db.pool.query(RELEASE, [id, this.owner]).catch(() => undefined);
    }
  }

  /** One move from the seat's view and legal actions only, appended at the version it was decided on. */
  private async move(id: string, loaded: Loaded, seat: BotSeat): Promise<void> {
    const version = loaded.row.version;
    const bot = botFor(seat, loaded.def.id, id, version);
    const choice = bot.choose({
      game: loaded.def.id,
      seat: seat.seat,
      view: loaded.def.view(loaded.state, seatViewer(seat.seat)),
      actions: legalActionsOf(loaded, seat.seat),
    });
    try {
      await this.submissions.submitAsBot(id, seat.seat, { actionId: choice.id, expectedVersion: version });
    } catch (error) {
      // Someone moved first (a person in a decision taken together, or a resignation): decide again.
      if (error instanceof HolocronError && error.code === 'VERSION_CONFLICT') return;
      throw error;
    }
  }
}
