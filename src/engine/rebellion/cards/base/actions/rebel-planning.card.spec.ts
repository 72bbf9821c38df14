import { REBEL } from '../../../rebellion.testkit.js';
import { act, no, withCards } from '../../card.testkit.js';
import { rebelPlanning } from './rebel-planning.card.js';

describe('Rebel Planning (rebel-planning)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(rebelPlanning.effect).not.toBeNull();
  });

  it('Rebel Planning: Dodonna onto the Rebel Base space, and an objective drawn', () => {
    const s = withCards('rebel', ['rebel-planning']);
    const { state } = act(s, REBEL, { type: 'UseActionCard', card: 'rebel-planning' });
    expect(state.leaders['jan-dodonna']!.location).toEqual({ kind: 'rebel-base' });
    expect(state.hands.objectives).toHaveLength(1);
  });

  it('needs the leader shown in the pool', () => {
    const s = withCards('rebel', ['rebel-planning'], { leaders: { 'jan-dodonna': 'hoth', 'mon-mothma': 'pool' } });
    expect(no(s, REBEL, { type: 'UseActionCard', card: 'rebel-planning' }).code).toBe('ACTION_CARD_CANNOT_BE_USED_SO');
  });
});
