import type { GraphQLFormattedError } from 'graphql';
import { ERRORS } from './error-catalog.js';

/** Apollo's own codes for requests that never reach a resolver, all client mistakes. */
const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Gives the errors GraphQL raises itself (parsing, validation, variables) the
 * members ours carry: `code`, `status` and `messages {de, en}`. Errors from
 * resolvers already have them (ProblemDetailsFilter); anything else is
 * reported as an internal error without its details.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError {
  const extensions = formatted.extensions ?? {};
  // Apollo re-codes a failed validation as GRAPHQL_VALIDATION_FAILED; our own rules' codes (limits) win.
  const own = (error as { originalError?: { extensions?: Record<string, unknown> } } | undefined)?.originalError?.extensions;
  if (extensions.code === 'GRAPHQL_VALIDATION_FAILED' && typeof own?.code === 'string' && own.messages) {
    return { ...formatted, extensions: { ...extensions, ...own } };
  }
  if (extensions.messages) return formatted;
  const code = typeof extensions.code === 'string' ? extensions.code : 'INTERNAL_ERROR';
  if (CLIENT_CODES.has(code)) {
    return {
      ...formatted,
      extensions: {
        ...extensions,
        code,
        status: 400,
        messages: { de: `Die GraphQL-Anfrage ist ungültig: ${formatted.message}`, en: formatted.message },
      },
    };
  }
  const { messages } = ERRORS.INTERNAL_ERROR;
  return { message: messages.en, path: formatted.path, extensions: { code: 'INTERNAL_ERROR', status: 500, messages } };
}
