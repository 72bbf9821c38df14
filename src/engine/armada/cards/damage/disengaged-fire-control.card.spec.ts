import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { RULE } from '../../rules.cite.js';
import { atAttack, shipPhase, withShip } from '../damage.testkit.js';
import { disengagedFireControl } from './disengaged-fire-control.card.js';

describe('damage card disengaged-fire-control', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'disengaged-fire-control')!;
    expect([disengagedFireControl.id, disengagedFireControl.set, disengagedFireControl.kind, disengagedFireControl.amount, disengagedFireControl.enforcement]).toEqual(['disengaged-fire-control', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(disengagedFireControl.effect).toEqual(data.rules);
    expect(disengagedFireControl.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('its ship cannot declare an obstructed target', () => {
    const blocked = (s: ArmadaState) => withShip(withShip(s, 's1-1', { pose: { x: 250, y: 600, heading: 180 } }), 's0-3', { pose: { x: 250, y: 450, heading: 90 } });
    const front = (s: ArmadaState) => armadaLegalActions(atAttack(s), 0).filter((a) => a.type === 'DeclareShipAttack' && a.target === 's1-1');
    expect(front(blocked(shipPhase())).length).toBeGreaterThan(0);
    expect(front(blocked(withShip(shipPhase(), 's0-1', { faceupDamage: ['disengaged-fire-control'] })))).toEqual([]);
  });
});
