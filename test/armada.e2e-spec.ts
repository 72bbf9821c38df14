import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { backends, startApp, type TestApp } from './support/app.harness.js';
import { armadaApp } from './support/armada.harness.js';
import { BOW_TO_BOW, CHARGER_AT_SPEED_2, REPUBLIC_STARTER, SEED_ATTACK_TABLE, SEED_COURSE, SQUADRON_TABLE } from './support/armada.fixtures.js';
import { gql } from './support/graphql.client.js';

type Problem = { status: number; code: string; messages: { de: string; en: string }; rule?: string };
type Target = { id: string; zone: string | null; range: string | null; distanceMm: number | null; dice: object; canAttack: boolean; reasons: { code: string }[] };

const run = promisify(execFile);

/** The curl examples of docs/games/armada.md, exactly as printed there. */
function docsExamples(): string {
  const doc = readFileSync('docs/games/armada.md', 'utf8');
  const block = /<!-- api-examples:start -->\s*```bash\n([\s\S]*?)```\s*<!-- api-examples:end -->/.exec(doc);
  if (!block) throw new Error('docs/games/armada.md has no api-examples block');
  return block[1];
}

/** One valid body per endpoint; the fuzz below breaks them. */
const VALID: readonly (readonly [string, Record<string, unknown>])[] = [
  ['/v1/armada/fleets/validate', REPUBLIC_STARTER],
  ['/v1/armada/maneuvers', CHARGER_AT_SPEED_2],
  ['/v1/armada/maneuvers/execute', { ...SEED_COURSE, side: 'left' }],
  ['/v1/armada/attack-options', { attacker: { id: 'hardcell', zone: 'front' }, table: SEED_ATTACK_TABLE }],
  ['/v1/armada/squadron-reach', { squadron: 'v19', table: SQUADRON_TABLE }],
  ['/v1/armada/squadron-moves/check', { squadron: 'v19', table: SQUADRON_TABLE, to: { x: 485, y: 400 } }],
  ['/v1/armada/displaced-squadrons/check', { squadron: 'vulture', ship: 'acc', table: SQUADRON_TABLE, to: { x: 348.5, y: 300 } }],
  ['/v1/armada/measure', { from: { id: 'a', zone: 'front' }, to: { id: 'b', zone: 'front' }, table: BOW_TO_BOW }],
];

/** Every path to a leaf (or an empty container) of a JSON value. */
function leafPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [at];
  const entries = Object.entries(value);
  return entries.length === 0 ? [at] : entries.flatMap(([k, v]) => leafPaths(v, [...at, Array.isArray(value) ? Number(k) : k]));
}

function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]] = replaced(copy[path[0]], path.slice(1), by);
  return copy;
}

