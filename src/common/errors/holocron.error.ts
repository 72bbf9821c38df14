import type { RuleViolation } from '../../engine/core/rule-violation.error.js';
import type { Text } from '../../engine/core/text.js';
import { ERRORS, type ErrorCode } from './error-catalog.js';

/**
 * The one error type services throw; the REST filter turns it into problem
 * details and GraphQL into `extensions`, with the same members.
 */
export class HolocronError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly title: string,
    readonly messages: Text,
    readonly rule?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messages.en);
  }

  static of(code: ErrorCode, detail?: Text, extra: Record<string, unknown> = {}): HolocronError {
    const spec = ERRORS[code];
    return new HolocronError(code, spec.status, spec.title, detail ?? spec.messages, undefined, extra);
  }

  /** An engine's refusal: 400 when the input is not an action at all, 422 when the rules forbid it. */
  static fromViolation(v: RuleViolation, extra: Record<string, unknown> = {}): HolocronError {
    return v.kind === 'malformed'
      ? new HolocronError(v.code, 400, 'Malformed input', v.messages, v.rule, extra)
      : new HolocronError(v.code, 422, 'Rule violation', v.messages, v.rule, extra);
  }

  /** The members problem details and GraphQL extensions share. */
  toExtensions(): Record<string, unknown> {
    return {
      code: this.code,
      status: this.status,
      messages: this.messages,
      ...(this.rule ? { rule: this.rule } : {}),
      ...this.extra,
    };
  }
}
