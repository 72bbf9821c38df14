import type { OpenAPIObject } from '@nestjs/swagger';
import { trimExample, type RecordedExample } from './openapi.tour.js';

/**
 * Finishes the document Nest builds from the decorators with what holds for
 * every operation alike, so no controller repeats it (issue 11, "The OpenAPI
 * document complete"):
 * - every error status an operation can answer, each as RFC 9457 problem
 *   details (`ProblemDetails`): 400 for any input, 401 and 403 where a seat
 *   token is read, 404 where a path names something, 413 for bodies, 429 where rate limits apply, 503 where the
 *   database is read, 500 anywhere;
 * - the bearer token as an opaque secret (not a JWT);
 * - header parameters once: `Authorization` is the security scheme's (OpenAPI
 *   ignores it as a parameter), `Idempotency-Key` once whatever its case;
 * - the recorded examples (src/openapi/openapi.examples.data.ts): request,
 *   answer and parameter values of a real call to each operation.
 */

type Operation = {
  parameters?: { in: string; name: string; example?: unknown; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown; example?: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown; example?: unknown }> }>;
  security?: Record<string, string[]>[];
};

const PROBLEM_REF = { $ref: '#/components/schemas/ProblemDetails' };

const PROBLEM_SCHEMA = {
  type: 'object',
  description: 'RFC 9457 problem details with Holocron\'s members: a stable `code`, `messages` in German and English, and `rule` (`game:slug`) where a rule is the reason.',
  required: ['type', 'title', 'status', 'detail', 'instance', 'code', 'messages'],
  properties: {
    type: { type: 'string', example: 'urn:holocron:error:not-your-turn' },
    title: { type: 'string', example: 'Not your turn' },
    status: { type: 'integer', example: 422 },
    detail: { type: 'string', description: 'The English message.' },
    instance: { type: 'string', example: '/v1/games/3f1c…/actions' },
    code: { type: 'string', example: 'NOT_YOUR_TURN' },
    messages: { type: 'object', required: ['de', 'en'], properties: { de: { type: 'string' }, en: { type: 'string' } } },
    rule: { type: 'string', description: 'The glossary entry the refusal rests on (GET /v1/rules/{game}/{slug}).', example: 'rebels-attack:spielablauf' },
  },
  additionalProperties: true,
};

const STANDARD: Readonly<Record<string, string>> = {
  '400': 'Invalid input (INVALID_REQUEST, MALFORMED_JSON, …): problem details naming what is wrong.',
  '401': 'A seat token that is malformed or unknown (TOKEN_INVALID), or none where a seat must act (SEAT_TOKEN_REQUIRED).',
  '403': "A seat token of another game (TOKEN_FOR_OTHER_GAME).",
  '404': 'Nothing of that id (GAME_NOT_FOUND, CATALOG_ENTRY_NOT_FOUND, RULE_NOT_FOUND).',
  '413': 'The body is larger than the limit (PAYLOAD_TOO_LARGE).',
  '429': 'A rate limit was reached (RATE_LIMITED): see Retry-After and the RateLimit headers.',
  '500': 'An unexpected failure (INTERNAL_ERROR); nothing was changed.',
  '503': 'The database does not answer (DATABASE_UNAVAILABLE).',
};

/** Paths that read the database (503 when it is gone). */
const READS_DATABASE = /^\/(v1\/games\/|v1\/game-list|v1\/me\/|v1\/rules\/|watch\/|health(\/ready)?$)/;
/** Rate limits cover everything but health checks (src/limits/rate-limits.ts). */
const RATE_LIMITED = (path: string) => !/^\/health(\/|$)/.test(path);

export function completeOpenApi(doc: OpenAPIObject, examples: readonly RecordedExample[]): OpenAPIObject {
  doc.components ??= {};
  doc.components.schemas = { ...doc.components.schemas, ProblemDetails: PROBLEM_SCHEMA };
  doc.components.securitySchemes = {
    ...doc.components.securitySchemes,
    bearer: { type: 'http', scheme: 'bearer', description: 'The secret seat token from POST /v1/games: an opaque string, not a JWT.' },
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      tidyParameters(op);
      const add = (status: string) => (op.responses[status] ??= { description: STANDARD[status] });
      add('400');
      if (op.security?.some((s) => 'bearer' in s)) {
        add('401');
        add('403');
      }
      if (op.requestBody) add('413');
      if (path.includes('{')) add('404');
      if (RATE_LIMITED(path)) add('429');
      if (READS_DATABASE.test(path)) add('503');
      add('500');
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400) response.content = { 'application/problem+json': { schema: PROBLEM_REF } };
      }
      const example = examples.find((e) => e.operation === `${method} ${path}`);
      if (example) applyExample(op, example);
    }
  }
  return doc;
}

function tidyParameters(op: Operation): void {
  if (!op.parameters) return;
  const kept = new Map<string, Operation['parameters'] & object extends (infer P)[] ? P : never>();
  for (const p of op.parameters) {
    if (p.in === 'header' && p.name.toLowerCase() === 'authorization') continue;
    const key = `${p.in}:${p.name.toLowerCase()}`;
    const seen = kept.get(key);
    // The documented one (a description, the header's usual spelling) wins over the one Nest infers from @Headers().
    if (!seen || (p.description && !seen.description)) kept.set(key, p);
  }
  op.parameters = [...kept.values()];
}

function applyExample(op: Operation, example: RecordedExample): void {
  const values: Record<string, string> = { ...example.pathParams, ...example.query };
  for (const p of op.parameters ?? []) if (p.in !== 'header' && values[p.name] !== undefined) p.example = values[p.name];
  const body = op.requestBody?.content?.['application/json'];
  if (body && example.request !== undefined) body.example = trimExample(example.request);
  if (example.response === undefined) return;
  const response = (op.responses[String(example.status)] ??= { description: 'Success.' });
  const content = (response.content ??= {});
  const media = (content[example.type] ??= {});
  media.example = trimExample(example.response);
}