describe.each(backends())('Armada rules queries on %s', (backend) => {
  const t = armadaApp(backend);

  const post = (path: string, body: unknown) => t.http().post(path).set('Content-Type', 'application/json').send(JSON.stringify(body));

  async function problem(path: string, body: unknown, status: number, code: string): Promise<Problem> {
    const res = await post(path, body);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status, code, type: expect.stringMatching(/^urn:holocron:error:/), detail: expect.any(String) });
    expect(res.body.messages.de).not.toBe(res.body.messages.en);
    return res.body as Problem;
  }

  describe('fleet validation', () => {
    it('totals a legal starter list', async () => {
      const res = (await post('/v1/armada/fleets/validate', REPUBLIC_STARTER).expect(200)).body;
      expect(res).toMatchObject({ valid: true, faction: 'republic', pointLimit: 200, points: 195, squadronPoints: 48, violations: [] });
      expect(res.ships[0]).toMatchObject({ index: 0, id: 'acclamator-ii-class-assault-ship', upgrades: [{ id: 'obi-wan-kenobi', points: 22 }, expect.anything(), expect.anything()] });
    });

    it('lists every broken rule with code, both languages, the rule and the card it concerns', async () => {
      const printed = (await post('/v1/armada/fleets/validate', { ...REPUBLIC_STARTER, pointsEdition: 'printed' }).expect(200)).body;
      expect(printed).toMatchObject({ valid: false, points: 204 });
      expect(printed.violations).toEqual([
        { code: 'FLEET_OVER_POINT_LIMIT', messages: { de: expect.any(String), en: expect.any(String) }, rule: 'armada:flottenzusammenstellung-mit-startersets' },
      ]);
      const mixed = (await post('/v1/armada/fleets/validate', { ...REPUBLIC_STARTER, ships: [...REPUBLIC_STARTER.ships, { ship: 'hardcell-class-transport' }] }).expect(200)).body;
      expect(mixed.violations).toContainEqual(expect.objectContaining({ code: 'FLEET_MIXED_FACTIONS', subject: 'hardcell-class-transport', rule: 'armada:einschraenkungen-bei-der-flottenzusammenstellung' }));
    });

    it('400 for a list that is not one: outer shape, then the engine naming the field', async () => {
      expect((await problem('/v1/armada/fleets/validate', { ships: 'all of them' }, 400, 'INVALID_REQUEST')).messages.en).toContain('ships');
      await problem('/v1/armada/fleets/validate', { ...REPUBLIC_STARTER, flagship: 0 }, 400, 'INVALID_REQUEST');
      const unknown = await problem('/v1/armada/fleets/validate', { ships: [{ ship: 'executor' }] }, 400, 'ARMADA_MALFORMED_INPUT');
      expect(unknown.messages.en).toBe('ships[0].ship: unknown ship "executor"');
      await problem('/v1/armada/fleets/validate', { ...REPUBLIC_STARTER, format: 'epic' }, 400, 'ARMADA_MALFORMED_INPUT');
    });
  });

  describe('maneuvers', () => {
    it('lists every course at the speed, each with both tool sides, and more with a navigate dial', async () => {
      const plain = (await post('/v1/armada/maneuvers', CHARGER_AT_SPEED_2).expect(200)).body;
      expect(plain.options.map((o: { speed: number }) => o.speed)).toEqual([2]);
      expect(plain.options[0].courses).toHaveLength(15);
      expect(plain.options[0].courses[0].outcomes.map((o: { side: string }) => o.side)).toEqual(['left', 'right']);
      const dial = (await post('/v1/armada/maneuvers', { ...CHARGER_AT_SPEED_2, navigate: { dial: true } }).expect(200)).body;
      expect(Object.fromEntries(dial.options.map((o: { speed: number; courses: unknown[] }) => [o.speed, o.courses.length]))).toEqual({ 1: 5, 2: 25, 3: 81 });
    });

    it("executes the seed's course with the tool on the left and refuses the right side with the rule", async () => {
      const left = (await post('/v1/armada/maneuvers/execute', { ...SEED_COURSE, side: 'left' }).expect(200)).body;
      expect(left).toMatchObject({ side: 'left', legal: true, executedSpeed: 3, overlappedShips: [], collidedWith: null });
      expect(left).not.toHaveProperty('violation');
      const right = await problem('/v1/armada/maneuvers/execute', { ...SEED_COURSE, side: 'right' }, 422, 'SHIP_WOULD_OVERLAP_TOOL');
      expect(right.rule).toBe('armada:schiff-bewegen');
      await problem('/v1/armada/maneuvers/execute', { ...CHARGER_AT_SPEED_2, course: [2, 2], side: 'right' }, 422, 'YAW_EXCEEDS_SPEED_CHART');
    });

    it('422 above the maximum speed, 400 for an unknown ship or a pose that is not one', async () => {
      expect((await problem('/v1/armada/maneuvers', { ...CHARGER_AT_SPEED_2, speed: 5 }, 422, 'SPEED_ABOVE_MAXIMUM')).rule).toBe('armada:navigieren');
      await problem('/v1/armada/maneuvers', { ...CHARGER_AT_SPEED_2, ship: 'executor' }, 400, 'ARMADA_MALFORMED_INPUT');
      expect((await problem('/v1/armada/maneuvers', { ...CHARGER_AT_SPEED_2, pose: { x: 'left', y: 0, heading: 0 } }, 400, 'ARMADA_MALFORMED_INPUT')).messages.en).toContain('pose.x');
      await problem('/v1/armada/maneuvers', { ...CHARGER_AT_SPEED_2, speed: 'fast' }, 400, 'INVALID_REQUEST');
      await problem('/v1/armada/maneuvers/execute', { ...SEED_COURSE, side: 'up' }, 400, 'INVALID_REQUEST');
    });
  });

  describe('attacks, squadrons and measurements', () => {
    it("finds the seed attack from positions: the Acclamator's rear at medium range, 2 red and 1 blue", async () => {
      const res = (await post('/v1/armada/attack-options', { attacker: { id: 'hardcell', zone: 'front' }, table: SEED_ATTACK_TABLE }).expect(200)).body;
      expect(res.attacker).toEqual({ kind: 'ship', id: 'hardcell', zone: 'front' });
      const rear = res.targets.find((x: Target) => x.id === 'acclamator' && x.zone === 'rear');
      expect(rear).toMatchObject({ range: 'medium', distanceMm: 150, canAttack: true, obstructedBy: [], dice: { red: 2, blue: 1, black: 0 }, reasons: [] });
      const front = res.targets.find((x: Target) => x.id === 'acclamator' && x.zone === 'front');
      expect(front.canAttack).toBe(false);
      expect(front.reasons[0]).toEqual({ code: expect.any(String), messages: expect.any(Object), rule: expect.stringMatching(/^armada:/) });
    });

    it('rests line of sight and obstruction on the whole ship, the range line and the visible part of an obstacle', async () => {
      // The positions of src/engine/armada/geometry/line-of-sight.measure.spec.ts, worked out there.
      const hardcell = (id: string, x: number, y: number, heading: number, owner: number) => ({ id, ship: 'hardcell-class-transport', pose: { x, y, heading }, owner });
      const corner = { ships: [hardcell('A', 380, 382, 0, 0), hardcell('D', 500, 500, 0, 1)] };
      const ranged = (await post('/v1/armada/attack-options', { attacker: { id: 'A', zone: 'right' }, table: corner }).expect(200)).body;
      expect(ranged.targets.find((x: Target) => x.id === 'D' && x.zone === 'left')).toMatchObject({
        inArc: true,
        range: 'close',
        lineOfSight: false,
        blockedByZone: 'rear',
        canAttack: false,
        reasons: [{ code: 'NO_LINE_OF_SIGHT', rule: 'armada:sichtlinie-und-versperrte-angriffe' }],
      });
      const rail = { ships: [hardcell('a', 300, 300, 0, 0), hardcell('b', 300, 521, 180, 1), { id: 'c', ship: 'consular-class-charger-c70', pose: { x: 279, y: 410, heading: 0 }, owner: 0 }] };
      const railed = (await post('/v1/armada/attack-options', { attacker: { id: 'a', zone: 'front' }, table: rail }).expect(200)).body;
      expect(railed.targets.find((x: Target) => x.id === 'b' && x.zone === 'front')).toMatchObject({ obstructedBy: ['c'], canAttack: true });
      const under = { ships: [hardcell('a', 300, 300, 0, 0), hardcell('b', 300, 471, 180, 1)], obstacles: [{ id: 'rock', type: 'debris', outline: [{ x: -10, y: -5 }, { x: 10, y: -5 }, { x: 10, y: 5 }, { x: -10, y: 5 }], pose: { x: 300, y: 330, heading: 0 } }] };
      const hidden = (await post('/v1/armada/attack-options', { attacker: { id: 'a', zone: 'front' }, table: under }).expect(200)).body;
      expect(hidden.targets.find((x: Target) => x.id === 'b' && x.zone === 'front')).toMatchObject({ obstructedBy: [] });
      const gq = await gql<{ armadaAttackOptions: { targets: unknown[] } }>(
        t,
        'query($a: ArmadaAttackOptionsInput!) { armadaAttackOptions(input: $a) { targets { id zone lineOfSight blockedByZone canAttack reasons { code } } } }',
        { a: { attacker: { id: 'A', zone: 'right' }, table: corner } },
      );
      expect(gq.errors).toBeUndefined();
      expect(gq.data.armadaAttackOptions.targets).toContainEqual({ id: 'D', zone: 'left', lineOfSight: false, blockedByZone: 'rear', canAttack: false, reasons: [{ code: 'NO_LINE_OF_SIGHT' }] });
    });

    it('answers for a squadron when the attacker names no zone', async () => {
      const table = { ...SQUADRON_TABLE, squadrons: [SQUADRON_TABLE.squadrons[0], { ...SQUADRON_TABLE.squadrons[1], position: { x: 300, y: 420 } }] };
      const res = (await post('/v1/armada/attack-options', { attacker: { id: 'vulture' }, table }).expect(200)).body;
      expect(res.attacker).toEqual({ kind: 'squadron', id: 'vulture', zone: null });
      expect(res.engagedWith).toEqual(['v19']);
      expect(res.targets.find((x: Target) => x.id === 'v19')).toMatchObject({ range: 'distance-1', canAttack: true });
      await problem('/v1/armada/attack-options', { attacker: { id: 'hardcell' }, table: SEED_ATTACK_TABLE }, 400, 'ARMADA_MALFORMED_INPUT');
    });

    it('gives a squadron its reach and checks destinations and displaced placements', async () => {
      const reach = (await post('/v1/armada/squadron-reach', { squadron: 'v19', table: SQUADRON_TABLE }).expect(200)).body;
      expect(reach).toEqual({ id: 'v19', speed: 3, reachMm: 185, engagedWith: [], canMove: true, reasons: [] });
      const ok = (await post('/v1/armada/squadron-moves/check', { squadron: 'v19', table: SQUADRON_TABLE, to: { x: 485, y: 400 } }).expect(200)).body;
      expect(ok).toEqual({ ok: true, distanceMm: 185, leavesPlayArea: null });
      const far = await problem('/v1/armada/squadron-moves/check', { squadron: 'v19', table: SQUADRON_TABLE, to: { x: 485.1, y: 400 } }, 422, 'SQUADRON_MOVE_TOO_FAR');
      expect(far.rule).toBe('armada:bewegung-von-staffeln');
      await post('/v1/armada/displaced-squadrons/check', { squadron: 'vulture', ship: 'acc', table: SQUADRON_TABLE, to: { x: 348.5, y: 300 } }).expect(200);
      await problem('/v1/armada/displaced-squadrons/check', { squadron: 'vulture', ship: 'acc', table: SQUADRON_TABLE, to: { x: 360, y: 300 } }, 422, 'DISPLACED_SQUADRON_NOT_TOUCHING');
      await problem('/v1/armada/squadron-reach', { squadron: 'x-wing', table: SQUADRON_TABLE }, 400, 'ARMADA_MALFORMED_INPUT');
    });

    it('measures between hull zones, whichever end it starts from', async () => {
      const ab = (await post('/v1/armada/measure', { from: { id: 'a', zone: 'front' }, to: { id: 'b', zone: 'front' }, table: BOW_TO_BOW }).expect(200)).body;
      expect(ab).toEqual({ mm: 100, range: 'close', distance: 2 });
      const ba = (await post('/v1/armada/measure', { from: { id: 'b', zone: 'front' }, to: { id: 'a', zone: 'front' }, table: BOW_TO_BOW }).expect(200)).body;
      expect(ba).toEqual(ab);
      await problem('/v1/armada/measure', { from: { id: 'a', zone: 'bow' }, to: { id: 'b' }, table: BOW_TO_BOW }, 400, 'ARMADA_MALFORMED_INPUT');
    });
  });

  describe('bad bodies', () => {
    it('400 for bodies that are not JSON objects', async () => {
      for (const [path] of VALID) {
        await problem(path, null, 400, 'MALFORMED_JSON');
        const res = await t.http().post(path).set('Content-Type', 'application/json').send('{"ship": ');
        expect([res.status, res.body.code]).toEqual([400, 'MALFORMED_JSON']);
        await problem(path, {}, 400, 'INVALID_REQUEST');
      }
    });

    it('never answers 500: any leaf of a valid body replaced by any JSON value gives an answer or problem details', async () => {
      const cases = fc.constantFrom(...VALID).chain(([path, body]) => fc.tuple(fc.constant(path), fc.constant(body), fc.constantFrom(...leafPaths(body)), fc.jsonValue({ maxDepth: 2 })));
      await fc.assert(
        fc.asyncProperty(cases, async ([path, body, at, value]) => {
          const res = await post(path, replaced(body, at, value));
          expect([200, 400, 422]).toContain(res.status);
          if (res.status !== 200) expect(res.body).toMatchObject({ code: expect.any(String), messages: { de: expect.any(String), en: expect.any(String) } });
        }),
        { numRuns: 150, seed: 5 },
      );
    });

    it('never answers 500 to arbitrary JSON', async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...VALID.map(([path]) => path)), fc.jsonValue({ maxDepth: 3 }), async (path, body) => {
          const res = await post(path, body);
          expect([200, 400, 422]).toContain(res.status);
        }),
        { numRuns: 60, seed: 7 },
      );
    });
  });

  describe('GraphQL', () => {
    const QUERY = `query Armada(
      $fleet: ArmadaFleetListInput!, $maneuver: ArmadaManeuverQueryInput!, $course: ArmadaManeuverInput!, $attack: ArmadaAttackOptionsInput!,
      $reach: ArmadaSquadronMoveInput!, $move: ArmadaSquadronDestinationInput!, $displaced: ArmadaDisplacedSquadronInput!, $measure: ArmadaMeasureInput!
    ) {
      armadaFleetValidation(input: $fleet) { valid points violations { code } }
      armadaManeuverOptions(input: $maneuver) { options { speed courses { yaw outcomes { side legal } } } }
      armadaManeuver(input: $course) { legal finalPose { heading } }
      armadaAttackOptions(input: $attack) { targets { id zone range canAttack dice { red blue black } reasons { code rule } } }
      armadaSquadronReach(input: $reach) { reachMm canMove }
      armadaSquadronMoveCheck(input: $move) { ok distanceMm }
      armadaDisplacedSquadronCheck(input: $displaced) { ok }
      armadaMeasurement(input: $measure) { mm range distance }
    }`;
    const variables = {
      fleet: REPUBLIC_STARTER,
      maneuver: CHARGER_AT_SPEED_2,
      course: { ...SEED_COURSE, side: 'left' },
      attack: { attacker: { id: 'hardcell', zone: 'front' }, table: SEED_ATTACK_TABLE },
      reach: { squadron: 'v19', table: SQUADRON_TABLE },
      move: { squadron: 'v19', table: SQUADRON_TABLE, to: { x: 485, y: 400 } },
      displaced: { squadron: 'vulture', ship: 'acc', table: SQUADRON_TABLE, to: { x: 348.5, y: 300 } },
      measure: { from: { id: 'a', zone: 'front' }, to: { id: 'b', zone: 'front' }, table: BOW_TO_BOW },
    };

    it('answers every rules query with typed results', async () => {
      const res = await gql<{
        armadaFleetValidation: unknown;
        armadaManeuverOptions: { options: { courses: unknown[] }[] };
        armadaManeuver: { legal: boolean };
        armadaAttackOptions: { targets: unknown[] };
        armadaSquadronReach: unknown;
        armadaSquadronMoveCheck: unknown;
        armadaDisplacedSquadronCheck: unknown;
        armadaMeasurement: unknown;
      }>(t, QUERY, variables);
      expect(res.errors).toBeUndefined();
      expect(res.data.armadaFleetValidation).toEqual({ valid: true, points: 195, violations: [] });
      expect(res.data.armadaManeuverOptions.options[0].courses).toHaveLength(15);
      expect(res.data.armadaManeuver.legal).toBe(true);
      expect(res.data.armadaAttackOptions.targets).toContainEqual({ id: 'acclamator', zone: 'rear', range: 'medium', canAttack: true, dice: { red: 2, blue: 1, black: 0 }, reasons: [] });
      expect(res.data.armadaSquadronReach).toEqual({ reachMm: 185, canMove: true });
      expect(res.data.armadaSquadronMoveCheck).toEqual({ ok: true, distanceMm: 185 });
      expect(res.data.armadaDisplacedSquadronCheck).toEqual({ ok: true });
      expect(res.data.armadaMeasurement).toEqual({ mm: 100, range: 'close', distance: 2 });
    });

    it('reports refusals with the same codes, messages and rules in extensions', async () => {
      const rule = await gql(t, 'query($c: ArmadaManeuverInput!) { armadaManeuver(input: $c) { legal } }', { c: { ...SEED_COURSE, side: 'right' } });
      expect(rule.errors?.[0].extensions).toMatchObject({ code: 'SHIP_WOULD_OVERLAP_TOOL', status: 422, rule: 'armada:schiff-bewegen', messages: { de: expect.any(String) } });
      const malformed = await gql(t, 'query($f: ArmadaFleetListInput!) { armadaFleetValidation(input: $f) { valid } }', { f: { ships: [{ ship: 'executor' }] } });
      expect(malformed.errors?.[0].extensions).toMatchObject({ code: 'ARMADA_MALFORMED_INPUT', status: 400 });
    });
  });

});

