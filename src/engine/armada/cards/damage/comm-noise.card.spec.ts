import { getCard } from '../../catalog/catalog.lookup.js';
import { RULE } from '../../rules.cite.js';
import { dealFaceupTo1, ship } from '../damage.testkit.js';
import { commNoise } from './comm-noise.card.js';

describe('damage card comm-noise', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'comm-noise')!;
    expect([commNoise.id, commNoise.set, commNoise.kind, commNoise.amount, commNoise.enforcement]).toEqual(['comm-noise', 'core-damage-deck', 'damage', data.amount, 'dealt-only']);
    expect(commNoise.effect).toEqual(data.rules);
    expect(commNoise.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('is dealt faceup and counts toward the hull; its text does not act yet (listed as not done)', () => {
    const { state, events } = dealFaceupTo1('comm-noise');
    const x = ship(state, 's1-1');
    expect(x.faceupDamage).toEqual(['comm-noise']);
    expect(x.faceupDamage.length + x.facedownDamage.length).toBe(3);
    expect(events.filter((e) => e.type === 'DamageCardFlipped' || e.type === 'CommandTokensDiscarded')).toEqual([]);
    expect([x.speed, x.shields, x.defenseTokens.every((t) => t.state === 'ready')]).toEqual([2, { front: 0, left: 0, right: 0, rear: 0 }, true]);
  });
});
