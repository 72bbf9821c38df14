import { getCard } from '../../catalog/catalog.lookup.js';
import { RULE } from '../../rules.cite.js';
import { act, ship, shipPhase, withShip } from '../damage.testkit.js';
import { compartmentFire } from './compartment-fire.card.js';

describe('damage card compartment-fire', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'compartment-fire')!;
    expect([compartmentFire.id, compartmentFire.set, compartmentFire.kind, compartmentFire.amount, compartmentFire.enforcement]).toEqual(['compartment-fire', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(compartmentFire.effect).toEqual(data.rules);
    expect(compartmentFire.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('its ship cannot ready its own exhausted defense tokens in the status phase', () => {
    let s = shipPhase();
    s = withShip(s, 's0-1', { faceupDamage: ['compartment-fire'], defenseTokens: [{ type: 'contain', state: 'exhausted' }, { type: 'evade', state: 'ready' }, { type: 'redirect', state: 'exhausted' }] });
    s = withShip(s, 's0-3', { defenseTokens: [{ type: 'contain', state: 'exhausted' }, { type: 'evade', state: 'ready' }, { type: 'redirect', state: 'ready' }] });
    s = { ...s, phase: 'squadron', turn: 0, ships: s.ships.map((x) => ({ ...x, activated: true })), squadrons: s.squadrons.map((q) => ({ ...q, activated: q.id !== 'q0-1' })) };
    s = act(act(s, 0, { type: 'ActivateSquadron', squadron: 'q0-1' }).state, 0, { type: 'FinishSquadronActivation' }).state;
    expect(s.round).toBe(2);
    expect(ship(s, 's0-1').defenseTokens.map((t) => t.state)).toEqual(['exhausted', 'ready', 'exhausted']);
    expect(ship(s, 's0-3').defenseTokens.map((t) => t.state)).toEqual(['ready', 'ready', 'ready']);
  });
});
