import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { RULE } from '../../rules.cite.js';
import { act, atAttack, game_, shipPhase, withShip } from '../damage.testkit.js';
import { coolantDischarge } from './coolant-discharge.card.js';

describe('damage card coolant-discharge', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'coolant-discharge')!;
    expect([coolantDischarge.id, coolantDischarge.set, coolantDischarge.kind, coolantDischarge.amount, coolantDischarge.enforcement]).toEqual(['coolant-discharge', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(coolantDischarge.effect).toEqual(data.rules);
    expect(coolantDischarge.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('its ship attacks only once per round', () => {
    const s = withShip(shipPhase(), 's0-1', { faceupDamage: ['coolant-discharge'] });
    // s1-1 off the bow and s1-3 off the left side: two zones could attack.
    const t = withShip(s, 's1-3', { pose: { x: 120, y: 300, heading: 0 } });
    const open = atAttack(withShip(shipPhase(), 's1-3', { pose: { x: 120, y: 300, heading: 0 } }));
    const zones = (x: ArmadaState) => new Set(armadaLegalActions(x, 0).filter((a) => a.type === 'DeclareShipAttack').map((a) => (a as { zone: string }).zone));
    expect(zones(open).size).toBeGreaterThan(1);
    let u = atAttack(t);
    const first = armadaLegalActions(u, 0).find((a) => a.type === 'DeclareShipAttack')!;
    u = act(u, 0, first).state;
    while (u.attack) u = act(u, game_.pending(u)[0].seat, armadaLegalActions(u, game_.pending(u)[0].seat).at(-1)!).state;
    // After one attack the attack step is over by itself.
    expect(u.activation?.stage).toBe('maneuver');
  });
});
