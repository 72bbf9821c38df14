import { payloads, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, given } from '../../../rebellion.testkit.js';
import { accordingToMyDesign } from './according-to-my-design.card.js';

/** The Empire attacks Naboo with General Tagge; `palpatine` says where the Emperor (shown on the card) stands. */
const combat = (palpatine: string) =>
  run(
    given({
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      systems: { naboo: { loyalty: 'rebel', units: { 'x-wing': 1, 'y-wing': 2 } }, sullust: { loyalty: 'empire', units: { 'star-destroyer': 1 } } },
      leaders: { 'general-tagge': 'pool', 'emperor-palpatine': palpatine, 'princess-leia': 'naboo' },
      hands: { empire: { actions: ['according-to-my-design'] } },
    }),
    [EMPIRE, { type: 'ActivateSystem', leader: 'general-tagge', system: 'naboo' }],
    [EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'star-destroyer', count: 1 }],
    [EMPIRE, { type: 'ConfirmMoves' }],
  ).state;

describe('According to My Design (according-to-my-design)', () => {
  it('is a start-of-combat card', () => {
    expect(accordingToMyDesign.effect).toEqual({ window: 'start-of-combat', ability: { kind: 'reduce-rebel-dice' } });
  });

  it('with the Emperor in the combat, the Rebel rolls 1 red and 2 black dice fewer in the first round', () => {
    const s = combat('naboo');
    expect(legalActions(s, EMPIRE)).toContainEqual({ type: 'UseActionCard', card: 'according-to-my-design' });
    const used = run(s, [EMPIRE, { type: 'UseActionCard', card: 'according-to-my-design' }]);
    expect(used.state.phase).toMatchObject({ rebelDiceReduced: true });
    expect(payloads(used.emitted, 'ActionCardUsed')).toHaveLength(1);
  });

  it('is not offered when the Emperor is elsewhere', () => {
    expect(legalActions(combat('pool'), EMPIRE)).not.toContainEqual({ type: 'UseActionCard', card: 'according-to-my-design' });
  });
});
