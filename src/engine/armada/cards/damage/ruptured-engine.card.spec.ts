import { getCard } from '../../catalog/catalog.lookup.js';
import { RULE } from '../../rules.cite.js';
import { act, choose, ship, shipPhase, withShip } from '../damage.testkit.js';
import { rupturedEngine } from './ruptured-engine.card.js';

describe('damage card ruptured-engine', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'ruptured-engine')!;
    expect([rupturedEngine.id, rupturedEngine.set, rupturedEngine.kind, rupturedEngine.amount, rupturedEngine.enforcement]).toEqual(['ruptured-engine', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(rupturedEngine.effect).toEqual(data.rules);
    expect(rupturedEngine.rule).toBe(RULE.schadenAnSchiffen);
  });

  function maneuver(speed: number) {
    let s = withShip(shipPhase('navigate'), 's0-1', { faceupDamage: ['ruptured-engine'], speed, pose: { x: 250, y: 150, heading: 0 } });
    s = withShip(s, 's1-1', { pose: { x: 650, y: 700, heading: 180 } });
    s = act(act(s, 0, { type: 'ActivateShip', ship: 's0-1' }).state, 0, { type: 'TakeCommandToken' }).state;
    if (s.activation?.stage === 'attack') s = act(s, 0, { type: 'FinishAttacks' }).state;
    return act(s, 0, { type: 'ExecuteManeuver', speedChange: 0, course: Array(speed).fill(0), side: 'right', dial: false, token: false }).state;
  }

  it('after a maneuver at speed 2 the ship suffers 1 damage in a zone of its owner’s choice', () => {
    const s = maneuver(2);
    expect(s.prompt?.prompt).toMatchObject({ seat: 0, source: 'ruptured-engine' });
    const done = choose(s, { zone: 'rear' }).state;
    expect(ship(done, 's0-1').shields.rear).toBe(0);
    expect([done.activation, done.turn]).toEqual([null, 1]);
  });

  it('at speed 1 nothing happens', () => {
    expect(maneuver(1).prompt).toBeNull();
  });
});
