import { GraphQLError, type ASTNode } from 'graphql';
import { ERRORS } from '../common/errors/error-catalog.js';
import type { Text } from '../engine/core/text.js';

export type GraphqlLimitCode = 'QUERY_TOO_DEEP' | 'TOO_MANY_ALIASES' | 'QUERY_TOO_COMPLEX' | 'TOO_MANY_MUTATIONS' | 'JSON_TOO_DEEP';

/**
 * A refused GraphQL document: the members every Holocron error carries (code, status 400,
 * messages {de, en}) plus the limit and what the document asked for. Apollo answers
 * HTTP 400 for it; formatGraphQLError keeps our code instead of Apollo's generic one.
 */
export function graphqlLimitError(code: GraphqlLimitCode, detail: Text, limit: number, actual: number, nodes?: readonly ASTNode[]): GraphQLError {
  // JSON_TOO_DEEP also carries maxDepth, as the input pipe's refusal of the same code does.
  const alias = code === 'JSON_TOO_DEEP' ? { maxDepth: limit } : {};
  return new GraphQLError(detail.en, {
    nodes,
    extensions: { code, status: ERRORS[code].status, messages: detail, limit, actual, ...alias },
  });
}
