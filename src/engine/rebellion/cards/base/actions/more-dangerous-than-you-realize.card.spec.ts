import { payloads, run } from '../../../combat.testkit.js';
import { actionCardData } from '../../../data/cards.data.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, given } from '../../../rebellion.testkit.js';
import { moreDangerousThanYouRealize } from './more-dangerous-than-you-realize.card.js';

const shown = actionCardData('more-dangerous-than-you-realize').leaders[0];

/** The Empire attacks Naboo, activating with `leader` from its pool; the leader shown on the card is in the combat only if it is the one. */
const combat = (leader: string) =>
  run(
    given({
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      systems: { naboo: { loyalty: 'rebel', units: { 'x-wing': 1 } }, sullust: { loyalty: 'empire', units: { 'star-destroyer': 1 } } },
      leaders: { [leader]: 'pool', [shown]: 'pool' },
      hands: { empire: { actions: ['more-dangerous-than-you-realize'] } },
    }),
    [EMPIRE, { type: 'ActivateSystem', leader, system: 'naboo' }],
    [EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'star-destroyer', count: 1 }],
    [EMPIRE, { type: 'ConfirmMoves' }],
  ).state;

describe('More Dangerous Than You Realize (more-dangerous-than-you-realize)', () => {
  it('is a start-of-combat card drawing 3 tactic cards', () => {
    expect(moreDangerousThanYouRealize.effect).toEqual({ window: 'start-of-combat', ability: { kind: 'draw-tactics', cards: 3 } });
  });

  it('with its leader in the combat, the Empire draws 3 cards of the theater it chooses', () => {
    const s = combat(shown);
    const uses = legalActions(s, EMPIRE).filter((a) => a.type === 'UseActionCard');
    expect(uses).toEqual([
      { type: 'UseActionCard', card: 'more-dangerous-than-you-realize', theater: 'space' },
      { type: 'UseActionCard', card: 'more-dangerous-than-you-realize', theater: 'ground' },
    ]);
    const used = run(s, [EMPIRE, { type: 'UseActionCard', card: 'more-dangerous-than-you-realize', theater: 'ground' }]);
    expect(payloads(used.emitted, 'TacticCardsDrawn')[0]).toMatchObject({ faction: 'empire', theater: 'ground' });
    expect(used.state.hands.tactics.empire.filter((t) => t.startsWith('ground-'))).toHaveLength(3);
  });

  it('is not offered without its leader in the combat', () => {
    expect(legalActions(combat(shown === 'darth-vader' ? 'grand-moff-tarkin' : 'darth-vader'), EMPIRE).filter((a) => a.type === 'UseActionCard')).toEqual([]);
  });
});
