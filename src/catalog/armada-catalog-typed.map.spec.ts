import { listCards } from '../engine/armada/catalog/catalog.lookup.js';
import { ArmadaDieColor } from '../games/typed/armada-attack-view.models.js';
import { ArmadaCommand } from '../games/typed/armada-view.models.js';
import { typedCriticalEffect, typedReadyCost, typedSpeeds, typedStartingTokens } from './armada-catalog-typed.map.js';
import { ArmadaStartingTokenKind } from './armada-catalog-typed.models.js';

const inEnum = (e: object) => (v: unknown) => expect(Object.values(e)).toContain(v);
/** A typed token list back in JSON's form: null is "any". */
const anyOr = (v: unknown[] | null) => v ?? 'any';
/** A typed value back in JSON's form: a null note is no key. */
const withoutNullNote = <T extends { note: string | null }>({ note, ...rest }: T) => (note === null ? rest : { ...rest, note });

describe('the Armada catalog, typed', () => {
  it("gives every ship's speed chart as speeds, slowest first, with the same clicks", () => {
    for (const ship of listCards('ships')) {
      const speeds = typedSpeeds(ship.speedChart);
      expect(Object.fromEntries(speeds.map((s) => [String(s.speed), s.clicks]))).toEqual(ship.speedChart);
      expect(speeds.map((s) => s.speed)).toEqual([...speeds.map((s) => s.speed)].sort((a, b) => a - b));
      expect(speeds.at(-1)?.speed).toBe(ship.maxSpeed);
    }
  });

  it("gives every upgrade's ready cost, starting tokens and critical effect as the JSON does, with enum values", () => {
    const seen = { ready: 0, start: 0, crit: 0, any: 0 };
    for (const u of listCards('upgrades')) {
      const ready = typedReadyCost(u.readyCost);
      expect(ready && withoutNullNote({ ...ready, tokens: anyOr(ready.tokens) })).toEqual(u.readyCost);
      ready?.tokens?.forEach(inEnum(ArmadaCommand));
      const start = typedStartingTokens(u.startingTokens);
      expect(start && withoutNullNote({ ...start, types: anyOr(start.types) })).toEqual(u.startingTokens);
      if (start) inEnum(ArmadaStartingTokenKind)(start.kind);
      start?.types?.forEach(inEnum(ArmadaCommand));
      const crit = typedCriticalEffect(u.criticalEffect);
      expect(crit).toEqual(u.criticalEffect);
      if (crit?.dieColor) inEnum(ArmadaDieColor)(crit.dieColor);
      seen.ready += ready ? 1 : 0;
      seen.start += start ? 1 : 0;
      seen.crit += crit ? 1 : 0;
      seen.any += ready?.tokens === null || start?.types === null ? 1 : 0;
    }
    // The data has each kind, "any" among them, so the comparisons above compared something.
    expect(Object.values(seen).every((n) => n > 0)).toBe(true);
  });
});
