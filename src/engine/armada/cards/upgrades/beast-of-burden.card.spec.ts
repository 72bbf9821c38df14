import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { act, answer, ship, start, upgrade } from '../upgrade.testkit.js';
import { beastOfBurden } from './beast-of-burden.card.js';

/** The Munificent s1-2 (distance 3 of the Hardcell s1-1) has its brace and redirect exhausted. */
function tired(s: ArmadaState): ArmadaState {
  return { ...s, ships: s.ships.map((x) => (x.id === 's1-2' ? { ...x, defenseTokens: x.defenseTokens.map((t, i) => (i < 2 ? { ...t, state: 'exhausted' as const } : t)) } : x)) };
}
const reveal = (s: ArmadaState) => act(s, 1, { type: 'ActivateShip', ship: 's1-1' }).state;
const BEAST = [{ id: 's1-1', upgrades: ['beast-of-burden'] }];

describe('upgrade card beast-of-burden', () => {
  it('is the Hardcell’s recurring title', () => {
    expect([beastOfBurden.slots, beastOfBurden.recurrence]).toEqual([['title'], 'recurring']);
  });

  it('spends own tokens, then readies as many exhausted tokens of a friend at distance 1–3', () => {
    const s = reveal(tired(start(BEAST, { firstPlayer: 1 })));
    expect(s.prompt?.prompt).toMatchObject({ seat: 1, source: 'beast-of-burden', optional: true });
    expect(armadaLegalActions(s, 1)).toEqual([{ type: 'ChooseOption', token: '0' }, { type: 'ChooseOption', token: '1' }, { type: 'ChooseOption', token: '2' }, { type: 'PassChoice' }]);
    const spentOne = answer(s, { token: '1' }).state;
    expect(ship(spentOne, 's1-1').defenseTokens[1].state).toBe('exhausted');
    expect(upgrade(spentOne, 's1-1', 'beast-of-burden').exhausted).toBe(true);
    // Stop spending: one token of the Munificent may be readied.
    const readying = answer(spentOne, 'pass').state;
    expect(armadaLegalActions(readying, 1)).toEqual([{ type: 'ChooseOption', ship: 's1-2', token: '0' }, { type: 'ChooseOption', ship: 's1-2', token: '1' }, { type: 'PassChoice' }]);
    const done = answer(readying, { ship: 's1-2', token: '0' }).state;
    expect(ship(done, 's1-2').defenseTokens.map((t) => t.state)).toEqual(['ready', 'exhausted', 'ready']);
    expect(done.prompt).toBeNull();
  });

  it('never asks for more tokens than wait to be readied; an exhausted own token spent is discarded', () => {
    const s = reveal(tired(start(BEAST, { firstPlayer: 1 })));
    const two = answer(answer(s, { token: '0' }).state, { token: '0' }).state;
    expect(ship(two, 's1-1').defenseTokens[0].state).toBe('discarded');
    // Two spent, two waiting: straight on to readying.
    expect(armadaLegalActions(two, 1).filter((a) => a.type === 'ChooseOption').every((a) => 'ship' in a)).toBe(true);
  });

  it('asks nothing without an exhausted friendly token in reach, or when the card is exhausted; declined, nothing changes', () => {
    expect(reveal(start(BEAST, { firstPlayer: 1 })).prompt).toBeNull();
    expect(reveal(tired(start([{ id: 's1-1', upgrades: [{ id: 'beast-of-burden', exhausted: true }] }], { firstPlayer: 1 }))).prompt).toBeNull();
    const declined = answer(reveal(tired(start(BEAST, { firstPlayer: 1 }))), 'pass').state;
    expect(upgrade(declined, 's1-1', 'beast-of-burden').exhausted).toBe(false);
    expect(ship(declined, 's1-2').defenseTokens[0].state).toBe('exhausted');
  });
});
