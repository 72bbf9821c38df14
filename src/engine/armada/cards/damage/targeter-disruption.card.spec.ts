import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import { RULE } from '../../rules.cite.js';
import { act, atAttack, shipPhase, withShip } from '../damage.testkit.js';
import { targeterDisruption } from './targeter-disruption.card.js';

describe('damage card targeter-disruption', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'targeter-disruption')!;
    expect([targeterDisruption.id, targeterDisruption.set, targeterDisruption.kind, targeterDisruption.amount, targeterDisruption.enforcement]).toEqual(['targeter-disruption', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(targeterDisruption.effect).toEqual(data.rules);
    expect(targeterDisruption.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('as the attacker its ship resolves no critical effect', () => {
    const critical = (faceup: string[]) => {
      let s = atAttack(withShip(shipPhase(), 's0-1', { faceupDamage: faceup }));
      s = act(s, 0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' }).state;
      s = act(act(s, 0, { type: 'RollAttackDice' }, ['crit', 'crit', 'hit']).state, 0, { type: 'FinishAttackEffects' }).state;
      s = act(s, 1, { type: 'FinishDefenseTokens' }).state;
      return armadaLegalActions(s, 0).map((a) => a.type);
    };
    expect(critical([])).toEqual(['ResolveStandardCritical', 'SkipCritical']);
    expect(critical(['targeter-disruption'])).toEqual(['SkipCritical']);
  });
});
