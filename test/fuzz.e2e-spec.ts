import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { SeededRng } from '../src/engine/core/rng.random.js';
import { configFromEnv } from '../src/config/holocron.config.js';
import { startApp, TEST_RATE_LIMIT_IP, TEST_RATE_PREFIX, type TestApp } from './support/app.harness.js';
import { wsClient } from './support/graphql.client.js';

/** Random JSON of a few shapes, leaning towards the values that break careless code. */
function randomJson(rng: SeededRng, depth = 0): unknown {
  const pick = rng.int(depth > 2 ? 7 : 9);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return [true, false][rng.int(2)];
    case 2:
      return [0, -1, 1.5, 1e308, -0, 2 ** 31, Number.MAX_SAFE_INTEGER][rng.int(7)];
    case 3:
      return ['', 'rebels-attack', 'rebellion', 'armada-attack', 'PlaceGhost', '💥', 'a'.repeat(300), '__proto__'][rng.int(8)];
    case 4:
      return rng.int(16);
    case 5:
      return 'x';
    case 6:
      return [];
    case 7:
      return Array.from({ length: rng.int(4) }, () => randomJson(rng, depth + 1));
    default: {
      const keys = ['game', 'players', 'options', 'seed', 'sandbox', 'position', 'dice', 'action', 'actionId', 'steps', 'type', 'to', 'ally', 'forceChips', 'expectedVersion', 'idempotencyKey', 'constructor'];
      return Object.fromEntries(Array.from({ length: rng.int(5) }, () => [keys[rng.int(keys.length)], randomJson(rng, depth + 1)]));
    }
  }
}

/** Replaces one leaf of a valid body with random JSON. */
function mutate(rng: SeededRng, body: Record<string, unknown>): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (v && typeof v === 'object') for (const [k, c] of Object.entries(v)) walk(c, [...path, Array.isArray(v) ? Number(k) : k]);
  };
  walk(copy, []);
  const path = paths[1 + rng.int(paths.length - 1)];
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]] = randomJson(rng);
  return copy;
}

/** `{"a":{"a":…}}` as text, `depth` levels deep (stringifying an object that deep would overflow first). */
function deepJson(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/**
 * The classes of hostile values issue 10 names, each as JSON text so a
 * 10,000-deep value need not exist as an object: NUL characters, numbers
 * beyond int4 and beyond doubles' integers, deep nesting, wrong types and
 * prototype keys.
 */
const HOSTILE: readonly [string, string][] = [
  ['nul', JSON.stringify('a\u0000b')],
  ['int4+1', '2147483648'],
  ['huge', '99999999999999999999999999'],
  ['negative', '-1.5'],
  ['deep', deepJson(10_000)],
  ['deep-array', '['.repeat(10_000) + ']'.repeat(10_000)],
  ['string', JSON.stringify('x'.repeat(1000))],
  ['null', 'null'],
  ['array', '[1,"x",null]'],
  ['proto', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
];

/** Path and query values of the same classes (query strings and paths carry text only). */
const HOSTILE_TEXT: readonly string[] = ['a%00b', '2147483648', '99999999999999999999999999', '__proto__', '%FF', 'x'.repeat(1000)];

interface Probe {
  readonly what: string;
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly type: string;
}

/** Never a 5xx; every refusal a problem with a code and messages in both languages. */
function expectCodedOrOk(probe: Probe): void {
  const context = `${probe.what} → ${probe.status} ${JSON.stringify(probe.body).slice(0, 300)}`;
  expect([context, probe.status < 500]).toEqual([context, true]);
  if (probe.status >= 400) {
    expect([context, probe.type]).toEqual([context, expect.stringMatching(/^application\/problem\+json/)]);
    expect([context, probe.body.code, probe.body.messages]).toEqual([context, expect.any(String), { de: expect.any(String), en: expect.any(String) }]);
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

interface Route {
  readonly method: string;
  readonly path: string;
}

/** Every route the service answers, read from Express's router: a new controller is fuzzed without a change here. */
function routesOf(t: TestApp): Route[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } };
  return express.router.stack.flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).filter((m) => m !== '_all' && m !== 'head').map((method) => ({ method, path: layer.route!.path })) : [],
  );
}

