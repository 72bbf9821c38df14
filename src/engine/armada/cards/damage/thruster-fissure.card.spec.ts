import { getCard } from '../../catalog/catalog.lookup.js';
import { RULE } from '../../rules.cite.js';
import { dealFaceupTo1, ship } from '../damage.testkit.js';
import { thrusterFissure } from './thruster-fissure.card.js';

describe('damage card thruster-fissure', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'thruster-fissure')!;
    expect([thrusterFissure.id, thrusterFissure.set, thrusterFissure.kind, thrusterFissure.amount, thrusterFissure.enforcement]).toEqual(['thruster-fissure', 'core-damage-deck', 'damage', data.amount, 'dealt-only']);
    expect(thrusterFissure.effect).toEqual(data.rules);
    expect(thrusterFissure.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('is dealt faceup and counts toward the hull; its text does not act yet (listed as not done)', () => {
    const { state, events } = dealFaceupTo1('thruster-fissure');
    const x = ship(state, 's1-1');
    expect(x.faceupDamage).toEqual(['thruster-fissure']);
    expect(x.faceupDamage.length + x.facedownDamage.length).toBe(3);
    expect(events.filter((e) => e.type === 'DamageCardFlipped' || e.type === 'CommandTokensDiscarded')).toEqual([]);
    expect([x.speed, x.shields, x.defenseTokens.every((t) => t.state === 'ready')]).toEqual([2, { front: 0, left: 0, right: 0, rear: 0 }, true]);
  });
});
