import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { SubmitActionInput } from '../../games/game.inputs.js';

const SUBMIT_KEYS = new Set(['actionId', 'expectedVersion', 'idempotencyKey']);

/**
 * Whether `value` is the body almost every action request sends (`{actionId, expectedVersion?,
 * idempotencyKey?}` as parsed JSON) and plainly valid for SubmitActionInput's decorators: the
 * lengths are checked in UTF-16 units, never more than class-validator's count, so nothing it
 * would refuse passes here. Anything else (other fields, other types, GraphQL's null-prototype
 * arguments) takes class-validator's path.
 */
export function isPlainSubmit(value: unknown): value is Pick<SubmitActionInput, 'actionId' | 'expectedVersion' | 'idempotencyKey'> {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  const body = value as Record<string, unknown>;
  for (const key of Object.keys(body)) if (!SUBMIT_KEYS.has(key)) return false;
  const { actionId, expectedVersion, idempotencyKey } = body;
  if (typeof actionId !== 'string' || actionId.length > 64) return false;
  if (expectedVersion !== undefined && !(typeof expectedVersion === 'number' && Number.isInteger(expectedVersion) && expectedVersion >= 0)) return false;
  if (idempotencyKey !== undefined && !(typeof idempotencyKey === 'string' && idempotencyKey.length > 0 && idempotencyKey.length <= 200)) return false;
  return true;
}

/**
 * Nest's ValidationPipe (whitelist, forbidNonWhitelisted, transform), with the one body the
 * submission path sees thousands of times a second answered without class-validator: its
 * metadata lookup walks every validated class on each call and was the largest single cost of a
 * request's framework CPU (docs/ARCHITECTURE.md, "Where a step's CPU goes"). The answer is the
 * same instance class-transformer would build; `holocron-validation.pipe.spec.ts` checks that on
 * generated bodies against the full pipe.
 */
export class HolocronValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype === SubmitActionInput && isPlainSubmit(value)) return Object.assign(new SubmitActionInput(), value);
    return super.transform(value, metadata);
  }
}
