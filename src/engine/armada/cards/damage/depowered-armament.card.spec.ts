import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { RULE } from '../../rules.cite.js';
import { atAttack, shipPhase, withShip } from '../damage.testkit.js';
import { depoweredArmament } from './depowered-armament.card.js';

describe('damage card depowered-armament', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'depowered-armament')!;
    expect([depoweredArmament.id, depoweredArmament.set, depoweredArmament.kind, depoweredArmament.amount, depoweredArmament.enforcement]).toEqual(['depowered-armament', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(depoweredArmament.effect).toEqual(data.rules);
    expect(depoweredArmament.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('its ship cannot attack at long range', () => {
    const far = (s: ArmadaState) => withShip(s, 's1-1', { pose: { x: 250, y: 600, heading: 180 } });
    const targets = (s: ArmadaState) => armadaLegalActions(atAttack(s), 0).filter((a) => a.type === 'DeclareShipAttack');
    expect(targets(far(shipPhase())).length).toBeGreaterThan(0);
    expect(targets(far(withShip(shipPhase(), 's0-1', { faceupDamage: ['depowered-armament'] })))).toEqual([]);
    // At close range it still attacks.
    expect(targets(withShip(shipPhase(), 's0-1', { faceupDamage: ['depowered-armament'] })).length).toBeGreaterThan(0);
  });
});
