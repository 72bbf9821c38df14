import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import { RULE } from '../../rules.cite.js';
import { choose, dealFaceupTo1, ship, withShip } from '../damage.testkit.js';
import { projectorMisaligned } from './projector-misaligned.card.js';

describe('damage card projector-misaligned', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'projector-misaligned')!;
    expect([projectorMisaligned.id, projectorMisaligned.set, projectorMisaligned.kind, projectorMisaligned.amount, projectorMisaligned.enforcement]).toEqual(['projector-misaligned', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(projectorMisaligned.effect).toEqual(data.rules);
    expect(projectorMisaligned.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('dealt faceup, the zone with the most shields loses them all, then the card turns facedown', () => {
    const { state } = dealFaceupTo1('projector-misaligned', (s) => withShip(s, 's1-1', { shields: { front: 0, left: 1, right: 1, rear: 2 } }));
    expect(ship(state, 's1-1').shields).toEqual({ front: 0, left: 1, right: 1, rear: 0 });
    expect(ship(state, 's1-1').faceupDamage).toEqual([]);
  });

  it('among tied zones the owner chooses', () => {
    const { state } = dealFaceupTo1('projector-misaligned', (s) => withShip(s, 's1-1', { shields: { front: 0, left: 1, right: 1, rear: 0 } }));
    expect(state.prompt?.prompt.seat).toBe(1);
    expect(armadaLegalActions(state, 1)).toEqual([
      { type: 'ChooseOption', zone: 'right' },
      { type: 'ChooseOption', zone: 'left' },
    ]);
    expect(ship(choose(state, { zone: 'left' }).state, 's1-1').shields).toEqual({ front: 0, left: 0, right: 1, rear: 0 });
  });
});
