import type { Response } from 'supertest';
import { SeededRng } from '../src/engine/core/rng.random.js';
import { backends } from './support/app.harness.js';
import { armadaApp, republicList, bearer, type Created } from './support/armada.harness.js';

/** Republic, 171 points (test/armada-standard.e2e-spec.ts). */
const REPUBLIC = republicList(['opening-salvo', 'contested-outpost', 'dangerous-territory']);

function raw(res: Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

describe.each(backends())('armada on %s: GET board.svg of a standard game, in its setup and its rounds', (backend) => {
  const t = armadaApp(backend);

  const svg = async (game: Created, seat: number | null, lang = 'en') => {
    const req = t.http().get(`/v1/games/${game.id}/board.svg?lang=${lang}`).buffer(true).parse(raw as never);
    return ((await (seat === null ? req : req.set(bearer(game, seat))).expect(200)).body as Buffer).toString('utf8');
  };
  const count = (s: string, re: RegExp) => s.match(re)?.length ?? 0;

  it('draws the setup as each seat may see it, then obstacles, ships with arcs and squadrons in the rounds', async () => {
    const game = (await t.http().post('/v1/games').send({ game: 'armada', players: 2, options: { scenario: 'standard', format: 'starter', cardsWithoutEffect: 'allow' }, seed: `armada-pictures-${backend}` }).expect(201)).body as Created;
    await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, 0)).send({ action: { type: 'SubmitFleet', fleet: REPUBLIC } }).expect(200);

    // Seat 0's list is in and secret: its owner sees its points, seat 1 and spectators only that it is in.
    expect(await svg(game, 0)).toContain('seat 0: 171 pts · 2 ships, 3 squadrons');
    for (const viewer of [1, null]) {
      const seen = await svg(game, viewer);
      expect(seen).toContain('seat 0: list submitted (hidden)');
      expect(seen).not.toContain('171');
    }
    expect(await svg(game, 1, 'de')).toContain('Platz 0: Liste abgegeben (verdeckt)');

    const bot = new SeededRng(`armada-pictures-bot-${backend}`);
    const step = async () => {
      const state = (await t.http().get(`/v1/games/${game.id}`).expect(200)).body;
      const seat = state.pending[bot.int(state.pending.length)].seat as number;
      const legal = (await t.http().get(`/v1/games/${game.id}/legal-actions`).set(bearer(game, seat)).expect(200)).body;
      const pick = legal.actions[bot.int(legal.actions.length)];
      await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, seat)).send({ actionId: pick.id, expectedVersion: legal.version }).expect(200);
    };
    const viewNow = async () => (await t.http().get(`/v1/games/${game.id}`).expect(200)).body;

    // In the middle of the setup: the setup area dashed, every obstacle placed so far, ships deployed so far with their arcs.
    let state = await viewNow();
    for (let i = 0; i < 400 && !(state.view.setup?.step === 'deployment' && state.view.ships.length >= 2); i++, state = await viewNow()) await step();
    const setup = await svg(game, 1);
    expect(setup).toContain('<rect class="setup-area"');
    expect(setup).toContain('Setup: deployment');
    expect(count(setup, /<polygon class="obstacle /g)).toBe(state.view.obstacles.length);
    expect(count(setup, /<g class="ship" /g)).toBe(state.view.ships.length);
    expect(count(setup, /<line class="arc"/g)).toBe(4 * state.view.ships.length);

    // During the rounds: no setup area, all four obstacles, every ship with its four arc lines, every squadron.
    for (let i = 0; i < 600 && state.view.round < 2; i++, state = await viewNow()) await step();
    expect(state.view.round).toBe(2);
    const round = await svg(game, 0);
    expect(round).not.toContain('class="setup-area"');
    expect(count(round, /<polygon class="obstacle /g)).toBe(4);
    const standing = (state.view.ships as { destroyed: boolean }[]).filter((x) => !x.destroyed).length;
    expect(count(round, /<line class="arc"/g)).toBe(4 * standing);
    expect(count(round, /<g class="squadron" /g)).toBe(state.view.squadrons.length);
    expect(count(round, /<g class="objective-token" /g)).toBe(state.view.objectiveTokens.length);
    expect(round).toContain('objective: ');
  });
});
