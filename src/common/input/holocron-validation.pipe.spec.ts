import 'reflect-metadata';
import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { SeededRng } from '../../engine/core/rng.random.js';
import { SubmitActionInput } from '../../games/game.inputs.js';
import { HolocronValidationPipe, isPlainSubmit } from './holocron-validation.pipe.js';

const BODY: ArgumentMetadata = { type: 'body', metatype: SubmitActionInput };
const full = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true });
const pipe = new HolocronValidationPipe();

async function outcome(p: ValidationPipe, value: unknown): Promise<{ ok: true; value: unknown } | { ok: false; message: unknown }> {
  try {
    return { ok: true, value: await p.transform(value, BODY) };
  } catch (error) {
    return { ok: false, message: (error as { getResponse(): unknown }).getResponse() };
  }
}

/** Bodies near every edge the decorators draw: lengths, types, signs, surrogate pairs, extra keys. */
function body(rng: SeededRng): unknown {
  const str = (max: number) => {
    const n = rng.int(2) === 0 ? Math.max(0, max - 2 + rng.int(5)) : rng.int(max + 3);
    // Half the strings without surrogate pairs, so lengths just over a limit occur in both counts.
    const units = rng.int(2) === 0 ? ['a', 'Z', '0', '-', 'ä', ' '] : ['a', 'Z', '0', '-', '😀', 'ä', ' '];
    let s = '';
    while (s.length < n) s += units[rng.int(units.length)];
    return s;
  };
  const any = (): unknown => [str(70), rng.int(5) - 2, 1.5, -0, true, null, [], {}, str(3)][rng.int(9)];
  const b: Record<string, unknown> = {};
  if (rng.int(10) > 0) b.actionId = rng.int(4) === 0 ? any() : str(64);
  if (rng.int(2) === 0) b.expectedVersion = rng.int(3) === 0 ? any() : rng.int(1000) - 2;
  if (rng.int(3) === 0) b.idempotencyKey = rng.int(4) === 0 ? any() : str(200);
  if (rng.int(8) === 0) b[['action', 'steps', 'typed', 'extra', '__proto__x'][rng.int(5)]] = any();
  return rng.int(20) === 0 ? [b] : b;
}

describe('HolocronValidationPipe: the submit body shortcut answers as the full ValidationPipe', () => {
  it('takes the shortcut for the body clients send', () => {
    expect(isPlainSubmit({ actionId: 'abc', expectedVersion: 3 })).toBe(true);
    expect(isPlainSubmit({ actionId: 'abc', expectedVersion: 3, idempotencyKey: 'k' })).toBe(true);
  });

  it('leaves GraphQL arguments (null prototype) and other shapes to class-validator', () => {
    const graphqlArgs = Object.assign(Object.create(null) as object, { actionId: 'abc' });
    expect(isPlainSubmit(graphqlArgs)).toBe(false);
    expect(isPlainSubmit({ actionId: 'abc', steps: [] })).toBe(false);
    expect(isPlainSubmit({ actionId: 'abc', expectedVersion: null })).toBe(false);
  });

  it('on 3,000 generated bodies: every shortcut answer is the full pipe answer, and refusals are the same', async () => {
    const rng = new SeededRng('validation-shortcut');
    let shortcuts = 0;
    for (let i = 0; i < 3000; i++) {
      const value = JSON.parse(JSON.stringify(body(rng))) as unknown;
      const [mine, theirs] = [await outcome(pipe, value), await outcome(full, value)];
      expect({ value, answer: mine }).toEqual({ value, answer: theirs });
      if (mine.ok) expect(mine.value).toBeInstanceOf(SubmitActionInput);
      if (isPlainSubmit(value)) shortcuts++;
    }
    // The generator must reach both sides of the shortcut, or the comparison proves nothing.
    expect(shortcuts).toBeGreaterThan(300);
    expect(shortcuts).toBeLessThan(2700);
  });
});
