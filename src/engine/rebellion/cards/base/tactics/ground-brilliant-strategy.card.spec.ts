import { holding } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { groundBrilliantStrategy } from './ground-brilliant-strategy.card.js';

describe('rebellion:taktikkarten: Brilliant Strategy (ground-brilliant-strategy)', () => {
  it('is the data its interpreter plays', () => {
    expect(groundBrilliantStrategy.kind).toBe('tactic');
    expect(groundBrilliantStrategy.timing).toBe('ground-battle');
  });

  it("draws 2 tactic cards: both space, both ground or one of each", () => {
    const s = holding('ground-brilliant-strategy', { 'x-wing': 1, 'rebel-trooper': 2 }, ['special', 'hit'], 'ground');
    const plays = legalActions(s, EMPIRE).filter((a) => a.type === 'PlayTactic' && a.card === 'ground-brilliant-strategy');
    expect(plays.map((a) => (a as { decks?: string }).decks).sort()).toEqual(['ground', 'mixed', 'space']);
  });
});
