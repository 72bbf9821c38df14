import { isViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { validateFleet } from './fleet.validate.js';
import type { FleetValidation } from './fleet.types.js';

const OBJECTIVES = ['opening-salvo', 'contested-outpost', 'dangerous-territory'];

function ok(raw: unknown): FleetValidation {
  const r = validateFleet(raw);
  if (isViolation(r)) throw new Error(`malformed: ${r.messages.en}`);
  return r;
}

const republicStarter = {
  format: 'starter',
  ships: [
    { ship: 'acclamator-ii-class-assault-ship', upgrades: ['obi-wan-kenobi', 'implacable', 'clone-captain-zak'] },
    { ship: 'Charger c70 der Consular-Klasse', upgrades: ['swift-return'] },
  ],
  squadrons: [{ squadron: 'v-19-torrent-squadron', count: 4 }],
  objectives: OBJECTIVES,
};

describe('armada fleet validation', () => {
  it('accepts a legal 200-point list and totals its current points', () => {
    const r = ok(republicStarter);
    expect(r.violations).toEqual([]);
    expect(r.valid).toBe(true);
    expect(r.faction).toBe('republic');
    // 71 + 22 + 4 + 5 + 42 + 3 + 4 × 12
    expect(r.points).toBe(195);
    expect(r.squadronPoints).toBe(48);
  });

  it('counts printed points when asked, which puts the same list over 200', () => {
    const r = ok({ ...republicStarter, pointsEdition: 'printed' });
    // Obi-Wan 28 instead of 22, Charger 45 instead of 42.
    expect(r.points).toBe(204);
    expect(r.violations.map((v) => [v.code, v.rule])).toEqual([['FLEET_OVER_POINT_LIMIT', 'armada:flottenzusammenstellung-mit-startersets']]);
  });

  it('uses 400 for a standard fleet and an agreed limit when given', () => {
    expect(ok({ ...republicStarter, format: 'standard' }).pointLimit).toBe(400);
    const agreed = ok({ ...republicStarter, pointLimit: 150 });
    expect(agreed.pointLimit).toBe(150);
    expect(agreed.violations.map((v) => v.code)).toContain('FLEET_OVER_POINT_LIMIT');
  });

  it('lists every broken rule with code, both languages and the seed section', () => {
    const r = ok({
      faction: 'separatist',
      format: 'starter',
      ships: [
        { ship: 'hardcell-class-transport', upgrades: ['count-dooku', 'beast-of-burden', 'implacable', 'wat-tambor', 'wat-tambor'] },
        { ship: 'munificent-class-comms-frigate', upgrades: ['kraken', 'swivel-mount-batteries', 'assault-concussion-missiles', 'g-8-experimental-projector'] },
        { ship: 'consular-class-charger-c70' },
      ],
      squadrons: [
        { squadron: 'wat-tambor', count: 1 },
        { squadron: 'dfs-311', count: 1 },
        { squadron: 'haor-chall-prototypes', count: 1 },
        { squadron: 'vulture-class-droid-fighter-squadron', count: 4 },
      ],
      objectives: ['opening-salvo', 'most-wanted'],
    });
    const codes = r.violations.map((v) => v.code).sort();
    expect(codes).toEqual(
      [
        'FLEET_MIXED_FACTIONS',
        'UPGRADE_WRONG_FACTION',
        'FLEET_OVER_POINT_LIMIT',
        'FLEET_MULTIPLE_FLAGSHIPS',
        'UPGRADE_DUPLICATE_ON_SHIP',
        'SHIP_MULTIPLE_TITLES',
        'TITLE_WRONG_SHIP',
        // The Munificent has neither an ordnance nor an experimental retrofit icon; the Hardcell has two officer icons.
        'UPGRADE_SLOT_MISSING',
        'UPGRADE_SLOT_MISSING',
        'UNIQUE_NAME_REPEATED',
        'SQUADRONS_OVER_ONE_THIRD',
        'TOO_MANY_UNIQUE_SQUADRONS_WITH_DEFENSE_TOKENS',
        'OBJECTIVES_NOT_ONE_PER_CATEGORY',
      ].sort(),
    );
    expect(r.valid).toBe(false);
    for (const v of r.violations) {
      expect(v.rule).toMatch(/^armada:[a-z0-9-]+$/);
      expect(v.messages.de.length).toBeGreaterThan(0);
      expect(v.messages.en.length).toBeGreaterThan(0);
      expect(v.code).toMatch(/^[A-Z_]+$/);
    }
    const unique = r.violations.find((v) => v.code === 'UNIQUE_NAME_REPEATED');
    expect(unique?.rule).toBe('armada:einzigartige-namen');
    expect(unique?.subject).toBe('Wat Tambor');
  });

  it('needs exactly one flagship and one commander per ship', () => {
    const none = ok({ ...republicStarter, ships: [{ ship: 'consular-class-charger-c70' }] });
    expect(none.violations.map((v) => [v.code, v.rule])).toEqual([['FLEET_WITHOUT_FLAGSHIP', 'armada:einschraenkungen-bei-der-flottenzusammenstellung']]);
    const two = ok({ ...republicStarter, ships: [{ ship: 'acclamator-ii-class-assault-ship', upgrades: ['obi-wan-kenobi', 'bail-organa'] }] });
    expect(two.violations.map((v) => v.code)).toEqual(['SHIP_MULTIPLE_COMMANDERS']);
  });

  it('limits modifications and honours card restrictions and bar changes', () => {
    // Swivel-Mount Batteries (modification) + Flag Bridge (modification, medium/large flagship, adds fleet command).
    const mods = ok({ ...republicStarter, ships: [{ ship: 'acclamator-ii-class-assault-ship', upgrades: ['obi-wan-kenobi', 'swivel-mount-batteries', 'flag-bridge'] }] });
    expect(mods.violations.map((v) => v.code).sort()).toEqual(['SHIP_MULTIPLE_MODIFICATIONS', 'UPGRADE_SLOT_MISSING']);
    // SPHA-T needs a "Star Destroyer"; the Charger has no such name.
    const spha = ok({ ...republicStarter, ships: [{ ship: 'consular-class-charger-c70', upgrades: ['obi-wan-kenobi', 'spha-t'] }] });
    expect(spha.violations.map((v) => [v.code, v.rule])).toEqual([['UPGRADE_RESTRICTED', 'armada:aufwertungskarten']]);
    // Radiant VII adds a fleet support icon to a Consular and forbids turbolasers.
    const radiant = ok({ ...republicStarter, ships: [{ ship: 'consular-class-charger-c70', upgrades: ['obi-wan-kenobi', 'radiant-vii', 'parts-resupply'] }] });
    expect(radiant.violations).toEqual([]);
    const forbidden = ok({ ...republicStarter, ships: [{ ship: 'consular-class-charger-c70', upgrades: ['obi-wan-kenobi', 'radiant-vii', 'swivel-mount-batteries'] }] });
    expect(forbidden.violations.map((v) => v.code)).toEqual(['UPGRADE_SLOT_MISSING']);
  });

  it('allows one unique squadron with defense tokens per 100 points', () => {
    const base = { ...republicStarter, format: 'standard', squadrons: [{ squadron: 'axe' }, { squadron: 'kickback' }, { squadron: 'odd-ball' }, { squadron: 'plo-koon' }] };
    expect(ok(base).violations).toEqual([]);
    const five = ok({ ...base, squadrons: [...base.squadrons, { squadron: 'matchstick' }] });
    expect(five.violations.map((v) => v.code)).toEqual(['TOO_MANY_UNIQUE_SQUADRONS_WITH_DEFENSE_TOKENS']);
  });

  it('refuses input that is no fleet list as malformed', () => {
    const cases: unknown[] = [
      null,
      { ships: 'x' },
      { ships: [{ ship: 'death star' }] },
      { ships: [{ ship: 'hardcell-class-transport', upgrades: ['unknown card'] }] },
      { ships: [], squadrons: [{ squadron: 'axe', count: 0 }] },
      { ships: [], format: 'huge' },
      { ships: [], pointLimit: -5 },
    ];
    for (const c of cases) {
      const r = validateFleet(c) as RuleViolation;
      expect(isViolation(r) && r.kind).toBe('malformed');
    }
  });
});