/** Body property names and query parameter names the OpenAPI document gives a route, so hostile values land where handlers look. */
interface Inputs {
  readonly query: string[];
  readonly body: string[];
}

function inputsOf(doc: OpenApi, route: Route): Inputs {
  const path = route.path.replace(/:(\w+)/g, '{$1}');
  const op = doc.paths[path]?.[route.method];
  if (!op) return { query: [], body: [] };
  const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  let schema = op.requestBody?.content?.['application/json']?.schema;
  if (schema?.$ref) schema = doc.components.schemas[schema.$ref.split('/').pop()!];
  return { query, body: Object.keys(schema?.properties ?? {}) };
}

interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown> } }> } }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

describe('bad input never breaks the service', () => {
  let t: TestApp;
  let game: { id: string; version: number; seats: { token: string }[] };
  beforeAll(async () => {
    // The fuzz sends its probes in parallel batches with one seat token: raised token limits keep a
    // 429 from standing in for the answer under test (the limits have their own spec, rate-limits.e2e).
    const limits = configFromEnv({
      HOLOCRON_RATE_LIMIT_IP: TEST_RATE_LIMIT_IP,
      HOLOCRON_RATE_LIMIT_TOKEN: TEST_RATE_LIMIT_IP,
      HOLOCRON_RATE_LIMIT_TOKEN_CONCURRENCY: '100000',
      HOLOCRON_RATE_LIMIT_PREFIX: TEST_RATE_PREFIX,
      REDIS_URL: process.env.REDIS_URL,
    }).limits;
    t = await startApp('pglite', { limits });
    game = (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2 }).expect(201)).body;
  });
  afterAll(async () => {
    await t.close();
  });

  const valid = {
    game: 'rebels-attack',
    players: 2,
    options: { firstSeat: 1, enemies: { 'darth-vader': { strength: 8 } } },
    sandbox: { position: { grid: Array(16).fill('stormtrooper'), stack: [], ghosts: [0, 15], players: [{ forceChips: 1 }] }, dice: [3] },
  };

  it('answers 2xx or a 4xx problem to 300 mutated and random bodies for creating games and submitting actions', async () => {
    const rng = new SeededRng('fuzz');
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      const creating = i % 2 === 0;
      const body = i % 3 === 0 ? randomJson(rng) : creating ? mutate(rng, valid) : mutate(rng, { action: { type: 'PlaceGhost', position: 0 }, expectedVersion: game.version, idempotencyKey: `k${i}` });
      const req = creating
        ? t.http().post('/v1/games')
        : t.http().post(`/v1/games/${game.id}/actions`).set('Authorization', `Bearer ${game.seats[i % 4 === 1 ? 0 : 1].token}`);
      const res = await req.set('Content-Type', 'application/json').send(JSON.stringify(body));
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) throw new Error(`${res.status} for ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
      if (res.status >= 400) {
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.body.messages).toEqual({ de: expect.any(String), en: expect.any(String) });
      }
    }
    // The mix must really exercise refusals of several kinds.
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThanOrEqual(2);
  });

  it('answers a problem to odd paths, queries and headers', async () => {
    const probes = [
      t.http().get('/v1/games/%FF'),
      t.http().get(`/v1/games/${game.id}/events?after=-1`),
      t.http().get(`/v1/games/${game.id}/events?limit=1e9`),
      t.http().get(`/v1/games/${game.id}/events?after=abc`),
      t.http().get(`/v1/games/${game.id}`).set('Authorization', 'Basic Zm9vOmJhcg=='),
      t.http().get(`/v1/games/${game.id}`).set('Authorization', 'Bearer '),
      t.http().post('/v1/games').set('Content-Type', 'application/json').send('x'.repeat(2_000_000)),
      t.http().post('/v1/games').set('Content-Type', 'text/plain').send('hello'),
    ];
    for (const res of await Promise.all(probes)) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  // Every route and argument, found at run time. PGlite only: the database-specific cases (NUL, int4) run on both in bad-input.e2e-spec.ts.
  describe('every REST route and GraphQL argument, with hostile values of every class', () => {
    /** Real values for path parameters, so hostile query and body values reach the handler. */
    const realParam = (name: string, path: string): string =>
      name === 'id' && path.startsWith('/v1/games') ? game.id : name === 'game' ? 'rebellion' : name === 'slug' ? 'anfuehrer' : 'x';

    it('answers every REST route with 2xx or a coded problem', async () => {
      const doc = (await t.http().get('/docs-json').expect(200)).body as OpenApi;
      const routes = routesOf(t);
      // The routes the service is known to have: if enumeration broke, the fuzz would test nothing.
      expect(routes.length).toBeGreaterThanOrEqual(35);
      expect(routes).toEqual(expect.arrayContaining([{ method: 'post', path: '/v1/games/:id/actions' }, { method: 'get', path: '/v1/games/:id/events' }]));
      let probes = 0;
      for (const route of routes) {
        const { query, body } = inputsOf(doc, route);
        const documented = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method];
        const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
        const real = route.path.replace(/:(\w+)/g, (_, name: string) => realParam(name, route.path));
        const requests: { what: string; send: () => Promise<{ status: number; body: Record<string, unknown>; headers: Record<string, string> }> }[] = [];
        const call = (url: string, payload?: string) => {
          const req = route.method === 'post' ? t.http().post(url) : t.http().get(url);
          req.set('Authorization', `Bearer ${game.seats[0].token}`);
          return payload === undefined ? req : req.set('Content-Type', 'application/json').send(payload);
        };
        for (const name of params) {
          for (const v of HOSTILE_TEXT) {
            const url = route.path.replace(/:(\w+)/g, (_, n: string) => (n === name ? v : realParam(n, route.path)));
            requests.push({ what: `${route.method} ${url.slice(0, 120)}`, send: () => call(url, route.method === 'post' ? '{}' : undefined) });
          }
        }
        for (const name of query) {
          for (const v of HOSTILE_TEXT) {
            const url = `${real}?${name}=${v}`;
            requests.push({ what: `${route.method} ${url.slice(0, 120)}`, send: () => call(url, route.method === 'post' ? '{}' : undefined) });
          }
        }
        const polluting = `${real}?__proto__[polluted]=1&constructor[prototype][polluted]=1&${query[0] ?? 'x'}[]=1&${query[0] ?? 'x'}[a]=1`;
        requests.push({ what: `${route.method} ${polluting}`, send: () => call(polluting, route.method === 'post' ? '{}' : undefined) });
        if (route.method === 'post') {
          for (const [cls, json] of HOSTILE) {
            requests.push({ what: `post ${real} body ${cls}`, send: () => call(real, json) });
            for (const prop of body) requests.push({ what: `post ${real} ${prop}=${cls}`, send: () => call(real, `{${JSON.stringify(prop)}:${json}}`) });
          }
        }
        // Eight at a time: quick, and no request waits long behind the others.
        for (let i = 0; i < requests.length; i += 8) {
          const batch = requests.slice(i, i + 8);
          const answers = await Promise.all(batch.map((r) => r.send()));
          answers.forEach((res, k) => {
            expectCodedOrOk({ what: batch[k].what, status: res.status, body: res.body, type: res.headers['content-type'] ?? '' });
            // The OpenAPI document names every error status a route really answers.
            if (res.status >= 400 && documented) expect([batch[k].what, res.status, String(res.status) in documented.responses]).toEqual([batch[k].what, res.status, true]);
          });
        }
        probes += requests.length;
      }
      expect(probes).toBeGreaterThan(500);
    });

    it('answers every GraphQL argument, top level and inside input objects, with data or coded errors', async () => {
      const schema = t.app.get(GraphQLSchemaHost).schema;
      const roots = [schema.getQueryType(), schema.getMutationType()].filter((r): r is GraphQLObjectType => !!r);
      const fields = roots.flatMap((root) => Object.values(root.getFields()).map((f) => ({ kind: root === schema.getQueryType() ? 'query' : 'mutation', field: f })));
      expect(fields.length).toBeGreaterThanOrEqual(20);
      expect(fields.map((f) => f.field.name)).toEqual(expect.arrayContaining(['createGame', 'submitAction', 'gameEvents']));

      /** A value the argument's type accepts, so that one hostile value at a time reaches the resolver. */
      const plain = (type: GraphQLInputType, name: string): unknown => {
        if (isNonNullType(type)) return plain(type.ofType, name);
        if (isListType(type)) return [plain(type.ofType, name)];
        if (isInputObjectType(type)) {
          return Object.fromEntries(Object.values(type.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, plain(f.type, f.name)]));
        }
        if (isEnumType(type)) return type.getValues()[0].value;
        switch (getNamedType(type).name) {
          case 'Int':
          case 'Float':
            return 1;
          case 'Boolean':
            return true;
          case 'ID':
            return /game/i.test(name) || name === 'id' ? game.id : 'x';
          case 'JSON':
            return {};
          default:
            return name === 'game' ? 'rebels-attack' : 'x';
        }
      };

      /** Paths to every argument and every input-object field below it (one level of nesting per object type). */
      const targets = (arg: GraphQLArgument): (string | number)[][] => {
        const out: (string | number)[][] = [[]];
        const walk = (type: GraphQLInputType, path: (string | number)[], seen: Set<string>) => {
          const named = getNamedType(type);
          if (!isInputObjectType(named) || seen.has(named.name)) return;
          const list = isListType(isNonNullType(type) ? type.ofType : type);
          for (const f of Object.values(named.getFields())) {
            const p = list ? [...path, 0, f.name] : [...path, f.name];
            out.push(p);
            walk(f.type, p, new Set([...seen, named.name]));
          }
        };
        walk(arg.type, [], new Set());
        return out;
      };

      const selection = (f: GraphQLField<unknown, unknown>) => (isLeafType(getNamedType(f.type)) ? '' : '{ __typename }');
      let probes = 0;
      for (const { kind, field } of fields) {
        if (field.args.length === 0) continue;
        const decl = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
        const use = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
        const query = `${kind}(${decl}) { ${field.name}(${use}) ${selection(field)} }`;
        const base = Object.fromEntries(field.args.map((a) => [a.name, plain(a.type, a.name)]));
        const requests: { what: string; body: string }[] = [];
        for (const arg of field.args) {
          for (const [p, path] of targets(arg).entries()) {
            // The argument itself gets every class; each field inside it three, in turn, so every class reaches every input type.
            const classes = path.length === 0 ? HOSTILE : [0, 1, 2].map((k) => HOSTILE[(p * 3 + k) % HOSTILE.length]);
            for (const [cls, json] of classes) {
              // Splice the hostile JSON text into the variables at `path`, by a marker.
              const vars = structuredClone(base) as Record<string, unknown>;
              let target = vars as Record<string | number, unknown>;
              const full = [arg.name, ...path];
              for (const key of full.slice(0, -1)) {
                if (typeof target[key] !== 'object' || target[key] === null) target[key] = typeof key === 'number' ? [] : {};
                target = target[key] as Record<string | number, unknown>;
              }
              target[full[full.length - 1]] = '@@HOSTILE@@';
              const body = JSON.stringify({ query, variables: vars }).replace('"@@HOSTILE@@"', json);
              requests.push({ what: `${field.name} ${full.join('.')}=${cls}`, body });
            }
          }
        }
        for (let i = 0; i < requests.length; i += 8) {
          const batch = requests.slice(i, i + 8);
          const answers = await Promise.all(
            batch.map((r) => t.http().post('/graphql').set('Authorization', `Bearer ${game.seats[0].token}`).set('Content-Type', 'application/json').send(r.body)),
          );
          answers.forEach((res, k) => {
            const what = batch[k].what;
            const context = `${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
            expect([context, res.status < 500]).toEqual([context, true]);
            const errors = (res.body.errors ?? []) as { extensions?: Record<string, unknown> }[];
            if (res.status >= 400 && !res.body.errors) {
              // Refused before GraphQL ran (body parser, limits): a REST problem.
              expectCodedOrOk({ what, status: res.status, body: res.body, type: res.headers['content-type'] ?? '' });
            }
            for (const e of errors) {
              expect([context, e.extensions?.code === 'INTERNAL_ERROR']).toEqual([context, false]);
              expect([context, e.extensions]).toEqual([context, expect.objectContaining({ code: expect.any(String), status: expect.any(Number), messages: { de: expect.any(String), en: expect.any(String) } })]);
              expect([context, (e.extensions!.status as number) < 500]).toEqual([context, true]);
            }
          });
        }
        probes += requests.length;
      }
      expect(probes).toBeGreaterThan(300);
    });

    it('answers every subscription argument over graphql-ws with events or coded errors', async () => {
      const schema = t.app.get(GraphQLSchemaHost).schema;
      const fields = Object.values(schema.getSubscriptionType()?.getFields() ?? {});
      expect(fields.map((f) => f.name)).toContain('gameUpdated');
      const client = wsClient(t, game.seats[0].token);
      let probes = 0;
      try {
        for (const field of fields) {
          const decl = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
          const use = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
          const query = `subscription(${decl}) { ${field.name}(${use}) { __typename } }`;
          for (const arg of field.args) {
            for (const [cls, json] of HOSTILE) {
              // The client stringifies variables itself, recursively: 1,000 levels are as deep as it goes here.
              const value = JSON.parse(json.replaceAll('{"a":'.repeat(10_000), '{"a":'.repeat(1_000)).replaceAll('}'.repeat(10_000), '}'.repeat(1_000)).replaceAll('['.repeat(10_000), '['.repeat(1_000)).replaceAll(']'.repeat(10_000), ']'.repeat(1_000))) as unknown;
              const variables = { ...Object.fromEntries(field.args.map((a) => [a.name, /game/i.test(a.name) ? game.id : 0])), [arg.name]: value };
              const errors = await new Promise<readonly { extensions?: Record<string, unknown> }[]>((resolve) => {
                const stop = client.subscribe(
                  { query, variables },
                  {
                    next: (msg) => {
                      stop();
                      resolve(msg.errors ?? []);
                    },
                    error: (e) => resolve(Array.isArray(e) ? (e as { extensions?: Record<string, unknown> }[]) : [{ extensions: { code: 'CLOSED', detail: String(e) } }]),
                    complete: () => resolve([]),
                  },
                );
                // A valid subscription waits for events: after a moment it counts as accepted.
                setTimeout(() => {
                  stop();
                  resolve([]);
                }, 150);
              });
              probes++;
              for (const e of errors) {
                const context = `${field.name} ${arg.name}=${cls} → ${JSON.stringify(e).slice(0, 300)}`;
                expect([context, e.extensions]).toEqual([
                  context,
                  expect.objectContaining({ code: expect.not.stringMatching(/^(INTERNAL_ERROR|CLOSED)$/), messages: { de: expect.any(String), en: expect.any(String) } }),
                ]);
              }
            }
          }
        }
      } finally {
        await client.dispose();
      }
      expect(probes).toBeGreaterThanOrEqual(20);
    });

    it('refuses hostile literals written into the GraphQL document itself', async () => {
      const literals = ['"a\\u0000b"', '2147483648', '99999999999999999999', '{a: '.repeat(10_000) + '1' + '}'.repeat(10_000), '['.repeat(10_000) + ']'.repeat(10_000)];
      for (const literal of literals) {
        const query = `mutation { submitAction(gameId: "${game.id}", input: {action: ${literal}}) { version } }`;
        const res = await t.http().post('/graphql').set('Authorization', `Bearer ${game.seats[0].token}`).send({ query });
        const context = `${literal.slice(0, 40)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
        expect([context, res.status < 500]).toEqual([context, true]);
        const e = res.body.errors?.[0];
        expect([context, e?.extensions]).toEqual([context, expect.objectContaining({ code: expect.any(String), status: 400, messages: { de: expect.any(String), en: expect.any(String) } })]);
      }
    });
  });
});
