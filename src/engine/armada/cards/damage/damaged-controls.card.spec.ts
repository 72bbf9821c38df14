import { getCard } from '../../catalog/catalog.lookup.js';
import { RULE } from '../../rules.cite.js';
import { act, shipPhase, withShip } from '../damage.testkit.js';
import { damagedControls } from './damaged-controls.card.js';

describe('damage card damaged-controls', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'damaged-controls')!;
    expect([damagedControls.id, damagedControls.set, damagedControls.kind, damagedControls.amount, damagedControls.enforcement]).toEqual(['damaged-controls', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(damagedControls.effect).toEqual(data.rules);
    expect(damagedControls.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('an overlap while moving deals its ship one more facedown card', () => {
    let s = withShip(shipPhase('navigate'), 's0-1', { faceupDamage: ['damaged-controls'], pose: { x: 250, y: 150, heading: 0 } });
    s = withShip(s, 's1-1', { pose: { x: 250, y: 300, heading: 180 } });
    s = act(act(s, 0, { type: 'ActivateShip', ship: 's0-1' }).state, 0, { type: 'TakeCommandToken' }).state;
    if (s.activation?.stage === 'attack') s = act(s, 0, { type: 'FinishAttacks' }).state;
    const out = act(s, 0, { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: 'right', dial: false, token: false });
    const dealt = out.events.filter((e) => e.type === 'FacedownDamageDealt').map((e) => (e.payload as { ship: string; cause: string }));
    expect(dealt.map((d) => [d.ship, d.cause])).toEqual([['s0-1', 'collision'], ['s1-1', 'collision'], ['s0-1', 'damaged-controls']]);
  });
});
