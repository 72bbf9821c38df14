import express, { type RequestHandler } from 'express';
import { HolocronError } from '../common/errors/holocron.error.js';
import { text } from '../engine/core/text.js';

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

/** JSON_TOO_DEEP, as the body parser's refusal is answered (through ProblemDetailsFilter) and as the hot routes answer it. */
export function jsonTooDeep(limit: number): HolocronError {
  return HolocronError.of(
    'JSON_TOO_DEEP',
    text(`Der JSON-Inhalt ist tiefer als ${limit} Ebenen verschachtelt (siehe docs/security.md).`, `The JSON body is nested more than ${limit} levels deep (see docs/security.md).`),
    // maxDepth as the input pipe names it (docs/security.md, "Bad input").
    { limit, maxDepth: limit },
  );
}

/**
 * A JSON body read outside Express (the hot routes), parsed as `express.json` below parses it:
 * the depth on the raw bytes first, a byte order mark dropped, an empty body as `{}`, and only an
 * object or an array at the top (body-parser's `strict`).
 */
export function parseJsonBody(raw: Buffer, jsonDepth: number): unknown {
  if (jsonDepthExceeds(raw, jsonDepth) !== null) throw jsonTooDeep(jsonDepth);
  const source = raw.toString('utf8').replace(/^\uFEFF/, '');
  if (source.length === 0) return {};
  const first = /^[\x20\x09\x0a\x0d]*(.)/s.exec(source)?.[1];
  if (first !== '{' && first !== '[') throw HolocronError.of('MALFORMED_JSON');
  try {
    return JSON.parse(source);
  } catch {
    throw HolocronError.of('MALFORMED_JSON');
  }
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
