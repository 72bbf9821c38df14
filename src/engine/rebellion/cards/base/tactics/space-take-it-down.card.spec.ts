import { holding, no, payloads, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { spaceTakeItDown } from './space-take-it-down.card.js';

describe('Take It Down (space-take-it-down), rebellion:taktikkarten: a special die pays for a card showing the symbol', () => {
  it('is the data its interpreter plays', () => {
    expect(spaceTakeItDown.kind).toBe('tactic');
    expect(spaceTakeItDown.timing).toBe('space-battle');
  });

  it("2 damage to one enemy ship, paid with a special die; not without one", () => {
    const s = holding('space-take-it-down');
    const target = { unit: 'mon-calamari-cruiser', markers: 0, pending: 0 };
    expect(legalActions(s, EMPIRE)).toContainEqual({ type: 'PlayTactic', card: 'space-take-it-down', die: 'red', target });
    const { emitted } = run(s, [EMPIRE, { type: 'PlayTactic', card: 'space-take-it-down', die: 'red', target }]);
    expect(payloads(emitted, 'DamageAssigned')).toEqual([{ faction: 'rebel', target, amount: 2, source: 'card' }]);
    expect(no(holding('space-take-it-down', { 'x-wing': 1 }, ['hit', 'hit', 'blank']), EMPIRE, { type: 'PlayTactic', card: 'space-take-it-down', die: 'red', target: { unit: 'x-wing', markers: 0, pending: 0 } })).toMatchObject({
      code: 'TACTIC_CARD_CANNOT_BE_PLAYED_SO',
      rule: 'rebellion:taktikkarten',
    });
  });
});
