import { getCard } from '../../catalog/catalog.lookup.js';
import { RULE } from '../../rules.cite.js';
import { dealFaceupTo1, ship } from '../damage.testkit.js';
import { pointDefenseFailure } from './point-defense-failure.card.js';

describe('damage card point-defense-failure', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'point-defense-failure')!;
    expect([pointDefenseFailure.id, pointDefenseFailure.set, pointDefenseFailure.kind, pointDefenseFailure.amount, pointDefenseFailure.enforcement]).toEqual(['point-defense-failure', 'core-damage-deck', 'damage', data.amount, 'dealt-only']);
    expect(pointDefenseFailure.effect).toEqual(data.rules);
    expect(pointDefenseFailure.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('is dealt faceup and counts toward the hull; its text does not act yet (listed as not done)', () => {
    const { state, events } = dealFaceupTo1('point-defense-failure');
    const x = ship(state, 's1-1');
    expect(x.faceupDamage).toEqual(['point-defense-failure']);
    expect(x.faceupDamage.length + x.facedownDamage.length).toBe(3);
    expect(events.filter((e) => e.type === 'DamageCardFlipped' || e.type === 'CommandTokensDiscarded')).toEqual([]);
    expect([x.speed, x.shields, x.defenseTokens.every((t) => t.state === 'ready')]).toEqual([2, { front: 0, left: 0, right: 0, rear: 0 }, true]);
  });
});
