import { isViolation, malformed, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';

/**
 * Shape checks for JSON input. The endpoints validate shapes too, but the
 * engine must never throw on bad input: every refusal here is `malformed`.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function badInput(field: string, de: string, en: string): RuleViolation {
  return malformed('ARMADA_MALFORMED_INPUT', text(`${field}: ${de}`, `${field}: ${en}`));
}

export function expectRecord(value: unknown, field: string): Record<string, unknown> | RuleViolation {
  return isRecord(value) ? value : badInput(field, 'ein Objekt wird erwartet', 'an object is expected');
}

export function expectNumber(value: unknown, field: string, opts: { min?: number; max?: number; integer?: boolean } = {}): number | RuleViolation {
  if (typeof value !== 'number' || !Number.isFinite(value)) return badInput(field, 'eine endliche Zahl wird erwartet', 'a finite number is expected');
  if (opts.integer && !Number.isInteger(value)) return badInput(field, 'eine ganze Zahl wird erwartet', 'an integer is expected');
  if (opts.min !== undefined && value < opts.min) return badInput(field, `mindestens ${opts.min} erwartet`, `at least ${opts.min} expected`);
  if (opts.max !== undefined && value > opts.max) return badInput(field, `höchstens ${opts.max} erwartet`, `at most ${opts.max} expected`);
  return value;
}

export function expectString(value: unknown, field: string): string | RuleViolation {
  return typeof value === 'string' && value.length > 0 && value.length <= 200
    ? value
    : badInput(field, 'eine nicht leere Zeichenkette wird erwartet', 'a non-empty string is expected');
}

export function expectBoolean(value: unknown, field: string): boolean | RuleViolation {
  return typeof value === 'boolean' ? value : badInput(field, 'true oder false wird erwartet', 'true or false is expected');
}

export function expectOneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T | RuleViolation {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : badInput(field, `erlaubt: ${allowed.join(', ')}`, `allowed: ${allowed.join(', ')}`);
}

export function expectArray(value: unknown, field: string, maxLength = 500): unknown[] | RuleViolation {
  if (!Array.isArray(value)) return badInput(field, 'eine Liste wird erwartet', 'a list is expected');
  if (value.length > maxLength) return badInput(field, `höchstens ${maxLength} Einträge`, `at most ${maxLength} entries`);
  return value;
}

/** Parse every element, or return the first refusal. */
export function parseEach<T>(items: readonly unknown[], field: string, parse: (item: unknown, field: string) => T | RuleViolation): T[] | RuleViolation {
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) {
    const r = parse(items[i], `${field}[${i}]`);
    if (isViolation(r)) return r;
    out.push(r);
  }
  return out;
}
