import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import { RULE } from '../../rules.cite.js';
import { act, atAttack, choose, shipPhase, withShip } from '../damage.testkit.js';
import { damagedMunitions } from './damaged-munitions.card.js';

describe('damage card damaged-munitions', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'damaged-munitions')!;
    expect([damagedMunitions.id, damagedMunitions.set, damagedMunitions.kind, damagedMunitions.amount, damagedMunitions.enforcement]).toEqual(['damaged-munitions', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(damagedMunitions.effect).toEqual(data.rules);
    expect(damagedMunitions.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('attacking a ship, the owner takes a die of his choice out of the pool before rolling', () => {
    let s = atAttack(withShip(shipPhase(), 's0-1', { faceupDamage: ['damaged-munitions'] }));
    s = act(s, 0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' }).state;
    expect(s.prompt?.prompt).toMatchObject({ seat: 0, source: 'damaged-munitions' });
    expect(armadaLegalActions(s, 0)).toEqual([
      { type: 'ChooseOption', color: 'red' },
      { type: 'ChooseOption', color: 'blue' },
    ]);
    s = choose(s, { color: 'red' }).state;
    const rolled = act(s, 0, { type: 'RollAttackDice' }, ['hit', 'hit']).events.find((e) => e.type === 'AttackDiceRolled')!;
    expect((rolled.payload as { dice: { color: string }[] }).dice.map((d) => d.color)).toEqual(['red', 'blue']);
  });

  it('attacking a squadron it does nothing', () => {
    let s = withShip(shipPhase(), 's0-1', { faceupDamage: ['damaged-munitions'] });
    s = { ...s, squadrons: s.squadrons.map((q) => (q.id === 'q1-1' ? { ...q, position: { x: 250, y: 380 } } : q)) };
    s = atAttack(s);
    s = act(s, 0, { type: 'DeclareShipAttack', zone: 'front', target: 'q1-1' }).state;
    expect(s.prompt).toBeNull();
  });
});
