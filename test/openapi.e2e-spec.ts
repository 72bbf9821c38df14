import { configFromEnv } from '../src/config/holocron.config.js';
import { RECORDED_EXAMPLES } from '../src/openapi/openapi.examples.data.js';
import { isTextType, runTour, type RecordedExample, type TourCall } from '../src/openapi/openapi.tour.js';
import { startApp, type TestApp } from './support/app.harness.js';

type Operation = {
  parameters?: { in: string; name: string; example?: unknown }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string }; example?: unknown }> }>;
  security?: Record<string, string[]>[];
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, Record<string, unknown>> } };

/** What a value looks like: keys and kinds, not values (ids, tokens and times differ from run to run). */
function shapeOf(v: unknown): unknown {
  if (v === null) return 'null';
  if (Array.isArray(v)) return v.length === 0 ? [] : [shapeOf(v[0])];
  if (typeof v === 'object') return Object.fromEntries(Object.keys(v as object).sort().map((k) => [k, shapeOf((v as Record<string, unknown>)[k])]));
  return typeof v;
}

const RERECORD = 'the examples are stale: run `npm run openapi:examples` and commit src/openapi/openapi.examples.data.ts';

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApi;
  let live: RecordedExample[];
  const send = async (call: TourCall) => {
    const url = `${call.path}${call.query ? `?${new URLSearchParams(call.query as Record<string, string>)}` : ''}`;
    let req = t.http()[call.method](url);
    if (call.token) req = req.set('Authorization', `Bearer ${call.token}`);
    for (const [k, v] of Object.entries(call.headers ?? {})) req = req.set(k, v);
    req = req.buffer(true);
    const res = call.body === undefined ? await req : await req.send(call.body as object);
    const type = String(res.headers['content-type'] ?? '');
    return { status: res.status, type, body: isTextType(type) ? (res.text ?? String(res.body)) : res.body };
  };

  beforeAll(async () => {
    const config = configFromEnv({});
    // A win may be claimed at once, as when the examples were recorded.
    t = await startApp('pglite', { gameLife: { ...config.gameLife, abandonAfterMs: 0 } });
    doc = (await t.http().get('/docs-json').expect(200)).body as OpenApi;
    live = await runTour(send);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const operations = () => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ key: `${method} ${path}`, path, method, op })));

  it('has a recorded example of every operation, and the examples still hold: the same status, type and shape as a real call now', () => {
    expect(operations().map((o) => o.key).sort()).toEqual(RECORDED_EXAMPLES.map((e) => e.operation).sort());
    for (const example of RECORDED_EXAMPLES) {
      const now = live.find((e) => e.operation === example.operation)!;
      expect([example.operation, now.status, now.type]).toEqual([example.operation, example.status, example.type]);
      const same = JSON.stringify(shapeOf(now.response)) === JSON.stringify(shapeOf(example.response));
      expect([example.operation, same ? 'same shape' : RERECORD]).toEqual([example.operation, 'same shape']);
    }
  });

  it('shows each example: request body, answer (JSON or text) and every path and query value used', () => {
    for (const { key, op } of operations()) {
      const example = RECORDED_EXAMPLES.find((e) => e.operation === key)!;
      if (op.requestBody) expect([key, op.requestBody.content['application/json']?.example]).toEqual([key, expect.anything()]);
      if (example.response !== undefined) expect([key, op.responses[String(example.status)]?.content?.[example.type]?.example]).toEqual([key, expect.anything()]);
      const used = { ...example.pathParams, ...example.query };
      for (const p of op.parameters ?? []) if (used[p.name] !== undefined) expect([key, p.name, p.example]).toEqual([key, p.name, used[p.name]]);
      for (const name of Object.keys(example.pathParams)) expect([key, name, op.parameters?.some((p) => p.in === 'path' && p.name === name)]).toEqual([key, name, true]);
    }
  });

  it('describes every error as problem details, the token as opaque, and each header once', () => {
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', description: expect.stringContaining('not a JWT') });
    for (const { key, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400) expect([key, status, response.content?.['application/problem+json']?.schema?.$ref]).toEqual([key, status, '#/components/schemas/ProblemDetails']);
      }
      const headers = (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name.toLowerCase());
      expect([key, headers.includes('authorization'), new Set(headers).size]).toEqual([key, false, headers.length]);
    }
    const idempotent = operations().filter(({ op }) => op.parameters?.some((p) => p.name === 'Idempotency-Key'));
    expect(idempotent.map((o) => o.key).sort()).toEqual(['post /v1/games/{id}/actions', 'post /v1/games/{id}/claim-win', 'post /v1/games/{id}/resign']);
  });

  it('says truly where a seat token is optional and where it is required: a call without one is served, or refused with 401', async () => {
    let optional = 0;
    let required = 0;
    for (const { key, op, method } of operations()) {
      if (!op.security?.some((s) => 'bearer' in s)) continue;
      const example = live.find((e) => e.operation === key)!;
      const path = key.split(' ')[1].replace(/\{(\w+)\}/g, (_, name: string) => example.pathParams[name]);
      const res = await send({ method: method as TourCall['method'], path, query: example.query, body: example.request });
      if (op.security.some((s) => Object.keys(s).length === 0)) {
        optional++;
        expect([key, res.status]).toEqual([key, 200]);
      } else {
        required++;
        expect([key, res.status, (res.body as { code?: string }).code]).toEqual([key, 401, 'SEAT_TOKEN_REQUIRED']);
      }
    }
    expect([optional, required]).toEqual([5, 5]);
  });
});
