import { holding, payloads, run } from '../../../combat.testkit.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { spaceBrilliantStrategy } from './space-brilliant-strategy.card.js';

describe('rebellion:taktikkarten: Brilliant Strategy (space-brilliant-strategy)', () => {
  it('is the data its interpreter plays', () => {
    expect(spaceBrilliantStrategy.kind).toBe('tactic');
    expect(spaceBrilliantStrategy.timing).toBe('space-battle');
  });

  it("draws 2 tactic cards from either deck", () => {
    const { emitted } = run(holding('space-brilliant-strategy'), [EMPIRE, { type: 'PlayTactic', card: 'space-brilliant-strategy', die: 'red', decks: 'mixed' }]);
    expect(payloads(emitted, 'TacticCardsDrawn').map((p) => (p as { theater: string }).theater)).toEqual(['space', 'ground']);
  });
});
