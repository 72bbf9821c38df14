import { getCard } from '../../catalog/catalog.lookup.js';
import { RULE } from '../../rules.cite.js';
import { act, choose, ship, shipPhase, withShip } from '../damage.testkit.js';
import { thrusterFissure } from './thruster-fissure.card.js';

describe('damage card thruster-fissure', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'thruster-fissure')!;
    expect([thrusterFissure.id, thrusterFissure.set, thrusterFissure.kind, thrusterFissure.amount, thrusterFissure.enforcement]).toEqual(['thruster-fissure', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(thrusterFissure.effect).toEqual(data.rules);
    expect(thrusterFissure.rule).toBe(RULE.schadenAnSchiffen);
  });

  function move(change: number) {
    let s = withShip(shipPhase('navigate'), 's0-1', { faceupDamage: ['thruster-fissure'], pose: { x: 250, y: 150, heading: 0 }, tokens: [] });
    s = withShip(s, 's1-1', { pose: { x: 650, y: 700, heading: 180 } });
    s = act(act(s, 0, { type: 'ActivateShip', ship: 's0-1' }).state, 0, { type: 'TakeCommandToken' }).state;
    if (s.activation?.stage === 'attack') s = act(s, 0, { type: 'FinishAttacks' }).state;
    return act(s, 0, { type: 'ExecuteManeuver', speedChange: change, course: Array(2 + change).fill(0), side: 'right', dial: false, token: change !== 0 }).state;
  }

  it('a speed change costs 1 damage in a zone of the owner’s choice', () => {
    const s = move(-1);
    expect(ship(s, 's0-1').speed).toBe(1);
    expect(s.prompt?.prompt).toMatchObject({ seat: 0, source: 'thruster-fissure' });
    expect(ship(choose(s, { zone: 'front' }).state, 's0-1').shields.front).toBe(1);
  });

  it('no change, no damage', () => {
    expect(move(0).prompt).toBeNull();
  });
});
