import { EMPIRE, types } from '../../../rebellion.testkit.js';
import { act, no, withCards } from '../../card.testkit.js';
import { brilliantAdministrator } from './brilliant-administrator.card.js';

describe('Brilliant Administrator (brilliant-administrator)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(brilliantAdministrator.effect).not.toBeNull();
  });

  it('Brilliant Administrator: Tarkin into an Imperial system, its units onto the build queue; the card is revealed and gone', () => {
    const s = withCards('empire', ['brilliant-administrator'], { systems: { corellia: { loyalty: 'empire' } } });
    const { emitted, state } = act(s, EMPIRE, { type: 'UseActionCard', card: 'brilliant-administrator', system: 'corellia' });
    expect(types(emitted)).toEqual(['ActionCardUsed', 'LeaderPlaced', 'UnitsBuilt']);
    expect(state.leaders['grand-moff-tarkin']!.location).toEqual({ kind: 'system', system: 'corellia' });
    expect(state.buildQueue.empire).toEqual([
      { unit: 'tie-fighter', space: 3 },
      { unit: 'star-destroyer', space: 3 },
    ]);
    expect(state.hands.actions.empire).toEqual([]);
    expect(no(s, EMPIRE, { type: 'UseActionCard', card: 'brilliant-administrator', system: 'naboo' })).toMatchObject({
      code: 'ACTION_CARD_CANNOT_BE_USED_SO',
      rule: 'rebellion:aktionskarten',
    });
  });
});
