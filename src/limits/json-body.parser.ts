import express, { type RequestHandler } from 'express';

/** Marks a body refused for its nesting; ProblemDetailsFilter answers it as JSON_TOO_DEEP. */
export const JSON_TOO_DEEP_TYPE = 'entity.too.deep';

/** Thrown from the parser's verify hook; body-parser keeps its status (400) and type. */
class JsonTooDeepError extends Error {
  readonly status = 400;
  readonly statusCode = 400;
  readonly expose = true;
  readonly type = JSON_TOO_DEEP_TYPE;
  constructor(
    readonly limit: number,
    readonly depth: number,
  ) {
    super(`JSON nested more than ${limit} deep`);
  }
}

/**
 * How deep objects and arrays nest in a JSON text, counted on the raw bytes before parsing.
 * Stops as soon as `limit` is exceeded. Brackets inside strings do not count.
 */
export function jsonDepthExceeds(raw: Buffer, limit: number): number | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped byte
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return depth;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return null;
}

/**
 * The body parsers, in place of Nest's defaults: JSON and form bodies up to `bodyBytes`
 * (413 PAYLOAD_TOO_LARGE beyond), and JSON nested at most `jsonDepth` deep (400 JSON_TOO_DEEP),
 * checked before parsing, so no deep structure ever reaches class-transformer, the engines or
 * GraphQL variables. Both apply to REST and to GraphQL over HTTP.
 */
export function bodyParsers(bodyBytes: number, jsonDepth: number): RequestHandler[] {
  return [
    express.json({
      limit: bodyBytes,
      verify: (_req, _res, raw) => {
        const depth = jsonDepthExceeds(raw, jsonDepth);
        if (depth !== null) throw new JsonTooDeepError(jsonDepth, depth);
      },
    }),
    express.urlencoded({ limit: bodyBytes, extended: false, parameterLimit: 100 }),
  ];
}
