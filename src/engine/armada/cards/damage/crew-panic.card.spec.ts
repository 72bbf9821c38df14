import { getCard } from '../../catalog/catalog.lookup.js';
import { RULE } from '../../rules.cite.js';
import { dealFaceupTo1, ship } from '../damage.testkit.js';
import { crewPanic } from './crew-panic.card.js';

describe('damage card crew-panic', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'crew-panic')!;
    expect([crewPanic.id, crewPanic.set, crewPanic.kind, crewPanic.amount, crewPanic.enforcement]).toEqual(['crew-panic', 'core-damage-deck', 'damage', data.amount, 'dealt-only']);
    expect(crewPanic.effect).toEqual(data.rules);
    expect(crewPanic.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('is dealt faceup and counts toward the hull; its text does not act yet (listed as not done)', () => {
    const { state, events } = dealFaceupTo1('crew-panic');
    const x = ship(state, 's1-1');
    expect(x.faceupDamage).toEqual(['crew-panic']);
    expect(x.faceupDamage.length + x.facedownDamage.length).toBe(3);
    expect(events.filter((e) => e.type === 'DamageCardFlipped' || e.type === 'CommandTokensDiscarded')).toEqual([]);
    expect([x.speed, x.shields, x.defenseTokens.every((t) => t.state === 'ready')]).toEqual([2, { front: 0, left: 0, right: 0, rear: 0 }, true]);
  });
});
