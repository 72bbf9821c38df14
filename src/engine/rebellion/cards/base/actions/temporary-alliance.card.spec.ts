import { legalActions } from '../../../rebellion.legal.js';
import { REBEL } from '../../../rebellion.testkit.js';
import { act, withCards } from '../../card.testkit.js';
import { temporaryAlliance } from './temporary-alliance.card.js';

describe('Temporary Alliance (temporary-alliance)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(temporaryAlliance.effect).not.toBeNull();
  });

  it('Temporary Alliance: Mon Mothma into a neutral system; the Rebel picks the unit for each icon offering several', () => {
    const s = withCards('rebel', ['temporary-alliance']);
    const uses = legalActions(s, REBEL).filter((a) => a.type === 'UseActionCard' && a.system === 'mygeeto');
    expect(uses).toEqual(
      ['x-wing', 'y-wing', 'rebel-transport'].flatMap((a) => ['shield-generator', 'ion-cannon'].map((b) => ({ type: 'UseActionCard', card: 'temporary-alliance', system: 'mygeeto', picks: [a, b] }))),
    );
    const { state } = act(s, REBEL, { type: 'UseActionCard', card: 'temporary-alliance', system: 'mygeeto', picks: ['y-wing', 'ion-cannon'] });
    expect(state.buildQueue.rebel).toEqual([
      { unit: 'y-wing', space: 2 },
      { unit: 'ion-cannon', space: 2 },
    ]);
  });
});
