import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import { RULE } from '../../rules.cite.js';
import { choose, dealFaceupTo1, ship } from '../damage.testkit.js';
import { injuredCrew } from './injured-crew.card.js';

describe('damage card injured-crew', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'injured-crew')!;
    expect([injuredCrew.id, injuredCrew.set, injuredCrew.kind, injuredCrew.amount, injuredCrew.enforcement]).toEqual(['injured-crew', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(injuredCrew.effect).toEqual(data.rules);
    expect(injuredCrew.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('dealt faceup, the owner discards a defense token of his choice, then the card turns facedown', () => {
    const { state } = dealFaceupTo1('injured-crew');
    expect(state.prompt?.prompt).toMatchObject({ seat: 1, source: 'injured-crew' });
    expect(armadaLegalActions(state, 1)).toHaveLength(3);
    const out = choose(state, { token: '1' }).state;
    expect(ship(out, 's1-1').defenseTokens.map((t) => t.state)).toEqual(['ready', 'discarded', 'ready']);
    expect(ship(out, 's1-1').faceupDamage).toEqual([]);
  });
});
