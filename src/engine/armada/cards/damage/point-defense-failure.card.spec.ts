import { getCard } from '../../catalog/catalog.lookup.js';
import { RULE } from '../../rules.cite.js';
import { act, atAttack, shipPhase, withShip } from '../damage.testkit.js';
import { pointDefenseFailure } from './point-defense-failure.card.js';

describe('damage card point-defense-failure', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'point-defense-failure')!;
    expect([pointDefenseFailure.id, pointDefenseFailure.set, pointDefenseFailure.kind, pointDefenseFailure.amount, pointDefenseFailure.enforcement]).toEqual(['point-defense-failure', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(pointDefenseFailure.effect).toEqual(data.rules);
    expect(pointDefenseFailure.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('attacking a squadron, a die leaves the pool before rolling (the Charger’s only anti-squadron die)', () => {
    let s = withShip(shipPhase(), 's0-1', { faceupDamage: ['point-defense-failure'] });
    s = { ...s, squadrons: s.squadrons.map((q) => (q.id === 'q1-1' ? { ...q, position: { x: 250, y: 380 } } : q)) };
    const out = act(atAttack(s), 0, { type: 'DeclareShipAttack', zone: 'front', target: 'q1-1' });
    expect(out.events).toContainEqual({ type: 'AttackDieRemovedByCard', payload: { ship: 's0-1', card: 'point-defense-failure', color: 'black' } });
    const rolled = act(out.state, 0, { type: 'RollAttackDice' }).events.find((e) => e.type === 'AttackDiceRolled')!;
    expect((rolled.payload as { dice: unknown[] }).dice).toEqual([]);
  });

  it('attacking a ship it does nothing', () => {
    const s = act(atAttack(withShip(shipPhase(), 's0-1', { faceupDamage: ['point-defense-failure'] })), 0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' });
    expect(s.events.map((e) => e.type)).not.toContain('AttackDieRemovedByCard');
  });
});
