/**
 * The limits that keep one client from exhausting the service: GraphQL shape and cost, request
 * bodies, request rates, idempotency keys. Defaults and meaning: docs/security.md.
 */
export interface LimitsConfig {
  readonly graphql: {
    /** Deepest field nesting of one operation, fragments expanded; the standard introspection query needs 12. */
    readonly maxDepth: number;
    /** Aliased fields in one document. */
    readonly maxAliases: number;
    /** The cost budget of one operation (see graphql-complexity.ts). */
    readonly maxComplexity: number;
    /** What a list field without a `limit` argument is assumed to return. */
    readonly listSize: number;
    /** Root fields of one mutation operation. */
    readonly maxMutations: number;
    /** Lexical tokens in one document, so the parser never sees a huge one. */
    readonly maxTokens: number;
  };
  /** Largest request body, bytes. */
  readonly bodyBytes: number;
  /** Deepest nesting of objects and arrays in a JSON body. */
  readonly jsonDepth: number;
}

export const LIMIT_DEFAULTS: LimitsConfig = {
  graphql: { maxDepth: 12, maxAliases: 50, maxComplexity: 5000, listSize: 10, maxMutations: 5, maxTokens: 50_000 },
  bodyBytes: 100 * 1024,
  jsonDepth: 32,
};

export function limitsFromEnv(env: NodeJS.ProcessEnv): LimitsConfig {
  const d = LIMIT_DEFAULTS;
  return {
    graphql: {
      maxDepth: wholeNumber(env, 'HOLOCRON_GRAPHQL_MAX_DEPTH', d.graphql.maxDepth),
      maxAliases: wholeNumber(env, 'HOLOCRON_GRAPHQL_MAX_ALIASES', d.graphql.maxAliases, 0),
      maxComplexity: wholeNumber(env, 'HOLOCRON_GRAPHQL_MAX_COMPLEXITY', d.graphql.maxComplexity),
      listSize: wholeNumber(env, 'HOLOCRON_GRAPHQL_LIST_SIZE', d.graphql.listSize),
      maxMutations: wholeNumber(env, 'HOLOCRON_GRAPHQL_MAX_MUTATIONS', d.graphql.maxMutations),
      maxTokens: wholeNumber(env, 'HOLOCRON_GRAPHQL_MAX_TOKENS', d.graphql.maxTokens),
    },
    bodyBytes: wholeNumber(env, 'HOLOCRON_BODY_LIMIT_BYTES', d.bodyBytes),
    jsonDepth: wholeNumber(env, 'HOLOCRON_JSON_MAX_DEPTH', d.jsonDepth),
  };
}

export function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, not ${raw}`);
  return value;
}
