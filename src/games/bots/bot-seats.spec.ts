import { HolocronError } from '../../common/errors/holocron.error.js';
import { botFor, botSeatsOf } from './bot-seats.js';

function refusal(run: () => unknown): HolocronError {
  try {
    run();
  } catch (error) {
    if (error instanceof HolocronError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('bot seats at creation', () => {
  it('takes people ({}) and known bots, in seat order; no seats: people only', () => {
    expect(botSeatsOf('rebels-attack', 3, [{ bot: 'heuristic' }, {}, { bot: 'random' }])).toEqual([
      { seat: 0, bot: 'heuristic' },
      { seat: 2, bot: 'random' },
    ]);
    expect(botSeatsOf('rebels-attack', 2, undefined)).toEqual([]);
  });

  it('refuses an unknown bot, a count that is not the players, and bots on every seat', () => {
    expect(refusal(() => botSeatsOf('rebels-attack', 2, [{}, { bot: 'hal' }]))).toMatchObject({ code: 'UNKNOWN_BOT', status: 400 });
    expect(refusal(() => botSeatsOf('rebels-attack', 2, [{}, {}, {}])).code).toBe('INVALID_SEATS');
    expect(refusal(() => botSeatsOf('rebels-attack', 2, [{ bot: 'random' }, { bot: 'random' }])).code).toBe('INVALID_SEATS');
  });

  it('makes the same bot for the same game, seat and version, so instances choose alike', () => {
    const actions = Array.from({ length: 50 }, (_, i) => ({ id: `a${i}`, type: 'T', params: {}, label: { de: '', en: '' }, group: { id: 'g', de: '', en: '' } }));
    const choose = (version: number) => botFor({ seat: 1, bot: 'random' }, 'rebels-attack', 'game', version).choose({ game: 'rebels-attack', seat: 1, view: {}, actions }).id;
    expect(choose(7)).toBe(choose(7));
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map(choose)).size).toBeGreaterThan(1);
  });
});
