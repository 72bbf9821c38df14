import { validateFleet } from '../../fleet/fleet.validate.js';
import type { FleetValidation } from '../../fleet/fleet.types.js';
import { act, refusedPosition, start, upgrade } from '../upgrade.testkit.js';
import { radiantVii } from './radiant-vii.card.js';

const charger = (upgrades: string[]) => ({
  format: 'starter',
  ships: [{ ship: 'consular-class-charger-c70', upgrades: ['obi-wan-kenobi', ...upgrades] }],
  objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory'],
});
const codes = (v: unknown) => (v as FleetValidation).violations.map((x) => x.code);

describe('upgrade card radiant-vii', () => {
  it('acts only when the fleet is built: one fleet-support icon more, no turbolasers or ordnance', () => {
    expect(radiantVii.effect).toEqual([{ when: 'fleet-building', exhaust: false, steps: [{ op: 'change-upgrade-bar' }] }]);
    expect(codes(validateFleet(charger(['munitions-resupply'])))).toContain('UPGRADE_SLOT_MISSING');
    expect(codes(validateFleet(charger(['radiant-vii', 'munitions-resupply'])))).not.toContain('UPGRADE_SLOT_MISSING');
    expect(codes(validateFleet(charger(['radiant-vii', 'swivel-mount-batteries'])))).toContain('UPGRADE_SLOT_MISSING');
  });

  it('fits only a Consular-class ship: the sandbox refuses it on the Acclamator', () => {
    expect(refusedPosition([{ id: 's0-2', upgrades: ['radiant-vii'] }])).toMatchObject({ code: 'INVALID_SANDBOX_POSITION', messages: { en: expect.stringContaining('ship icon') } });
  });

  it('is never exhausted and asks nothing in play', () => {
    const s = act(start([{ id: 's0-1', upgrades: ['radiant-vii'] }]), 0, { type: 'ActivateShip', ship: 's0-1' }).state;
    expect(s.prompt).toBeNull();
    expect(upgrade(s, 's0-1', 'radiant-vii')).toEqual({ id: 'radiant-vii', exhausted: false, tokens: [] });
  });
});
