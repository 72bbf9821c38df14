import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { text } from '../engine/core/text.js';
import { operationCost } from './graphql-complexity.js';
import { graphqlLimitError } from './graphql-limit.error.js';
import { aliasLimitRule, depthLimitRule, mutationLimitRule, valueDepthRule } from './graphql-shape.rules.js';
import type { LimitsConfig } from './limits.config.js';

/** The validation rules that bound a document's shape: depth, aliases, mutations per request, nesting of literal values. */
export function graphqlLimitRules(limits: LimitsConfig['graphql'], jsonDepth: number): ValidationRule[] {
  return [depthLimitRule(limits.maxDepth), aliasLimitRule(limits.maxAliases), mutationLimitRule(limits.maxMutations), valueDepthRule(jsonDepth)];
}

/** QUERY_TOO_COMPLEX when the operation, with its variables, may resolve more objects than the budget; null when it fits. */
export function complexityError(
  limits: LimitsConfig['graphql'],
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
): GraphQLError | null {
  const cost = operationCost(schema, document, operationName, variables, limits.listSize);
  if (cost <= limits.maxComplexity) return null;
  const shown = Number.isFinite(cost) && cost < 1e15 ? Math.round(cost) : Number.MAX_SAFE_INTEGER;
  return graphqlLimitError(
    'QUERY_TOO_COMPLEX',
    text(
      `Die Anfrage könnte ${shown} Objekte liefern; erlaubt sind ${limits.maxComplexity}. Listen mit limit begrenzen oder weniger tief fragen (siehe docs/security.md).`,
      `The query could return ${shown} objects; at most ${limits.maxComplexity} are allowed. Bound lists with limit or nest less deeply (see docs/security.md).`,
    ),
    limits.maxComplexity,
    shown,
  );
}

/**
 * Measures each HTTP operation's cost once Apollo knows the operation and its variables, before
 * anything runs; a refusal is HTTP 400 like a validation error.
 */
export function complexityPlugin(limits: LimitsConfig['graphql']): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(ctx) {
          const error = complexityError(limits, ctx.schema, ctx.document, ctx.request.operationName, ctx.request.variables);
          if (error) {
            error.extensions.http = { status: 400, headers: new HeaderMap() };
            throw error;
          }
        },
      };
    },
  };
}

/** The schema Nest builds, kept for the graphql-ws hooks, which are configured before it exists. */
export class SchemaHolder {
  schema: GraphQLSchema | null = null;
}

/**
 * graphql-ws does not go through Apollo's pipeline: a subscription is checked here, in its
 * `onSubscribe` hook, against the same rules and budget; errors go back as the protocol's
 * `error` message and nothing is subscribed.
 */
export function subscriptionCheck(limits: LimitsConfig['graphql'], jsonDepth: number, holder: SchemaHolder) {
  const rules = [...specifiedRules, ...graphqlLimitRules(limits, jsonDepth)];
  return (payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null }): readonly GraphQLError[] | undefined => {
    const schema = holder.schema;
    if (!schema) return undefined;
    let document: DocumentNode;
    try {
      document = parse(payload.query, { maxTokens: limits.maxTokens });
    } catch (error) {
      return [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
    }
    const errors = validate(schema, document, rules, { maxErrors: 10 });
    if (errors.length > 0) return errors;
    const tooComplex = complexityError(limits, schema, document, payload.operationName, payload.variables ?? undefined);
    return tooComplex ? [tooComplex] : undefined;
  };
}
