import { gql } from './support/graphql.client.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';
import { SEED_ATTACK } from './support/armada.fixtures.js';

type Group = { id: string; de: string; en: string };
type Action = { id: string; type: string; group: Group };
type Legal = { version: number; seat: number; actions: Action[]; total: number; limit: number | null; offset: number; groups: (Group & { count: number })[] };

describe.each(backends())('legal actions in groups and pages on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  /** A new game and the token of the seat it waits for first. */
  async function waitingSeat(body: object): Promise<{ id: string; token: string }> {
    const created = await t.http().post('/v1/games').send(body).expect(201);
    const game = await t.http().get(`/v1/games/${created.body.id}`).expect(200);
    const seat = game.body.pending[0].seat as number;
    return { id: created.body.id, token: created.body.seats[seat].token };
  }

  async function legal(id: string, token: string, query = ''): Promise<Legal> {
    return (await t.http().get(`/v1/games/${id}/legal-actions${query}`).set(bearer(token)).expect(200)).body as Legal;
  }

  it('Rebellion: every action has a group by leader, system or unit; groups count them; a group pages (REST)', async () => {
    const { id, token } = await waitingSeat({ game: 'rebellion', players: 2, seed: 'groups' });
    const all = await legal(id, token);
    expect(all.actions.length).toBeGreaterThan(25);
    expect(all).toMatchObject({ total: all.actions.length, limit: null, offset: 0 });
    expect(all.groups.reduce((n, g) => n + g.count, 0)).toBe(all.total);
    for (const a of all.actions) {
      expect(a.group.id).toMatch(/^(leader|system|unit):[a-z0-9-]+$|^other$/);
      expect(a.group.de.length * a.group.en.length).toBeGreaterThan(0);
    }
    expect(all.groups.length).toBeGreaterThan(1);
    const biggest = [...all.groups].sort((a, b) => b.count - a.count)[0];
    const inGroup = all.actions.filter((a) => a.group.id === biggest.id).map((a) => a.id);
    const pages: string[] = [];
    for (let offset = 0; offset < biggest.count; offset += 5) {
      const page = await legal(id, token, `?group=${encodeURIComponent(biggest.id)}&limit=5&offset=${offset}`);
      expect(page).toMatchObject({ total: biggest.count, limit: 5, offset, groups: all.groups });
      expect(page.actions.length).toBeLessThanOrEqual(5);
      pages.push(...page.actions.map((a) => a.id));
    }
    expect(pages).toEqual(inGroup);
    // A page of all groups, and an id from a page submits like any other.
    const firstPage = await legal(id, token, '?limit=3&offset=2');
    expect(firstPage.actions.map((a) => a.id)).toEqual(all.actions.slice(2, 5).map((a) => a.id));
    await t.http().post(`/v1/games/${id}/actions`).set(bearer(token)).send({ actionId: pages[0] }).expect(200);
    expect((await legal(id, token, '?group=no-such-group')).actions).toEqual([]);
    for (const bad of ['?limit=0', '?limit=1001', '?offset=-1', '?limit=x']) {
      const res = await t.http().get(`/v1/games/${id}/legal-actions${bad}`).set(bearer(token)).expect(400);
      expect(res.body.code).toBe('INVALID_REQUEST');
    }
  });

  it('Angriff der Rebellen by tile, armada-attack by step', async () => {
    const rebels = await waitingSeat({ game: 'rebels-attack', players: 2 });
    const r = await legal(rebels.id, rebels.token);
    expect(r.actions.map((a) => a.group)).toEqual(
      r.actions.map((a) => ({ id: `tile:${(a as unknown as { params: { position: number } }).params.position}`, de: expect.stringMatching(/^Feld \d+$/), en: expect.stringMatching(/^Tile \d+$/) })),
    );
    const armada = await waitingSeat({ game: 'armada-attack', players: 2, options: SEED_ATTACK });
    const a = await legal(armada.id, armada.token);
    expect(a.groups).toEqual([expect.objectContaining({ id: expect.stringMatching(/^step:/), count: a.total })]);
  });

  it('over GraphQL', async () => {
    const { id, token } = await waitingSeat({ game: 'rebellion', players: 2, seed: 'groups-gql' });
    const q = 'query($id: ID!, $group: String, $limit: Int, $offset: Int) { legalActions(gameId: $id, group: $group, limit: $limit, offset: $offset) { total limit offset groups { id de en count } actions { id group { id de en } } } }';
    const all = await gql<{ legalActions: Legal }>(t, q, { id }, token);
    expect(all.errors).toBeUndefined();
    const group = all.data.legalActions.groups[0];
    const page = await gql<{ legalActions: Legal }>(t, q, { id, group: group.id, limit: 2, offset: 1 }, token);
    expect(page.data.legalActions).toMatchObject({ total: group.count, limit: 2, offset: 1 });
    expect(page.data.legalActions.actions).toEqual(
      all.data.legalActions.actions.filter((a) => a.group.id === group.id).slice(1, 3),
    );
    const bad = await gql(t, q, { id, limit: 0 }, token);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'INVALID_REQUEST' });
  });
});
