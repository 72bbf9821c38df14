import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMANDS } from '../src/commands.definition.js';
import { decodeId, encodeId, type ComponentId } from '../src/custom-id.js';
import { lookups, MAX_LOOKUPS } from '../src/rules.handler.js';
import { FileSeatStore } from '../src/seat.store.js';
import { describeSecrets, secretsOf } from '../src/view.secrets.js';

const GAME = '0f8b7a52-3c1e-4d7a-9b2f-5e6d7c8b9a01';

describe('the Discord example’s pure parts', () => {
  it('custom ids round-trip within Discord’s 100 characters; anything else is not ours', () => {
    const ids: ComponentId[] = [
      { kind: 'act', gameId: GAME },
      { kind: 'me', gameId: GAME },
      { kind: 'groups', gameId: GAME, seat: 1, version: 123456, page: 3 },
      { kind: 'group', gameId: GAME, seat: 0, version: 7 },
      { kind: 'actions', gameId: GAME, seat: 1, version: 99999, group: 27, page: 4 },
      { kind: 'do', gameId: GAME, seat: 0, version: 12 },
    ];
    for (const id of ids) {
      expect(encodeId(id).length).toBeLessThanOrEqual(100);
      expect(decodeId(encodeId(id))).toEqual(id);
    }
    for (const other of ['', 'x:act:1', 'hc:act', `hc:groups:${GAME}:1:2:-1`, `hc:groups:${GAME}:1:2:3:label`, `hc:do:${GAME}:a:1`, `hc:act:${GAME}:1`]) {
      expect(decodeId(other)).toBeUndefined();
    }
  });

  it('[[...]] lookups: each term once, trimmed, at most three', () => {
    expect(lookups('Was ist [[ Rückzug ]] und [[Mission]]? [[Rückzug]]')).toEqual(['Rückzug', 'Mission']);
    expect(lookups('[[a]] [[b]] [[c]] [[d]]')).toHaveLength(MAX_LOOKUPS);
    expect(lookups('[[]] [[ ]] [Rückzug] [[x[y]]')).toEqual([]);
  });

  it('a seat’s secrets are what its view shows beyond the spectator’s, whoever is looking aside', () => {
    const seat = { viewer: { seat: 0 }, round: 2, hands: { objectives: { count: 2, cards: ['a', 'b'] }, probes: { count: 1 } }, base: 'dantooine' };
    const spectator = { viewer: { kind: 'spectator' }, round: 2, hands: { objectives: { count: 2 }, probes: { count: 1 } }, base: null };
    const secrets = secretsOf(seat, spectator);
    expect(secrets).toEqual([
      { path: 'hands.objectives.cards', value: ['a', 'b'] },
      { path: 'base', value: 'dantooine' },
    ]);
    expect(describeSecrets(secrets)).toBe('**hands.objectives.cards**: a, b\n**base**: "dantooine"');
    expect(secretsOf(spectator, spectator)).toEqual([]);
  });

  it('the file store keeps tokens in a file only its owner may read', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'holocron-discord-')), 'seats.json');
    const store = new FileSeatStore(path);
    expect(await store.get(GAME)).toBeUndefined();
    const game = { gameId: GAME, game: 'rebels-attack', channelId: '1', seats: [{ seat: 0, userId: '2', token: 'secret-token' }] };
    await store.save(game);
    expect(await new FileSeatStore(path).get(GAME)).toEqual(game);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await readFile(path, 'utf8')).toContain('secret-token');
  });

  it('registers /regel and /karte with autocomplete and /spiel neu with the playable games', () => {
    const byName = Object.fromEntries(COMMANDS.map((c) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(['karte', 'regel', 'spiel']);
    expect(byName.regel.options?.[0]).toMatchObject({ name: 'begriff', autocomplete: true, required: true });
    expect(byName.karte.options?.[0]).toMatchObject({ name: 'name', autocomplete: true, required: true });
    expect(JSON.stringify(byName.spiel.options)).toContain('"value":"rebels-attack"');
  });
});
