/** German and English, as every Holocron message comes. */
export interface Messages {
  readonly de: string;
  readonly en: string;
}

/**
 * A refusal as a value, never thrown: the service's code (e.g. `VERSION_CONFLICT`,
 * `NOT_YOUR_TURN`), its messages and, for a rule violation, the rulebook entry it cites.
 * Failures before an answer (no connection, not GraphQL) carry `NETWORK_ERROR`.
 */
export interface ApiError {
  readonly code: string;
  readonly messages: Messages;
  readonly rule?: string;
  readonly status?: number;
  /** Everything else the service said (e.g. `currentVersion` on a conflict). */
  readonly details: Readonly<Record<string, unknown>>;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function failed<T>(error: ApiError): Result<T> {
  return { ok: false, error };
}

/** A GraphQL error's extensions as Holocron fills them (code, status, messages, rule). */
export function fromGraphQLError(error: { message: string; extensions?: Record<string, unknown> }): ApiError {
  const { code, messages, rule, status, ...details } = error.extensions ?? {};
  const m = messages as Partial<Messages> | undefined;
  return {
    code: typeof code === 'string' ? code : 'INTERNAL_ERROR',
    messages: { de: m?.de ?? error.message, en: m?.en ?? error.message },
    ...(typeof rule === 'string' ? { rule } : {}),
    ...(typeof status === 'number' ? { status } : {}),
    details,
  };
}

export function networkError(cause: unknown): ApiError {
  const why = cause instanceof Error ? cause.message : String(cause);
  return {
    code: 'NETWORK_ERROR',
    messages: { de: `Holocron ist nicht erreichbar: ${why}`, en: `Holocron cannot be reached: ${why}` },
    details: {},
  };
}

/** For callers that prefer exceptions: the value or an Error naming the code. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw Object.assign(new Error(`${result.error.code}: ${result.error.messages.en}`), { apiError: result.error });
}
