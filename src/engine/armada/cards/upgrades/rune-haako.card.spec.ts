import { armadaLegalActions } from '../../game/game.legal.js';
import { act, answer, ship, start, upgrade } from '../upgrade.testkit.js';
import { runeHaako } from './rune-haako.card.js';

/** Rune Haako on the Munificent s1-2 with a navigate and a repair token; the Hardcells s1-1 and s1-3 stand at distance 3. */
const RUNE = { id: 's1-2', upgrades: [{ id: 'rune-haako', tokens: ['navigate', 'repair'] }] };
const reveal = (ships: Parameters<typeof start>[0]) => act(start(ships, { firstPlayer: 1 }), 1, { type: 'ActivateShip', ship: 's1-2' }).state;

describe('upgrade card rune-haako', () => {
  it('is a Separatist officer starting with two tokens its owner picks', () => {
    expect([runeHaako.slots, runeHaako.recurrence, runeHaako.startingTokens]).toEqual([['officer'], null, { count: 2, kind: 'command-tokens', types: 'any' }]);
  });

  it('trades tokens from the card or one other friendly ship for tokens of the same type, one at a time', () => {
    const s = reveal([RUNE, { id: 's1-1', tokens: ['squadron'] }, { id: 's1-3', tokens: ['concentrate-fire'] }]);
    expect(s.prompt?.prompt).toMatchObject({ seat: 1, source: 'rune-haako', optional: true });
    expect(armadaLegalActions(s, 1)).toEqual([
      { type: 'ChooseOption', from: 'card', command: 'navigate' },
      { type: 'ChooseOption', from: 'card', command: 'repair' },
      { type: 'ChooseOption', from: 's1-1', command: 'squadron' },
      { type: 'ChooseOption', from: 's1-3', command: 'concentrate-fire' },
      { type: 'PassChoice' },
    ]);
    const one = answer(s, { from: 's1-1', command: 'squadron' }).state;
    expect([ship(one, 's1-1').tokens, ship(one, 's1-2').tokens]).toEqual([[], ['squadron']]);
    // Another ship's tokens are no longer offered: the card picked s1-1.
    expect(armadaLegalActions(one, 1)).toEqual([{ type: 'ChooseOption', from: 'card', command: 'navigate' }, { type: 'ChooseOption', from: 'card', command: 'repair' }, { type: 'PassChoice' }]);
    const two = answer(one, { from: 'card', command: 'repair' }).state;
    expect(ship(two, 's1-2').tokens).toEqual(['squadron', 'repair']);
    expect(upgrade(two, 's1-2', 'rune-haako').tokens).toEqual(['navigate']);
    // The Munificent (command value 2) is full: nothing more to offer.
    expect(two.prompt).toBeNull();
  });

  it('offers no token the ship has already, and may be declined', () => {
    const s = reveal([{ ...RUNE, tokens: ['navigate'] }]);
    expect(armadaLegalActions(s, 1)).toEqual([{ type: 'ChooseOption', from: 'card', command: 'repair' }, { type: 'PassChoice' }]);
    const declined = answer(s, 'pass').state;
    expect(ship(declined, 's1-2').tokens).toEqual(['navigate']);
    expect(upgrade(declined, 's1-2', 'rune-haako').tokens).toEqual(['navigate', 'repair']);
  });
});
