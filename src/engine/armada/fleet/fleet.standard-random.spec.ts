import { SeededRng } from '../../core/rng.random.js';
import { isViolation } from '../../core/rule-violation.error.js';
import { cardsNotImplemented } from '../cards/cards.implemented.js';
import { randomStandardFleet } from './fleet.standard-random.js';
import { validateFleet } from './fleet.validate.js';

describe('randomStandardFleet: seeded valid fleets of the whole catalog', () => {
  it.each(['republic', 'separatist'] as const)('%s: 30 fleets per format pass the validator, are seeded, and hold only played cards', (faction) => {
    const lists = new Set<string>();
    for (const format of ['standard', 'starter'] as const)
      for (let k = 0; k < 30; k++) {
        const fleet = randomStandardFleet(faction, new SeededRng(`spec-${faction}-${format}-${k}`), format);
        const checked = validateFleet(fleet);
        if (isViolation(checked)) throw new Error(checked.code);
        expect(checked.violations).toEqual([]);
        expect(checked.faction).toBe(faction);
        expect(checked.pointLimit).toBe(format === 'starter' ? 200 : 400);
        expect(cardsNotImplemented(fleet)).toEqual([]);
        expect(randomStandardFleet(faction, new SeededRng(`spec-${faction}-${format}-${k}`), format)).toEqual(fleet);
        lists.add(JSON.stringify(fleet));
      }
    // Random, not one list: the 60 draws differ.
    expect(lists.size).toBeGreaterThan(50);
  });

  it('uses upgrades beyond the commander and squadrons across the draws', () => {
    const fleets = Array.from({ length: 40 }, (_, k) => randomStandardFleet(k % 2 ? 'republic' : 'separatist', new SeededRng(`mix-${k}`)));
    expect(fleets.some((f) => f.ships.some((s) => (s.upgrades?.length ?? 0) > 1))).toBe(true);
    expect(fleets.some((f) => (f.squadrons?.length ?? 0) > 1)).toBe(true);
    expect(fleets.some((f) => f.ships.length >= 3)).toBe(true);
  });
});
