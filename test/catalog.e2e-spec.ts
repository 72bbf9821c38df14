import { backends, startApp, type TestApp } from './support/app.harness.js';
import { gql } from './support/graphql.client.js';
import { BASE_SET } from '../src/engine/rebellion/cards/base/manifest.js';
import { isImplemented } from '../src/engine/rebellion/cards/card.types.js';

type Problem = { status: number; code: string; messages: { de: string; en: string }; rule?: string; [k: string]: unknown };

describe.each(backends())('catalog on %s: Rebellion and Armada, REST and GraphQL', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string) => t.http().get(path);

  async function problem(path: string, status: number, code: string): Promise<Problem> {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status, code, type: expect.stringMatching(/^urn:holocron:error:/), instance: path });
    expect(res.body.messages.de).not.toBe(res.body.messages.en);
    return res.body as Problem;
  }

  describe('Rebellion over REST', () => {
    it('pages the 32 systems with a total count', async () => {
      const first = (await get('/v1/catalog/rebellion/systems').expect(200)).body;
      expect(first).toMatchObject({ total: 32, limit: 20, offset: 0 });
      expect(first.items).toHaveLength(20);
      const rest = (await get('/v1/catalog/rebellion/systems?limit=20&offset=20').expect(200)).body;
      expect(rest).toMatchObject({ total: 32, offset: 20 });
      expect(rest.items).toHaveLength(12);
      const ids = [...first.items, ...rest.items].map((s: { id: string }) => s.id);
      expect(new Set(ids).size).toBe(32);
    });

    it('filters systems by region and populous, and shows one with its neighbours and probe card', async () => {
      const res = (await get('/v1/catalog/rebellion/systems?region=1&populous=true').expect(200)).body;
      expect(res.total).toBe(4);
      expect(res.items.every((s: { region: number; populous: boolean }) => s.region === 1 && s.populous)).toBe(true);
      const coruscant = (await get('/v1/catalog/rebellion/systems/coruscant').expect(200)).body;
      expect(coruscant).toMatchObject({ id: 'coruscant', name: { en: 'Coruscant', de: 'Coruscant' }, coruscant: true, probeCard: null });
      expect(coruscant.neighbours.length).toBeGreaterThan(0);
      const remote = (await get('/v1/catalog/rebellion/systems?populous=false').expect(200)).body;
      expect(remote.items.every((s: { populous: boolean }) => !s.populous)).toBe(true);
    });

    it('finds a unit by a German name typed without umlauts and with a typo', async () => {
      const res = (await get('/v1/catalog/rebellion/units?name=Sternzerstorer').expect(200)).body;
      expect(res.items[0]).toMatchObject({ id: 'star-destroyer', faction: 'empire', theater: 'space' });
      const ground = (await get('/v1/catalog/rebellion/units?faction=rebel&theater=ground').expect(200)).body;
      expect(ground.total).toBeGreaterThan(0);
      expect(ground.items.every((u: { faction: string; theater: string }) => u.faction === 'rebel' && u.theater === 'ground')).toBe(true);
    });

    it('filters leaders by skill and recruit icon, and cards by kind, tier and deck', async () => {
      const leaders = (await get('/v1/catalog/rebellion/leaders?skill=intel&recruitIcon=false').expect(200)).body;
      expect(leaders.items.map((l: { id: string }) => l.id)).toContain('princess-leia');
      expect(leaders.items.every((l: { recruitIcon: boolean; skills: { intel: number } }) => !l.recruitIcon && l.skills.intel > 0)).toBe(true);
      const objectives = (await get('/v1/catalog/rebellion/cards?kind=objective&tier=2').expect(200)).body;
      expect(objectives.total).toBe(5);
      expect(objectives.items.every((c: { kind: string; tier: number }) => c.kind === 'objective' && c.tier === 2)).toBe(true);
      const space = (await get('/v1/catalog/rebellion/cards?deck=space').expect(200)).body;
      expect(space.items.every((c: { kind: string; deck: string }) => c.kind === 'tactic' && c.deck === 'space')).toBe(true);
      const card = (await get('/v1/catalog/rebellion/cards/according-to-my-design').expect(200)).body;
      expect(card).toMatchObject({ kind: 'action', faction: 'empire', starting: true, leaders: ['emperor-palpatine'] });
    });

    it('lists every base card with its set, timing, de/en text and whether the engine plays it', async () => {
      const all = (await get('/v1/catalog/rebellion/cards?limit=100').expect(200)).body;
      expect(all.total).toBe(121);
      expect(all.items.every((c: { set: string; timing: string; text: { de: string; en: string } }) => c.set === 'base' && c.timing && c.text.de && c.text.en)).toBe(true);
      const played = (await get('/v1/catalog/rebellion/cards/hit-and-run').expect(200)).body;
      expect(played).toMatchObject({ set: 'base', kind: 'mission', timing: 'attempt', implemented: true, text: { de: expect.stringContaining('Gesundheit') } });
      // The flag mirrors the engine's manifest card by card, whichever cards are played at the time.
      const page = [...all.items, ...(await get('/v1/catalog/rebellion/cards?limit=100&offset=100').expect(200)).body.items] as { id: string; implemented: boolean }[];
      expect(Object.fromEntries(page.map((c) => [c.id, c.implemented]))).toEqual(Object.fromEntries(BASE_SET.cards.map((c) => [c.id, isImplemented(c)])));
      expect((await get('/v1/catalog/rebellion/cards/space-outmaneuver').expect(200)).body).toMatchObject({ implemented: true, timing: 'space-battle' });
    });

    it('404 with a code and German and English messages for an unknown id', async () => {
      const p = await problem('/v1/catalog/rebellion/units/sandcrawler', 404, 'CATALOG_ENTRY_NOT_FOUND');
      expect(p).toMatchObject({ game: 'rebellion', kind: 'units', id: 'sandcrawler' });
      expect(p.messages.en).toContain('sandcrawler');
      await problem('/v1/catalog/rebellion/systems/kamino', 404, 'CATALOG_ENTRY_NOT_FOUND');
      await problem('/v1/catalog/rebellion/leaders/yoda', 404, 'CATALOG_ENTRY_NOT_FOUND');
      await problem('/v1/catalog/rebellion/cards/order-66', 404, 'CATALOG_ENTRY_NOT_FOUND');
    });

    it('400 for filters and pages out of range, and for unknown query parameters', async () => {
      for (const query of ['region=9', 'populous=maybe', 'limit=0', 'limit=101', 'offset=-1', 'colour=red']) {
        const p = await problem(`/v1/catalog/rebellion/systems?${query}`, 400, 'INVALID_REQUEST');
        expect(p.messages.en).toContain(query.split('=')[0]);
      }
      await problem('/v1/catalog/rebellion/cards?kind=droid', 400, 'INVALID_REQUEST');
      await problem('/v1/catalog/rebellion/leaders?skill=force', 400, 'INVALID_REQUEST');
    });
  });

  describe('Armada over REST', () => {
    it('lists every kind with totals and filters by faction', async () => {
      const totals: Record<string, number> = { ships: 18, squadrons: 27, upgrades: 159, objectives: 36, 'damage-cards': 22 };
      for (const [kind, total] of Object.entries(totals)) {
        const res = (await get(`/v1/catalog/armada/${kind}?limit=5`).expect(200)).body;
        expect(res).toMatchObject({ total, limit: 5, offset: 0 });
        expect(res.items).toHaveLength(5);
      }
      const separatist = (await get('/v1/catalog/armada/ships?faction=separatist&limit=100').expect(200)).body;
      expect(separatist.total).toBe(9);
      expect(separatist.items.every((s: { faction: string }) => s.faction === 'separatist')).toBe(true);
      // Upgrades without a faction symbol fit both factions.
      const republic = (await get('/v1/catalog/armada/upgrades?faction=republic&limit=100').expect(200)).body;
      expect(republic.total).toBe(130);
      expect(republic.items.some((u: { factions: unknown }) => u.factions === null)).toBe(true);
      expect(republic.items.every((u: { factions: string[] | null }) => u.factions === null || u.factions.includes('republic'))).toBe(true);
    });

    it('finds ships by German name and by a misspelt English one, best first', async () => {
      const german = (await get(`/v1/catalog/armada/ships?name=${encodeURIComponent('Munifizienz')}`).expect(200)).body;
      expect(german.items.map((s: { id: string }) => s.id)).toEqual(['munificent-class-comms-frigate', 'munificent-class-star-frigate']);
      const typo = (await get('/v1/catalog/armada/ships?name=hardcel&limit=1').expect(200)).body;
      expect(typo).toMatchObject({ total: 2, limit: 1, items: [{ id: 'hardcell-class-transport' }] });
      const faction = (await get('/v1/catalog/armada/ships?name=hardcel&faction=republic').expect(200)).body;
      expect(faction.total).toBe(0);
    });

    it('shows one card by id or exact name with its statistics', async () => {
      const hardcell = (await get('/v1/catalog/armada/ships/hardcell-class-transport').expect(200)).body;
      expect(hardcell).toMatchObject({ faction: 'separatist', size: 'small', command: 1, battery: { front: { red: 2, blue: 1, black: 0 } } });
      const byName = (await get(`/v1/catalog/armada/ships/${encodeURIComponent('Raumfrachter der Hardcell-Klasse')}`).expect(200)).body;
      expect(byName.id).toBe('hardcell-class-transport');
      const damage = (await get('/v1/catalog/armada/damage-cards/structural-damage').expect(200)).body;
      expect(damage).toMatchObject({ id: 'structural-damage', type: 'ship', amount: 8, nameDe: 'Strukturschaden', persistence: 'flips-facedown' });
      const gunners = (await get(`/v1/catalog/armada/damage-cards/${encodeURIComponent('Geblendete Kanoniere')}`).expect(200)).body;
      expect(gunners.rules).toEqual([{ when: 'resolve-attack-effects', as: 'attacker', effect: { kind: 'forbid', action: 'spend-accuracy-icons' } }]);
      await get('/v1/catalog/armada/squadrons/v-19-torrent-squadron').expect(200);
      await get('/v1/catalog/armada/upgrades/admiral-trench').expect(200);
      const axe = (await get('/v1/catalog/armada/squadrons/axe').expect(200)).body;
      expect(axe).toMatchObject({ fleetStarter: 'SWM34', ability: expect.stringContaining('distance 1') });
      const bee = (await get('/v1/catalog/armada/upgrades/nevoota-bee').expect(200)).body;
      expect(bee).toMatchObject({ fleetStarters: ['SWM34'], effect: expect.stringMatching(/^Squadron command:/), recurrence: null });
      const zak = (await get('/v1/catalog/armada/upgrades/clone-captain-zak').expect(200)).body;
      expect(zak).toMatchObject({ recurrence: 'non-recurring', readyCost: { count: 1, tokens: ['concentrate-fire'] }, startingTokens: { count: 1 } });
    });

    it('404 for an unknown card and for a name two cards share', async () => {
      await problem('/v1/catalog/armada/ships/star-destroyer', 404, 'CATALOG_ENTRY_NOT_FOUND');
      const p = await problem(`/v1/catalog/armada/squadrons/${encodeURIComponent('Anakin Skywalker')}`, 404, 'CATALOG_ENTRY_NOT_FOUND');
      expect(p).toMatchObject({ game: 'armada', kind: 'squadrons' });
      await problem('/v1/catalog/armada/objectives/nope', 404, 'CATALOG_ENTRY_NOT_FOUND');
      await problem('/v1/catalog/armada/damage-cards/nope', 404, 'CATALOG_ENTRY_NOT_FOUND');
      await problem('/v1/catalog/armada/upgrades/nope', 404, 'CATALOG_ENTRY_NOT_FOUND');
    });

    it('400 for a faction it does not know and a faction filter on cards without factions', async () => {
      await problem('/v1/catalog/armada/ships?faction=empire', 400, 'INVALID_REQUEST');
      await problem('/v1/catalog/armada/damage-cards?faction=republic', 400, 'INVALID_REQUEST');
    });
  });

  describe('GraphQL', () => {
    it('pages and filters like REST, typed down to the dice', async () => {
      const res = await gql<{
        rebellionUnits: { total: number; items: { id: string; name: { de: string | null; aliases: string[] | null } }[] };
        armadaShips: { total: number; items: { id: string; battery: { front: { red: number; blue: number } }; points: { current: number }; speedChart: Record<string, number[]> }[] };
        rebellionCards: { items: { id: string; kind: string; tier: number | null; deck: string | null; set: string; implemented: boolean; timing: string; text: { de: string; en: string } }[] };
      }>(
        t,
        `{
          rebellionUnits(name: "Sternzerstörer", limit: 1) { total items { id name { de aliases } } }
          armadaShips(faction: "separatist", name: "hardcell", limit: 1) { total items { id battery { front { red blue } } points { current } speedChart } }
          rebellionCards(kind: "objective", tier: 2, limit: 1) { items { id kind tier deck set implemented timing text { de en } } }
        }`,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.rebellionUnits.items).toEqual([{ id: 'star-destroyer', name: { de: 'Sternenzerstörer', aliases: expect.arrayContaining(['Sternzerstörer']) } }]);
      expect(res.data.armadaShips.items[0]).toMatchObject({ id: 'hardcell-class-transport', battery: { front: { red: 2, blue: 1 } }, speedChart: { '1': expect.any(Array) } });
      expect(res.data.rebellionCards.items[0]).toMatchObject({ kind: 'objective', tier: 2, deck: null, set: 'base', implemented: expect.any(Boolean), timing: expect.any(String) });
      expect(res.data.rebellionCards.items[0].text.de.length).toBeGreaterThan(0);
    });

    it("answers every ship's speeds and every upgrade's readying, tokensAtStart and critical as their deprecated JSON fields", async () => {
      type Json = Record<string, unknown>;
      const dashed = (v: unknown) => (typeof v === 'string' ? v.replaceAll('_', '-') : v);
      // Typed back in JSON's form: enum names with "-", a null token list is "any", a null note no key (toEqual skips an undefined kind).
      const tokens = (o: Json | null, key: string) => {
        if (!o) return null;
        const { note, ...rest } = o;
        return { ...rest, ...(note === null ? {} : { note }), kind: dashed(rest.kind), [key]: rest[key] === null ? 'any' : (rest[key] as string[]).map(dashed) };
      };
      const upgrades: Json[] = [];
      for (let offset = 0, total = 1; offset < total; offset += 50) {
        const page = await gql<{ armadaUpgrades: { total: number; items: Json[] } }>(
          t,
          `query($offset: Int!) { armadaUpgrades(limit: 50, offset: $offset) { total items {
            id readyCost startingTokens criticalEffect
            readying { count tokens note } tokensAtStart { count kind types note } critical { dieColor effect }
          } } }`,
          { offset },
        );
        expect(page.errors).toBeUndefined();
        total = page.data.armadaUpgrades.total;
        upgrades.push(...page.data.armadaUpgrades.items);
      }
      expect(upgrades.length).toBeGreaterThan(100);
      for (const u of upgrades) {
        expect([u.id, tokens(u.readying as Json | null, 'tokens')]).toEqual([u.id, u.readyCost]);
        expect([u.id, tokens(u.tokensAtStart as Json | null, 'types')]).toEqual([u.id, u.startingTokens]);
        // ArmadaDieColor's names are its JSON values.
        expect([u.id, u.critical]).toEqual([u.id, u.criticalEffect]);
      }
      expect(upgrades.filter((u) => u.readying).length * upgrades.filter((u) => u.tokensAtStart).length * upgrades.filter((u) => u.critical).length).toBeGreaterThan(0);

      const ships = await gql<{ armadaShips: { total: number; items: { id: string; maxSpeed: number; speedChart: Record<string, number[]>; speeds: { speed: number; clicks: number[] }[] }[] } }>(
        t,
        '{ armadaShips(limit: 50) { total items { id maxSpeed speedChart speeds { speed clicks } } } }',
      );
      expect(ships.errors).toBeUndefined();
      expect(ships.data.armadaShips.items.length).toBe(ships.data.armadaShips.total);
      for (const x of ships.data.armadaShips.items) {
        expect([x.id, Object.fromEntries(x.speeds.map((s) => [String(s.speed), s.clicks]))]).toEqual([x.id, x.speedChart]);
        expect(x.speeds.at(-1)?.speed).toBe(x.maxSpeed);
      }
    });

    it('looks single entries up and reports unknown ones and bad arguments with codes', async () => {
      const found = await gql<{ rebellionSystem: { id: string; probeCard: unknown }; armadaDamageCard: { title: string }; armadaUpgrade: unknown; armadaSquadron: unknown }>(
        t,
        '{ rebellionSystem(id: "coruscant") { id probeCard { loyaltyIcon } } armadaDamageCard(id: "blinded-gunners") { title nameDe textDe persistence rules } ' +
          'armadaUpgrade(id: "clone-captain-zak") { recurrence readyCost startingTokens fleetStarters } armadaSquadron(id: "haor-chall-prototypes") { fleetStarter ability } }',
      );
      expect(found.data).toEqual({
        rebellionSystem: { id: 'coruscant', probeCard: null },
        armadaDamageCard: {
          title: 'Blinded Gunners',
          nameDe: 'Geblendete Kanoniere',
          textDe: expect.stringContaining('Zielgenauigkeit'),
          persistence: 'stays-faceup',
          rules: [{ when: 'resolve-attack-effects', as: 'attacker', effect: { kind: 'forbid', action: 'spend-accuracy-icons' } }],
        },
        armadaUpgrade: {
          recurrence: 'non-recurring',
          readyCost: { count: 1, tokens: ['concentrate-fire'] },
          startingTokens: { count: 1, kind: 'command-tokens', types: ['concentrate-fire'] },
          fleetStarters: ['SWM34'],
        },
        armadaSquadron: { fleetStarter: 'SWM35', ability: expect.stringContaining('even while engaged') },
      });
      const missing = await gql(t, '{ armadaShip(id: "star-destroyer") { id } }');
      expect(missing.errors?.[0].extensions).toMatchObject({ code: 'CATALOG_ENTRY_NOT_FOUND', status: 404, messages: { de: expect.any(String), en: expect.any(String) } });
      const bad = await gql(t, '{ rebellionSystems(region: 9) { total } }');
      expect(bad.errors?.[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
    });
  });
});
