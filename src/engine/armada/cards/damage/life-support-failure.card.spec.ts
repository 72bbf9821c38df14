import { refused, when } from '../../../core/decider.testkit.js';
import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { RULE } from '../../rules.cite.js';
import { act, dealFaceupTo1, game_, ship, withShip } from '../damage.testkit.js';
import { lifeSupportFailure } from './life-support-failure.card.js';

describe('damage card life-support-failure', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'life-support-failure')!;
    expect([lifeSupportFailure.id, lifeSupportFailure.set, lifeSupportFailure.kind, lifeSupportFailure.amount, lifeSupportFailure.enforcement]).toEqual(['life-support-failure', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(lifeSupportFailure.effect).toEqual(data.rules);
    expect(lifeSupportFailure.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('dealt faceup it discards every command token, and its ship takes none afterwards', () => {
    const { state, events } = dealFaceupTo1('life-support-failure', (s) => withShip(s, 's1-1', { tokens: ['navigate'] }));
    expect(events).toContainEqual({ type: 'CommandTokensDiscarded', payload: { ship: 's1-1', card: 'life-support-failure' } });
    expect(ship(state, 's1-1').tokens).toEqual([]);
    expect(ship(state, 's1-1').faceupDamage).toContain('life-support-failure');
    let s = act(state, 0, { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: 'left', dial: false, token: false }).state;
    if (s.displaced) s = act(s, 1, armadaLegalActions(s, 1)[0]).state;
    s = act(s, 1, { type: 'ActivateShip', ship: 's1-1' }).state;
    expect(armadaLegalActions(s, 1)).toEqual([{ type: 'KeepCommandDial' }]);
    expect(refused(when<ArmadaState>(game_, s, 1, { type: 'TakeCommandToken' })).code).toBe('DAMAGE_CARD_FORBIDS');
  });
});
