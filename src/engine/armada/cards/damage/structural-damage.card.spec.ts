import { getCard } from '../../catalog/catalog.lookup.js';
import { RULE } from '../../rules.cite.js';
import { dealFaceupTo1, ship } from '../damage.testkit.js';
import { structuralDamage } from './structural-damage.card.js';

describe('damage card structural-damage', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'structural-damage')!;
    expect([structuralDamage.id, structuralDamage.set, structuralDamage.kind, structuralDamage.amount, structuralDamage.enforcement]).toEqual(['structural-damage', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(structuralDamage.effect).toEqual(data.rules);
    expect(structuralDamage.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('dealt faceup it deals one facedown card and turns facedown', () => {
    const { state, events } = dealFaceupTo1('structural-damage');
    const types = events.map((e) => e.type);
    expect(types.indexOf('FacedownDamageDealt')).toBeGreaterThan(types.indexOf('AttackEnded'));
    expect(events).toContainEqual({ type: 'DamageCardFlipped', payload: { ship: 's1-1', card: 'structural-damage' } });
    const x = ship(state, 's1-1');
    expect(x.faceupDamage).toEqual([]);
    // Three cards from the attack (2 crits + 1 hit, no shields) and one more from the card.
    expect(x.facedownDamage).toHaveLength(4);
    expect(x.facedownDamage).toContain('structural-damage');
  });
});
