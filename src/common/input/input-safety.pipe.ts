import { Injectable, type PipeTransform } from '@nestjs/common';
import { text } from '../../engine/core/text.js';
import { HolocronError } from '../errors/holocron.error.js';

/**
 * How deeply input JSON may nest. A Rebellion sandbox position, the deepest
 * input any game takes, nests about 6 levels; class-transformer and the
 * engines walk input recursively and overflow the stack a few thousand levels
 * down (issue 10), so anything deeper is refused before they see it.
 */
export const MAX_JSON_DEPTH = 64;

/** Where in the input a problem sits, as a client would write it: `options.enemies[2]`. */
function pathOf(path: readonly (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('') || '(input)';
}

/**
 * The first reason `value` may not reach the service, or null. Walks
 * iteratively, so a hostile depth cannot overflow this check itself: more than
 * `MAX_JSON_DEPTH` levels, or a NUL character (U+0000) in a string or key,
 * which neither Postgres `text` nor `jsonb` can store.
 */
export function inputProblem(value: unknown, root: string): HolocronError | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: root ? [root] : [] }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return nul(path);
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (path.length - (root ? 1 : 0) >= MAX_JSON_DEPTH) {
      return HolocronError.of(
        'JSON_TOO_DEEP',
        text(
          `${pathOf(path)} ist tiefer als ${MAX_JSON_DEPTH} Ebenen verschachtelt.`,
          `${pathOf(path)} nests deeper than ${MAX_JSON_DEPTH} levels.`,
        ),
        { maxDepth: MAX_JSON_DEPTH },
      );
    }
    const entries: [string | number, unknown][] = Array.isArray(v) ? v.map((c, i) => [i, c]) : Object.entries(v);
    for (const [key, child] of entries) {
      if (typeof key === 'string' && key.includes('\u0000')) return nul(path);
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

function nul(path: readonly (string | number)[]): HolocronError {
  const where = pathOf(path);
  return HolocronError.of(
    'INVALID_REQUEST',
    text(`${where} enthält ein NUL-Zeichen (U+0000); das ist in keiner Eingabe erlaubt.`, `${where} contains a NUL character (U+0000), which no input may contain.`),
    { problems: [`${where} contains U+0000`] },
  );
}

/**
 * Parameter kinds that carry what the client sent: REST bodies, queries and
 * path parameters, and GraphQL arguments (`GqlParamtype.ARGS`, which
 * @nestjs/graphql does not export); not the GraphQL context or info.
 */
const CLIENT_INPUT = new Set<unknown>(['body', 'query', 'param', 3]);

/**
 * Runs before validation on every REST body, query and path parameter and
 * every GraphQL argument, so class-transformer, the engines and the database
 * only ever see input of bounded depth without NUL characters.
 */
@Injectable()
export class InputSafetyPipe implements PipeTransform {
  transform(value: unknown, metadata: { type: unknown; data?: string }): unknown {
    if (!CLIENT_INPUT.has(metadata.type)) return value;
    const problem = inputProblem(value, metadata.data ?? '');
    if (problem) throw problem;
    return value;
  }
}
