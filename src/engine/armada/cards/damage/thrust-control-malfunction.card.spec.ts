import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import { RULE } from '../../rules.cite.js';
import { act, shipPhase, withShip } from '../damage.testkit.js';
import { thrustControlMalfunction } from './thrust-control-malfunction.card.js';

describe('damage card thrust-control-malfunction', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'thrust-control-malfunction')!;
    expect([thrustControlMalfunction.id, thrustControlMalfunction.set, thrustControlMalfunction.kind, thrustControlMalfunction.amount, thrustControlMalfunction.enforcement]).toEqual(['thrust-control-malfunction', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(thrustControlMalfunction.effect).toEqual(data.rules);
    expect(thrustControlMalfunction.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('at the speed the ship moves at, the last adjustable joint allows one click less', () => {
    const courses = (faceup: string[]) => {
      let s = withShip(shipPhase('concentrate-fire'), 's0-1', { faceupDamage: faceup, pose: { x: 250, y: 150, heading: 0 } });
      s = withShip(s, 's1-1', { pose: { x: 650, y: 700, heading: 180 } });
      s = act(act(s, 0, { type: 'ActivateShip', ship: 's0-1' }).state, 0, { type: 'KeepCommandDial' }).state;
      if (s.activation?.stage === 'commands') s = act(s, 0, { type: 'FinishCommands' }).state;
      if (s.activation?.stage === 'attack') s = act(s, 0, { type: 'FinishAttacks' }).state;
      return new Set(armadaLegalActions(s, 0).map((a) => JSON.stringify((a as unknown as { course: number[] }).course)));
    };
    // Charger c70 at speed 2: chart I I / I; the second joint is the last adjustable one.
    expect(courses([]).has('[0,1]')).toBe(true);
    expect(courses(['thrust-control-malfunction']).has('[0,1]')).toBe(false);
    expect(courses(['thrust-control-malfunction']).has('[2,0]')).toBe(true);
  });
});
