import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import { act, answer, ship, start, upgrade } from '../upgrade.testkit.js';
import { partsResupply } from './parts-resupply.card.js';

/** The Hardcell s1-1 (a fleet-support icon) carries Parts Resupply; s1-3 is brought to distance 2 of it. */
const CARRIER = { id: 's1-1', upgrades: ['parts-resupply'] };
const NEAR = { id: 's1-3', pose: { x: 664.4, y: 600, heading: 180 } };
const activate = (ships: Parameters<typeof start>[0]) => act(start(ships, { firstPlayer: 1 }), 1, { type: 'ActivateShip', ship: 's1-1' }).state;

describe('upgrade card parts-resupply', () => {
  it('is the checked card, starting with five repair tokens', () => {
    const data = getCard('upgrades', 'parts-resupply')!;
    expect([partsResupply.recurrence, partsResupply.readyCost, partsResupply.startingTokens]).toEqual(['non-recurring', data.readyCost, data.startingTokens]);
    expect(upgrade(start([CARRIER]), 's1-1', 'parts-resupply').tokens).toEqual(Array(5).fill('repair'));
  });

  it('gives one repair token to each chosen ship in turn, and asks again while a ship can take one', () => {
    const s = activate([CARRIER, NEAR]);
    expect(armadaLegalActions(s, 1)).toEqual([{ type: 'ChooseOption', ship: 's1-2' }, { type: 'ChooseOption', ship: 's1-3' }, { type: 'PassChoice' }]);
    const one = answer(s, { ship: 's1-3' }).state;
    expect(armadaLegalActions(one, 1)).toEqual([{ type: 'ChooseOption', ship: 's1-2' }, { type: 'PassChoice' }]);
    const two = answer(one, { ship: 's1-2' }).state;
    expect([ship(two, 's1-2').tokens, ship(two, 's1-3').tokens]).toEqual([['repair'], ['repair']]);
    expect(upgrade(two, 's1-1', 'parts-resupply')).toEqual({ id: 'parts-resupply', exhausted: true, tokens: ['repair', 'repair', 'repair'] });
    expect(two.prompt).toBeNull();
  });

  it('stops when the owner says so, and offers no ship at its token limit or beyond distance 5', () => {
    const s = activate([CARRIER, NEAR, { id: 's1-2', tokens: ['navigate', 'squadron'] }]);
    // The Munificent (command value 2) holds two tokens already.
    expect(armadaLegalActions(s, 1)).toEqual([{ type: 'ChooseOption', ship: 's1-3' }, { type: 'PassChoice' }]);
    const far = activate([CARRIER]);
    expect(armadaLegalActions(far, 1)).toEqual([{ type: 'ChooseOption', ship: 's1-2' }, { type: 'PassChoice' }]);
    const done = answer(answer(activate([CARRIER, NEAR]), { ship: 's1-3' }).state, 'pass').state;
    expect(done.prompt).toBeNull();
    expect(ship(done, 's1-2').tokens).toEqual([]);
    expect(upgrade(done, 's1-1', 'parts-resupply').tokens).toHaveLength(4);
  });

  it('acts with nothing left on the card no more', () => {
    const s = activate([{ id: 's1-1', upgrades: [{ id: 'parts-resupply', tokens: [] }] }]);
    expect(s.prompt).toBeNull();
  });
});
