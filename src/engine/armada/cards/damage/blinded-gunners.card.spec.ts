import { refused, when } from '../../../core/decider.testkit.js';
import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { RULE } from '../../rules.cite.js';
import { act, atAttack, game_, shipPhase, withShip } from '../damage.testkit.js';
import { blindedGunners } from './blinded-gunners.card.js';

describe('damage card blinded-gunners', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'blinded-gunners')!;
    expect([blindedGunners.id, blindedGunners.set, blindedGunners.kind, blindedGunners.amount, blindedGunners.enforcement]).toEqual(['blinded-gunners', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(blindedGunners.effect).toEqual(data.rules);
    expect(blindedGunners.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('while its ship attacks, no accuracy may be spent', () => {
    let s = atAttack(withShip(shipPhase(), 's0-1', { faceupDamage: ['blinded-gunners'] }));
    s = act(s, 0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' }).state;
    s = act(s, 0, { type: 'RollAttackDice' }, ['accuracy', 'hit', 'accuracy']).state;
    expect(armadaLegalActions(s, 0).map((a) => a.type)).not.toContain('SpendAccuracy');
    const v = refused(when<ArmadaState>(game_, s, 0, { type: 'SpendAccuracy', die: 0, token: 0 }));
    expect([v.code, v.rule]).toEqual(['DAMAGE_CARD_FORBIDS', RULE.schadenAnSchiffen]);
    const without = act(act(atAttack(shipPhase()), 0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' }).state, 0, { type: 'RollAttackDice' }, ['accuracy', 'hit', 'accuracy']).state;
    expect(armadaLegalActions(without, 0).map((a) => a.type)).toContain('SpendAccuracy');
  });
});
