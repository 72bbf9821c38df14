import type { AnyGame } from './game.contract.js';
import { ScriptedDieError } from './rng.random.js';
import { checkScriptedDice, checkScriptedShuffles, scriptedDieMismatch } from './sandbox.script.js';
import { text } from './text.js';

const game = {
  title: text('Spiel', 'Game'),
  setupRule: 'g:aufbau',
  dice: [
    { id: 'red', faces: ['hit', 'crit', 'blank'] },
    { id: 'black', faces: ['hit', 'blank'] },
  ],
  decks: [{ id: 'tactics', cards: ['a', 'a', 'b'], rule: 'g:taktik' }],
} as unknown as AnyGame;

describe('sandbox scripts', () => {
  it('accepts die results some die shows, refuses others with their place in the script', () => {
    expect(checkScriptedDice(game, ['crit', 'hit', 'blank'])).toBeNull();
    expect(checkScriptedDice(game, ['hit', 'six'])).toMatchObject({
      code: 'INVALID_SANDBOX_DICE',
      rule: 'g:aufbau',
      extra: { index: 1, value: 'six' },
      messages: { en: 'Die result no. 2 ("six") is not a face of this game\'s dice (red: "hit", "crit", "blank"; black: "hit", "blank").' },
    });
  });

  it('accepts shuffles of a deck’s cards up to their copies, refuses unknown decks, foreign cards and extra copies', () => {
    expect(checkScriptedShuffles(game, [{ deck: 'tactics', order: ['b', 'a', 'a'] }, { deck: 'tactics', order: ['a'] }])).toBeNull();
    expect(checkScriptedShuffles(game, [{ deck: 'missions', order: [] }])).toMatchObject({ code: 'INVALID_SANDBOX_SHUFFLES', rule: 'g:aufbau', extra: { index: 0 } });
    expect(checkScriptedShuffles(game, [{ deck: 'tactics', order: ['c'] }])).toMatchObject({
      code: 'INVALID_SANDBOX_SHUFFLES',
      rule: 'g:taktik',
      messages: { de: 'Mischung Nr. 1: c ist keine Karte des Stapels tactics.' },
    });
    expect(checkScriptedShuffles(game, [{ deck: 'tactics', order: ['a', 'a', 'a'] }])).toMatchObject({
      messages: { en: 'Shuffle no. 1: deck tactics holds a 2 time(s), not more.' },
      extra: { card: 'a' },
    });
  });

  it('names the die rolled, the scripted value and the dice it fits when a result does not fit the die rolled', () => {
    const { messages, extra } = scriptedDieMismatch(game, new ScriptedDieError('black', 'crit', ['hit', 'blank'], 0), 3);
    expect(extra).toEqual({ die: 'black', value: 'crit', faces: ['hit', 'blank'], scriptIndex: 3, fits: ['red'] });
    expect(messages.en).toContain('The die rolled is black (faces: "hit", "blank"); the next scripted result, no. 4, "crit", is not one of its faces (it fits: red).');
    expect(messages.de).toContain('Gewürfelt wird mit dem Würfel black');
    expect(messages.en).toContain('PUT /v1/games/:id/sandbox/dice');
  });
});
