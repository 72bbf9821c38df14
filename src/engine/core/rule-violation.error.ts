import type { Text } from './text.js';

/**
 * Why the engine refuses something. `code` is stable for machines, `messages`
 * are for people, `rule` names the glossary entry the refusal rests on
 * (`game:slug`), so a client can show the rule itself.
 *
 * `kind` separates input that is not an action at all (`malformed`, HTTP 400)
 * from a well-formed action the rules forbid (`rule`, HTTP 422).
 */
export interface RuleViolation {
  readonly violation: true;
  readonly kind: 'rule' | 'malformed';
  readonly code: string;
  readonly messages: Text;
  readonly rule?: string;
}

export function ruleViolation(code: string, messages: Text, rule?: string): RuleViolation {
  return { violation: true, kind: 'rule', code, messages, ...(rule ? { rule } : {}) };
}

export function malformed(code: string, messages: Text): RuleViolation {
  return { violation: true, kind: 'malformed', code, messages };
}

export function isViolation(value: unknown): value is RuleViolation {
  return typeof value === 'object' && value !== null && (value as RuleViolation).violation === true;
}

/** Thrown where a caller cannot return a violation (a state that must not exist). */
export class EngineInvariantError extends Error {}
