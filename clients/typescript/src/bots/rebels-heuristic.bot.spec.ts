import type { LegalAction } from '../operations.graphql.js';
import { RebelsHeuristicBot, winChance } from './rebels-heuristic.bot.js';

const action = (type: string, params: Record<string, unknown> = {}): LegalAction => ({
  id: `${type}:${JSON.stringify(params)}`,
  type,
  params,
  label: { de: type, en: type },
  group: { id: 'ghost', de: 'Ghost', en: 'Ghost' },
});

function view(phase: string, me: { support?: boolean; ally?: boolean; forceChips: number }, extra: object = {}) {
  return {
    phase,
    board: [{ state: 'faceDown' }, { state: 'faceUp', tile: { category: 'enemy', strength: 7 } }],
    players: [{ seat: 0, support: me.support ? { id: 's' } : null, ally: me.ally ? { id: 'a' } : null, forceChips: me.forceChips }],
    duel: null,
    ...extra,
  };
}

describe('the rebels-attack heuristic bot (Kampf, seed 002)', () => {
  it('computes the chance of a d10 duel: a tie wins', () => {
    expect(winChance(0, 0)).toBeCloseTo(0.55);
    expect(winChance(0, 9)).toBeCloseTo(0.01);
    expect(winChance(9, 0)).toBe(1);
  });

  it('takes a force chip against Darth Vader with nothing in hand, and fights him with all it has', () => {
    const actions = [action('TakeForceChip'), action('Fight')];
    const bot = new RebelsHeuristicBot('t');
    expect(bot.choose({ game: 'rebels-attack', seat: 0, view: view('enemy', { forceChips: 0 }), actions }).type).toBe('TakeForceChip');
    expect(bot.choose({ game: 'rebels-attack', seat: 0, view: view('enemy', { support: true, ally: true, forceChips: 4 }), actions }).type).toBe('Fight');
  });

  it('spends the cheapest mix that wins the duel, and nothing when nothing can win', () => {
    const actions = [false, true].flatMap((ally) => [0, 1, 2, 3].map((forceChips) => action('CommitStrength', { ally, forceChips })));
    const bot = new RebelsHeuristicBot('t');
    const duel = (enemyStrength: number, playerDie: number) => view('fight', { support: true, ally: true, forceChips: 3 }, { duel: { enemyStrength, playerDie } });
    // 12 against 9 + support: two more needed; two chips cost less than the ally.
    expect(bot.choose({ game: 'rebels-attack', seat: 0, view: duel(12, 9), actions }).params).toEqual({ ally: false, forceChips: 2 });
    // Four more needed: three chips are too few, so the ally and two chips.
    expect(bot.choose({ game: 'rebels-attack', seat: 0, view: duel(14, 9), actions }).params).toEqual({ ally: true, forceChips: 2 });
    expect(bot.choose({ game: 'rebels-attack', seat: 0, view: duel(20, 2), actions }).params).toEqual({ ally: false, forceChips: 0 });
  });
});
