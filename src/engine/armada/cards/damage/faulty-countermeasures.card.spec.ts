import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import { RULE } from '../../rules.cite.js';
import { act, atAttack, shipPhase, withShip } from '../damage.testkit.js';
import { faultyCountermeasures } from './faulty-countermeasures.card.js';

describe('damage card faulty-countermeasures', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'faulty-countermeasures')!;
    expect([faultyCountermeasures.id, faultyCountermeasures.set, faultyCountermeasures.kind, faultyCountermeasures.amount, faultyCountermeasures.enforcement]).toEqual(['faulty-countermeasures', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(faultyCountermeasures.effect).toEqual(data.rules);
    expect(faultyCountermeasures.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('its ship cannot spend exhausted defense tokens', () => {
    const tokens = (faceup: string[]) => {
      let s = withShip(shipPhase(), 's1-1', { faceupDamage: faceup, defenseTokens: [{ type: 'brace', state: 'exhausted' }, { type: 'evade', state: 'ready' }, { type: 'redirect', state: 'ready' }] });
      s = act(atAttack(s), 0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' }).state;
      s = act(act(s, 0, { type: 'RollAttackDice' }, ['hit', 'hit', 'hit']).state, 0, { type: 'FinishAttackEffects' }).state;
      return armadaLegalActions(s, 1).filter((a) => a.type === 'SpendDefenseToken').map((a) => (a as { token: number }).token);
    };
    expect(tokens([])).toContain(0);
    expect(tokens(['faulty-countermeasures'])).not.toContain(0);
    expect(tokens(['faulty-countermeasures'])).toContain(1);
  });
});
