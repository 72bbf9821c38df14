import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import { RULE } from '../../rules.cite.js';
import { act, atAttack, ship, shipPhase, withShip } from '../damage.testkit.js';
import { capacitorFailure } from './capacitor-failure.card.js';

describe('damage card capacitor-failure', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'capacitor-failure')!;
    expect([capacitorFailure.id, capacitorFailure.set, capacitorFailure.kind, capacitorFailure.amount, capacitorFailure.enforcement]).toEqual(['capacitor-failure', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(capacitorFailure.effect).toEqual(data.rules);
    expect(capacitorFailure.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('a zone without shields takes none from repair', () => {
    let s = withShip(shipPhase('repair'), 's0-1', { faceupDamage: ['capacitor-failure'], shields: { front: 0, left: 1, right: 2, rear: 1 } });
    s = act(act(s, 0, { type: 'ActivateShip', ship: 's0-1' }).state, 0, { type: 'KeepCommandDial' }).state;
    s = act(s, 0, { type: 'SpendRepair', source: 'dial' }).state;
    const legal = armadaLegalActions(s, 0);
    expect(legal).not.toContainEqual({ type: 'RepairRestoreShield', zone: 'front' });
    expect(legal).toContainEqual({ type: 'RepairRestoreShield', zone: 'left' });
    expect(legal.some((a) => a.type === 'RepairMoveShield' && a.to === 'front')).toBe(false);
  });

  it('while the defending zone has no shields, redirect cannot be spent', () => {
    let s = withShip(shipPhase(), 's1-1', { faceupDamage: ['capacitor-failure'], shields: { front: 0, left: 1, right: 1, rear: 2 } });
    s = act(atAttack(s), 0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' }).state;
    s = act(act(s, 0, { type: 'RollAttackDice' }, ['hit', 'hit', 'hit']).state, 0, { type: 'FinishAttackEffects' }).state;
    const tokens = armadaLegalActions(s, 1).filter((a) => a.type === 'SpendDefenseToken').map((a) => ship(s, 's1-1').defenseTokens[(a as { token: number }).token].type);
    expect(tokens).not.toContain('redirect');
    expect(tokens).toContain('brace');
  });
});
