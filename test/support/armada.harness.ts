import type { SeededRng } from '../../src/engine/core/rng.random.js';
import { startApp, type Backend, type TestApp } from './app.harness.js';

/**
 * Shared by the Armada e2e files (test/armada*.e2e-spec.ts): one service per
 * describe block, the shapes the API answers, the fleet lists most of them
 * play and a bot that fights.
 */

export interface Created {
  id: string;
  version: number;
  sandbox: boolean;
  seats: { seat: number; token: string }[];
}

/** An event as a seat's log or an action's answer shows it. */
export interface EventItem {
  seq: number;
  type: string;
  payload: Record<string, unknown> | null;
  redacted: boolean;
}

/**
 * The service of one describe block on `backend`: started in its beforeAll,
 * closed in its afterAll. The handle reads the running service at each call,
 * so a test uses it as the TestApp itself.
 */
export function armadaApp(backend: Backend): TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });
  const running = (): TestApp => {
    if (!t) throw new Error('the service starts in beforeAll');
    return t;
  };
  return {
    get app() {
      return running().app;
    },
    get url() {
      return running().url;
    },
    backend,
    http: () => running().http(),
    close: () => running().close(),
  };
}

/** The header a seat sends. */
export const bearer = (game: Created, seat: number) => ({ Authorization: `Bearer ${game.seats[seat].token}` });

/** Republic, 171 points: the Acclamator II with Obi-Wan Kenobi (s0-1), a Charger (s0-2), three V-19s; its three objectives. */
export const republicList = (objectives: readonly string[]) => ({
  ships: [{ ship: 'acclamator-ii-class-assault-ship', upgrades: ['obi-wan-kenobi'] }, { ship: 'consular-class-charger-c70' }],
  squadrons: [{ squadron: 'v-19-torrent-squadron', count: 3 }],
  objectives: [...objectives],
});

/** Separatists, 121 points: the Munificent with its commander (s1-1), three Vultures; the cheaper fleet chooses the first player. */
export const separatistList = (objectives: readonly string[], commander = 'count-dooku') => ({
  ships: [{ ship: 'munificent-class-comms-frigate', upgrades: [commander] }],
  squadrons: [{ squadron: 'vulture-class-droid-fighter-squadron', count: 3 }],
  objectives: [...objectives],
});

/** Attacks first, then any answer of a question over passing it, else a random legal action: a bot that fights. */
export function fightingPick<A extends { type: string }>(actions: A[], bot: SeededRng): A {
  for (const types of [['DeclareShipAttack', 'DeclareSquadronAttack'], ['ChooseOption']]) {
    const some = actions.filter((a) => types.includes(a.type));
    if (some.length > 0) return some[bot.int(some.length)];
  }
  return actions[bot.int(actions.length)];
}
