import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import { RULE } from '../../rules.cite.js';
import { choose, dealFaceupTo1, ship, withShip } from '../damage.testkit.js';
import { shieldFailure } from './shield-failure.card.js';

describe('damage card shield-failure', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'shield-failure')!;
    expect([shieldFailure.id, shieldFailure.set, shieldFailure.kind, shieldFailure.amount, shieldFailure.enforcement]).toEqual(['shield-failure', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(shieldFailure.effect).toEqual(data.rules);
    expect(shieldFailure.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('dealt faceup, the opponent picks up to two zones that lose a shield each, then the card turns facedown', () => {
    const { state } = dealFaceupTo1('shield-failure', (s) => withShip(s, 's1-1', { shields: { front: 0, left: 1, right: 1, rear: 2 } }));
    expect(state.prompt?.prompt).toMatchObject({ seat: 0, optional: true });
    const once = choose(state, { zone: 'rear' }).state;
    expect(armadaLegalActions(once, 0)).toEqual([
      { type: 'ChooseOption', zone: 'right' },
      { type: 'ChooseOption', zone: 'left' },
      { type: 'PassChoice' },
    ]);
    const twice = choose(once, { zone: 'left' }).state;
    expect(twice.prompt).toBeNull();
    expect(ship(twice, 's1-1').shields).toEqual({ front: 0, left: 0, right: 1, rear: 1 });
    expect(ship(twice, 's1-1').faceupDamage).toEqual([]);
  });
});
