import { getCard } from '../../catalog/catalog.lookup.js';
import { RULE } from '../../rules.cite.js';
import { dealFaceupTo1, ship } from '../damage.testkit.js';
import { shieldFailure } from './shield-failure.card.js';

describe('damage card shield-failure', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'shield-failure')!;
    expect([shieldFailure.id, shieldFailure.set, shieldFailure.kind, shieldFailure.amount, shieldFailure.enforcement]).toEqual(['shield-failure', 'core-damage-deck', 'damage', data.amount, 'dealt-only']);
    expect(shieldFailure.effect).toEqual(data.rules);
    expect(shieldFailure.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('is dealt faceup and counts toward the hull; its text does not act yet (listed as not done)', () => {
    const { state, events } = dealFaceupTo1('shield-failure');
    const x = ship(state, 's1-1');
    expect(x.faceupDamage).toEqual(['shield-failure']);
    expect(x.faceupDamage.length + x.facedownDamage.length).toBe(3);
    expect(events.filter((e) => e.type === 'DamageCardFlipped' || e.type === 'CommandTokensDiscarded')).toEqual([]);
    expect([x.speed, x.shields, x.defenseTokens.every((t) => t.state === 'ready')]).toEqual([2, { front: 0, left: 0, right: 0, rear: 0 }, true]);
  });
});