/** What the docs' examples print, line by line. */
const DOCS_OUTPUT = [
  '2: munificent-class-comms-frigate, munificent-class-star-frigate',
  '{"red":2,"blue":1,"black":0}',
  '14: delta-7-aethersprite-squadron, ahsoka-tano',
  'v-19-torrent-squadron speed 3',
  '132 from 2: advanced-transponder-net, all-fighters-follow-me',
  'Admiral Trench 32',
  'opening-salvo (assault)',
  'navigation',
  '22 cards, 52 in the deck',
  'Structural Damage x8',
  '404 CATALOG_ENTRY_NOT_FOUND: Im Armada-Katalog gibt es unter Schiffe keinen Eintrag „executor“.',
  'true 195/200',
  '204: FLEET_OVER_POINT_LIMIT (armada:flottenzusammenstellung-mit-startersets)',
  'speed 2: 15 courses',
  'speed 1: 5 courses, speed 2: 25 courses, speed 3: 81 courses',
  '422 SHIP_WOULD_OVERLAP_TOOL (armada:schiff-bewegen)',
  'legal, ends at 476.2 400.0 0.0',
  'acclamator rear: medium, 150 mm, {"red":2,"blue":1,"black":0}',
  'reach 185 mm, can move: true',
  '422 SQUADRON_MOVE_TOO_FAR: Speed 3 reaches 185 mm, not 185.1 mm.',
  '{"ok":true,"distanceMm":337.503,"leavesPlayArea":null}',
  '{"mm":100,"range":"close","distance":2}',
  'AttackDiceRolled {"dice":[{"color":"red","face":"hit+hit"},{"color":"red","face":"hit+hit"},{"color":"blue","face":"accuracy"}]}',
  'ConcentrateFireDialSpent {"color":"blue","face":"crit"}',
  'Accuracy (die 3 (blue, accuracy)) locks brace (ready) | Accuracy (die 3 (blue, accuracy)) locks redirect (ready) | Accuracy (die 3 (blue, accuracy)) locks salvo (ready) | Finish attack effects',
  'AccuracySpent {"die":2,"token":1}',
  'AttackEffectsResolved {}',
  'DefenseTokenSpent {"token":0,"tokenType":"brace","to":"exhausted"}',
  'DefenseTokensDone {}',
  'CriticalEffectResolved {"effect":"standard"}',
  'DamageTotalled {"total":3,"beforeBrace":5}',
  'ShieldsLost {"ship":"acclamator","zone":"rear","amount":2}',
  'DamageCardDealt {"ship":"acclamator","card":"structural-damage","faceup":true}',
  'DamageResolved {}',
  'AttackEnded {}',
  'ended: The attack is resolved. Rear shields 0, faceup structural-damage',
];

describe('the curl examples of docs/games/armada.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('run against a live service and print what the docs promise', async () => {
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', docsExamples()], { env: { ...process.env, HOLOCRON_URL: t.url } });
    expect(stdout.trim().split('\n')).toEqual(DOCS_OUTPUT);
  });
});
