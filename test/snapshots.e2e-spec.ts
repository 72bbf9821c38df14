import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { jest } from '@jest/globals';
import { Database } from '../src/database/database.service.js';
import { randomPlayout } from '../src/engine/core/playout.testkit.js';
import { findGame } from '../src/engine/games.registry.js';
import { EventStore } from '../src/event-store/event-store.service.js';
import { decodeFold, ENGINE_VERSION, SNAPSHOT_EVERY } from '../src/games/fold.snapshot.js';
import { GameLoader } from '../src/games/game-loader.service.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';

const rebels = findGame('rebels-attack')!;

/**
 * Snapshots of folded states (docs/ARCHITECTURE.md, Storage): a new instance (a GameLoader with
 * an empty cache) folds only the events after one, and a corrupt or foreign one costs only time.
 */
describe.each(backends())('fold snapshots on %s', (backend) => {
  let t: TestApp;
  let store: EventStore;
  let db: Database;
  beforeAll(async () => {
    t = await startApp(backend);
    store = t.app.get(EventStore);
    db = t.app.get(Database);
  });
  afterAll(async () => t?.close());
  afterEach(() => jest.restoreAllMocks());

  /** A finished random game written straight into the store: its id and every state it went through. */
  async function storedGame(seed: string): Promise<{ id: string; states: unknown[] }> {
    const playout = randomPlayout(rebels, 2, seed);
    const events = playout.emitted.map((e) => ({ ...e.event, visibility: e.visibility, redacted: e.redacted }));
    const id = randomUUID();
    await store.createGame(
      { id, game: rebels.id, players: 2, options: {}, sandbox: false, seed, diceScript: null, shuffleScript: null, status: 'active' },
      events.slice(0, 1),
      ['a', 'b'].map((x) => `${x}-${id}`),
    );
    await store.append(id, 1, events.slice(1), { status: 'ended', diceUsed: 0 });
    return { id, states: playout.states };
  }

  async function stored(id: string): Promise<{ version: number; engine: string; state: string; checksum: string } | undefined> {
    const { rows } = await db.pool.query('SELECT version, engine, state, checksum FROM snapshots WHERE game_id = $1', [id]);
    return rows[0];
  }

  async function snapshotAt(id: string, until: (s: Awaited<ReturnType<typeof stored>>) => boolean) {
    for (let i = 0; i < 100; i++) {
      const s = await stored(id);
      if (until(s)) return s!;
      await sleep(50);
    }
    throw new Error(`no such snapshot of ${id}: ${JSON.stringify(await stored(id))}`);
  }

  it('writes the fold of a long game as a server-only snapshot and a new instance folds only the events after it', async () => {
    const { id, states } = await storedGame('snap-1');
    const events = (await store.loadStream(id))!.events;
    expect(events.length).toBeGreaterThan(SNAPSHOT_EVERY);
    const first = await new GameLoader(store).load(id);
    const snapshot = await snapshotAt(id, (s) => s?.version === events.length);
    expect(snapshot.engine).toBe(ENGINE_VERSION);
    expect(decodeFold(snapshot.state, snapshot.checksum)).toEqual({ state: first.state, ending: null });

    const cold = jest.spyOn(store, 'loadCold');
    const fromStart = jest.spyOn(store, 'loadStream');
    const again = await new GameLoader(store).load(id);
    const read = await (cold.mock.results[0].value as ReturnType<EventStore['loadCold']>);
    expect(read!.snapshot!.version).toBe(events.length);
    expect(read!.events).toEqual([]);
    expect(fromStart).not.toHaveBeenCalled();
    expect(again.state).toEqual(states[states.length - 1]);
    expect(again.row.version).toBe(events.length);
  });

  it('still loads a game whose snapshot is corrupt, from its first event, and writes the snapshot anew', async () => {
    const { id, states } = await storedGame('snap-2');
    await new GameLoader(store).load(id);
    const good = await snapshotAt(id, (s) => s !== undefined);
    // One changed character: the text no longer matches its checksum.
    await db.pool.query(`UPDATE snapshots SET state = replace(state, '"ending":null', '"ending":{}') WHERE game_id = $1`, [id]);
    expect((await stored(id))!.state).not.toBe(good.state);

    const loaded = await new GameLoader(store).load(id);
    expect(loaded.state).toEqual(states[states.length - 1]);
    expect(loaded.ending).toBeNull();
    const rewritten = await snapshotAt(id, (s) => s?.state === good.state);
    expect(decodeFold(rewritten.state, rewritten.checksum)).not.toBeNull();
  });

  it('ignores a snapshot of another engine build and replaces it', async () => {
    const { id, states } = await storedGame('snap-3');
    await new GameLoader(store).load(id);
    await snapshotAt(id, (s) => s !== undefined);
    await db.pool.query(`UPDATE snapshots SET engine = 'older-build', state = '{"state":{},"ending":null}' WHERE game_id = $1`, [id]);

    const loaded = await new GameLoader(store).load(id);
    expect(loaded.state).toEqual(states[states.length - 1]);
    await snapshotAt(id, (s) => s?.engine === ENGINE_VERSION);
  });
});
