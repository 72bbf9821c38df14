import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import { RULE } from '../../rules.cite.js';
import { act, answer, attack, start, upgrade } from '../upgrade.testkit.js';
import { cloneCaptainZak } from './clone-captain-zak.card.js';

/** The Acclamator s0-2 (Zak) turned right, so the Hardcell s1-1 stands in its left arc; or bow to bow with it. */
const side = (zak: unknown = 'clone-captain-zak') => [
  { id: 's0-2', pose: { x: 250, y: 300, heading: 90 }, dials: ['concentrate-fire', 'navigate', 'navigate'], upgrades: [zak] },
  { id: 's1-1', pose: { x: 250, y: 440, heading: 180 } },
];
const bow = [
  { id: 's0-2', pose: { x: 250, y: 300, heading: 0 }, dials: ['concentrate-fire', 'navigate', 'navigate'], upgrades: ['clone-captain-zak'] },
  { id: 's1-1', pose: { x: 250, y: 440, heading: 180 } },
];

describe('upgrade card clone-captain-zak', () => {
  it('is the checked card: a non-recurring officer starting with a concentrate-fire token that may pay its ready cost', () => {
    const data = getCard('upgrades', 'clone-captain-zak')!;
    expect([cloneCaptainZak.slots, cloneCaptainZak.recurrence, cloneCaptainZak.readyCost, cloneCaptainZak.readyFromCardTokens]).toEqual([['officer'], 'non-recurring', data.readyCost, true]);
    expect(upgrade(start(side()), 's0-2', 'clone-captain-zak').tokens).toEqual(['concentrate-fire']);
  });

  it('after a roll from the left zone, exhausts to roll one more die of a colour in the pool', () => {
    const s = attack(start(side()), 0, 's0-2', 'left', 's1-1', 'front', ['hit', 'hit', 'hit']).state;
    expect(s.prompt?.prompt).toMatchObject({ seat: 0, source: 'clone-captain-zak', optional: true, rule: RULE.angriffswuerfel });
    expect(armadaLegalActions(s, 0)).toEqual([{ type: 'ChooseOption', color: 'red' }, { type: 'ChooseOption', color: 'black' }, { type: 'PassChoice' }]);
    const out = act(s, 0, { type: 'ChooseOption', color: 'red' }, ['crit']);
    expect(out.state.attack?.attacks[0].dice.map((d) => [d.color, d.face])).toEqual([
      ['red', 'hit'],
      ['red', 'hit'],
      ['black', 'hit'],
      ['red', 'crit'],
    ]);
    expect(upgrade(out.state, 's0-2', 'clone-captain-zak').exhausted).toBe(true);
    expect(armadaLegalActions(out.state, 0)).toContainEqual({ type: 'FinishAttackEffects' });
  });

  it('not from the front zone, not while exhausted; declined, the card stays ready', () => {
    expect(attack(start(bow), 0, 's0-2', 'front', 's1-1', 'front', ['hit', 'hit', 'hit', 'accuracy', 'hit', 'hit']).state.prompt).toBeNull();
    expect(attack(start(side({ id: 'clone-captain-zak', exhausted: true })), 0, 's0-2', 'left', 's1-1', 'front', ['hit', 'hit', 'hit']).state.prompt).toBeNull();
    const declined = answer(attack(start(side()), 0, 's0-2', 'left', 's1-1', 'front', ['hit', 'hit', 'hit']).state, 'pass').state;
    expect(upgrade(declined, 's0-2', 'clone-captain-zak').exhausted).toBe(false);
    expect(declined.attack?.attacks[0].dice).toHaveLength(3);
  });
});
