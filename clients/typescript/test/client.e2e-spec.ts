import { startApp, type TestApp } from '../../../test/support/app.harness.js';
import { RandomBot } from '../src/bots/random.bot.js';
import { RebelsHeuristicBot } from '../src/bots/rebels-heuristic.bot.js';
import { main } from '../src/cli.js';
import { playGame } from '../src/game.play.js';
import { HolocronClient, type Chooser } from '../src/holocron.client.js';
import { SUBMIT_ACTION, type GameEvent } from '../src/operations.graphql.js';

/** The client package against a running service (one Nest app for this file, PGlite, an ephemeral port). */
describe('clients/typescript against the running service', () => {
  let t: TestApp;
  let client: HolocronClient;
  beforeAll(async () => {
    t = await startApp('pglite');
    client = new HolocronClient({ url: t.url });
  });
  afterAll(async () => {
    await t.close();
  });

  async function newGame(players = 2) {
    const created = await client.createGame({ game: 'rebels-attack', players });
    if (!created.ok) throw new Error(created.error.code);
    return created.value;
  }

  it('follows a game over graphql-ws and receives every event exactly once while two bots play it to its end', async () => {
    const { id, seats } = await newGame();
    const spectator = client.follow(id);
    const seat0 = client.follow(id, { token: seats[0].token });
    const untilEnd = async (events: AsyncIterable<GameEvent>) => {
      const seen: GameEvent[] = [];
      for await (const e of events) {
        seen.push(e);
        if (e.type === 'GameEnded') break;
      }
      return seen;
    };
    const followed = Promise.all([untilEnd(spectator.events), untilEnd(seat0.events)]);

    const played = await playGame(
      client,
      id,
      new Map([
        [0, { token: seats[0].token, bot: new RebelsHeuristicBot('e2e-h') }],
        [1, { token: seats[1].token, bot: new RandomBot('e2e-r') }],
      ]),
    );
    if (!played.ok) throw new Error(played.error.code);
    expect(played.value.outcome.winners.length).toBeGreaterThan(0);
    expect(played.value.actions).toBeGreaterThan(4);

    const [bySpectator, bySeat] = await followed;
    await Promise.all([spectator.stop(), seat0.stop()]);
    // Pages of 200: payloadEntries is a list per event, so a page of 1000 costs more than the complexity limit.
    const events: GameEvent[] = [];
    let version = 0;
    for (let more = true; more; ) {
      const page = await client.request<{ gameEvents: { version: number; hasMore: boolean; events: GameEvent[] } }>(
        `query($id: ID!, $after: Int!) { gameEvents(gameId: $id, after: $after, limit: 200) { version hasMore events { seq type payloadEntries { name value } redacted } } }`,
        { id, after: events.at(-1)?.seq ?? 0 },
      );
      if (!page.ok) throw new Error(page.error.code);
      events.push(...page.value.gameEvents.events);
      version = page.value.gameEvents.version;
      more = page.value.gameEvents.hasMore;
    }
    expect(bySpectator.map((e) => e.seq)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
    expect(bySpectator).toEqual(events);
    expect(bySeat).toEqual(bySpectator);
    const game = await client.game(id);
    expect(game.ok && game.value.outcome).toEqual(played.value.outcome);
  });

  it('retries on VERSION_CONFLICT by asking again: two clients racing one seat both get an action in', async () => {
    const { id, seats } = await newGame();
    // Both Ghosts placed: the first seat moves, then reveals (two decisions of one seat in a row).
    for (let i = 0; i < 2; i++) {
      const pending = await client.game(id);
      if (!pending.ok) throw new Error(pending.error.code);
      const seat = pending.value.pending[0].seat;
      const placed = await client.act(id, seats[seat].token, (legal) => legal.actions[0]);
      expect(placed.ok).toBe(true);
    }
    const before = await client.game(id);
    if (!before.ok) throw new Error(before.error.code);
    const mover = seats[before.value.pending[0].seat].token;

    // Neither chooses before both have read the legal actions, so both submit at the same version.
    let release: () => void = () => undefined;
    const bothAsked = new Promise<void>((r) => (release = r));
    let asked = 0;
    const racer: Chooser = async (legal) => {
      if (++asked === 2) release();
      await bothAsked;
      return legal.actions[0];
    };
    const [a, b] = await Promise.all([
      new HolocronClient({ url: t.url }).act(id, mover, racer),
      new HolocronClient({ url: t.url }).act(id, mover, racer),
    ]);
    if (!a.ok || !b.ok) throw new Error(`${!a.ok ? a.error.code : ''} ${!b.ok ? b.error.code : ''}`);
    expect([a.value.conflicts, b.value.conflicts].sort()).toEqual([0, 1]);
    expect(asked).toBe(3);
    const types = [...a.value.events, ...b.value.events].map((e) => e.type);
    expect(types).toContain('GhostMoved');
    expect(types).toContain('TileRevealed');

    // Without retries the conflict comes back as a typed value with both versions.
    const after = await client.game(id);
    if (!after.ok) throw new Error(after.error.code);
    const next = after.value.pending[0].seat;
    const legal = await client.legalActions(id, seats[next].token);
    if (!legal.ok) throw new Error(legal.error.code);
    const stale = await client.submit(id, seats[next].token, legal.value.actions[0].id, legal.value.version - 1);
    expect(stale).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'VERSION_CONFLICT',
        status: 409,
        messages: { de: expect.any(String), en: expect.any(String) },
        details: expect.objectContaining({ currentVersion: legal.value.version }),
      }),
    });
  });

  it('reads typed fields only: params decoded from paramEntries, the typed view of each game', async () => {
    const { id, seats } = await newGame();
    const legal = await client.legalActions(id, seats[0].token);
    if (!legal.ok) throw new Error(legal.error.code);
    expect(legal.value.actions.find((a) => a.type === 'PlaceGhost')!.params).toEqual({ position: expect.any(Number) });
    const rebels = await client.typedViews(id, seats[0].token);
    if (!rebels.ok) throw new Error(rebels.error.code);
    expect(rebels.value).toMatchObject({ kind: 'rebels_attack', armadaView: null, armadaAttackView: null, rebelsAttackView: { you: 0, phase: 'placeGhost' } });

    const armada = await client.createGame({ game: 'armada', players: 2 });
    if (!armada.ok) throw new Error(armada.error.code);
    const seen = await client.typedViews(armada.value.id, armada.value.seats[1].token);
    if (!seen.ok) throw new Error(seen.error.code);
    expect(seen.value).toMatchObject({ kind: 'armada', rebelsAttackView: null, armadaView: { scenario: 'training', phase: 'command' } });
    const ships = seen.value.armadaView!.ships;
    expect(ships.filter((x) => x.owner === 0).every((x) => x.commandDials.stack === null)).toBe(true);
    expect(ships.filter((x) => x.owner === 1).every((x) => Array.isArray(x.commandDials.stack))).toBe(true);

    const rebellion = await client.createGame({ game: 'rebellion', players: 2, options: { imperialSeat: 0 } });
    if (!rebellion.ok) throw new Error(rebellion.error.code);
    for (const [seat, own, other] of [[0, 'empire', 'rebel'], [1, 'rebel', 'empire']] as const) {
      const typed = await client.typedViews(rebellion.value.id, rebellion.value.seats[seat].token);
      if (!typed.ok) throw new Error(typed.error.code);
      expect(typed.value).toMatchObject({ kind: 'rebellion', rebelsAttackView: null, armadaAttackView: null, armadaView: null });
      const view = typed.value.rebellionView!;
      expect(view.viewer).toEqual({ kind: 'seat', seat, faction: own });
      expect(view.seats).toEqual({ empire: 0, rebel: 1 });
      // A seat names the cards in its own hands; of the other side's it learns only how many (RR: hands are secret).
      expect(view.hands.missions[own].cards).toHaveLength(view.hands.missions[own].count);
      expect(view.hands.missions[other]).toEqual({ count: expect.any(Number), cards: null });
      expect(view.hands.actions[own].cards).toHaveLength(view.hands.actions[own].count);
      expect(view.hands.actions[other].cards).toBeNull();
    }
    // Setup step 4 (rebellion:zielkarten): the Rebel draws an objective the Empire sees only as one card.
    const [empire, rebel] = await Promise.all(rebellion.value.seats.map((s) => client.typedViews(rebellion.value.id, s.token)));
    if (!empire.ok || !rebel.ok) throw new Error('typedViews refused');
    expect(empire.value.rebellionView!.hands.objectives).toEqual({ count: 1, cards: null });
    expect(rebel.value.rebellionView!.hands.objectives).toEqual({ count: 1, cards: [expect.any(String)] });
  });

  it('answers refusals as typed values with code, German and English messages and the rule', async () => {
    const { id, seats, version } = await newGame();
    const notYourTurn = await client.request(SUBMIT_ACTION, { id, input: { action: { type: 'PlaceGhost', position: 0 } } }, seats[1].token);
    expect(notYourTurn).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'NOT_YOUR_TURN', rule: 'rebels-attack:spielablauf', messages: { de: expect.stringContaining('am Zug'), en: expect.any(String) } }),
    });
    const unknownId = await client.submit(id, seats[0].token, 'zzzzzzzzzzzz', version);
    expect(unknownId.ok || unknownId.error.code).toBe('ACTION_NOT_LEGAL');
    const unknownGame = await client.createGame({ game: 'no-such-game', players: 2 });
    expect(unknownGame).toEqual({ ok: false, error: expect.objectContaining({ code: 'UNKNOWN_GAME', messages: { de: expect.any(String), en: expect.any(String) } }) });

    const other = await newGame();
    const foreign = client.follow(id, { token: other.seats[0].token });
    await expect(foreign.events[Symbol.asyncIterator]().next()).rejects.toMatchObject({ apiError: { code: 'TOKEN_FOR_OTHER_GAME' } });
    await foreign.stop();

    const nobody = await new HolocronClient({ url: 'http://127.0.0.1:9' }).game(id);
    expect(nobody.ok || nobody.error.code).toBe('NETWORK_ERROR');
  });

  it('holocron-bot plays whole games from the command line and prints each outcome', async () => {
    const lines: string[] = [];
    const code = await main(['--game', 'rebels-attack', '--url', t.url, '--games', '2', '--bot', 'heuristic,random', '--seed', 'cli'], (line) => lines.push(line));
    expect(code).toBe(0);
    expect(lines.filter((l) => /^game [0-9a-f-]+: \d+ actions, winners \[/.test(l))).toHaveLength(2);
    expect(lines.at(-1)).toMatch(/^wins per seat: seat 0 \(heuristic\) \d, seat 1 \(random\) \d$/);
  });

  it('holocron-bot --game rebellion --bot heuristic plays a whole Rebellion game through the API, the heuristic as the Empire', async () => {
    const lines: string[] = [];
    const args = ['--game', 'rebellion', '--url', t.url, '--bot', 'heuristic,random', '--options', '{"imperialSeat":0}', '--seed', 'cli-rebellion'];
    expect(await main(args, (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^game [0-9a-f-]+: \d+ actions, winners \[[01]\] \(/)]);
  });

  it('holocron-bot plays a game that needs options with the random bot, and refuses a heuristic it does not have', async () => {
    // Seed "BEISPIEL: ANGREIFEN": the Hardcell fires at the Acclamator II (as in src/engine/armada/attack.game.spec.ts).
    const attack = {
      attacker: { kind: 'ship', id: 'hardcell', ship: 'hardcell-class-transport', zone: 'front', speed: 2, concentrateFire: { dial: true } },
      defender: { kind: 'ship', id: 'acclamator', ship: 'acclamator-ii-class-assault-ship', zone: 'rear', speed: 2, facedownDamage: ['faulty-countermeasures'] },
      range: 'medium',
    };
    const lines: string[] = [];
    const args = ['--game', 'armada-attack', '--url', t.url, '--options', JSON.stringify(attack)];
    expect(await main([...args, '--bot', 'random', '--seed', 'armada'], (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^game [0-9a-f-]+: \d+ actions, winners \[/)]);
    const warnings: string[] = [];
    expect(await main([...args, '--bot', 'heuristic'], () => undefined, (line) => warnings.push(line))).toBe(2);
    expect(warnings).toEqual(['no heuristic bot for armada-attack yet (heuristics: rebels-attack, rebellion, armada); try --bot random']);
  });
});
