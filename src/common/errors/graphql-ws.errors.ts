import { GraphQLError, type ExecutionResult, type FormattedExecutionResult, type GraphQLFormattedError } from 'graphql';
import { formatGraphQLError } from './graphql-error.format.js';

/**
 * An error GraphQL itself raised (validation, variable coercion) carries no
 * code over graphql-ws, where Apollo does not add its own: give it the code
 * Apollo gives over HTTP. An error with a code, or one a resolver threw
 * unexpectedly (its original error is no GraphQLError), keeps what it has.
 */
function withGraphQLCode(error: GraphQLError, code: string): GraphQLFormattedError {
  const formatted = error.toJSON();
  const unexpected = error.originalError !== undefined && !(error.originalError instanceof GraphQLError);
  if (formatted.extensions?.code !== undefined || unexpected) return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, code } };
}

/**
 * graphql-ws hooks that give subscription errors the members HTTP errors get
 * (`code`, `status`, `messages {de, en}`; internal errors masked), through the
 * same `formatGraphQLError`: a refused subscription is as coded as a refused query.
 */
export const graphqlWsErrorHooks = {
  onError: (_ctx: unknown, _id: string, _payload: unknown, errors: readonly GraphQLError[]): GraphQLFormattedError[] =>
    errors.map((e) => formatGraphQLError(withGraphQLCode(e, 'GRAPHQL_VALIDATION_FAILED'))),
  onNext: (_ctx: unknown, _id: string, _payload: unknown, _args: unknown, result: ExecutionResult): FormattedExecutionResult | undefined =>
    result.errors ? { ...result, errors: result.errors.map((e) => formatGraphQLError(withGraphQLCode(e, 'BAD_USER_INPUT'))) } : undefined,
};
