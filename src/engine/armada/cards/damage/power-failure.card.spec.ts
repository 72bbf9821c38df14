import { getCard } from '../../catalog/catalog.lookup.js';
import { RULE } from '../../rules.cite.js';
import { act, shipPhase, withShip } from '../damage.testkit.js';
import { powerFailure } from './power-failure.card.js';

describe('damage card power-failure', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'power-failure')!;
    expect([powerFailure.id, powerFailure.set, powerFailure.kind, powerFailure.amount, powerFailure.enforcement]).toEqual(['power-failure', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(powerFailure.effect).toEqual(data.rules);
    expect(powerFailure.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('halves the engineering value for repair, rounding down', () => {
    const gained = (faceup: string[]) => {
      let s = withShip(shipPhase('repair'), 's0-2', { faceupDamage: faceup, shields: { front: 0, left: 2, right: 2, rear: 2 } });
      s = act(act(s, 0, { type: 'ActivateShip', ship: 's0-2' }).state, 0, { type: 'KeepCommandDial' }).state;
      return act(s, 0, { type: 'SpendRepair', source: 'dial' }).events.find((e) => e.type === 'RepairPointsGained')!.payload;
    };
    expect(gained([])).toMatchObject({ points: 4 });
    expect(gained(['power-failure'])).toMatchObject({ points: 2 });
    expect(gained(['power-failure', 'power-failure'])).toMatchObject({ points: 1 });
  });
});
