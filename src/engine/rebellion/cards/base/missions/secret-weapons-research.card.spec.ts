import { seatViewer } from '../../../../core/visibility.view.js';
import { REBEL } from '../../../rebellion.testkit.js';
import { view } from '../../../rebellion.view.js';
import { revealTargets, revealUnopposed } from '../../card.testkit.js';
import { secretWeaponsResearch } from './secret-weapons-research.card.js';

describe('Secret Weapons Research (secret-weapons-research)', () => {
  it('is resolved in an Imperial system (loyalty or subjugation marker)', () => {
    expect(revealTargets(secretWeaponsResearch, { systems: { naboo: { loyalty: 'rebel', subjugated: true }, sullust: { loyalty: 'rebel' } } })).toEqual(['coruscant', 'naboo']);
  });

  it('draws 2 projects into the Empire’s hand, unseen by the Rebel', () => {
    const { state } = revealUnopposed(secretWeaponsResearch, { system: 'coruscant' }, { decks: { projects: ['construct-factory', 'oversee-project'] } });
    expect(state.hands.missions.empire).toEqual(expect.arrayContaining(['construct-factory', 'oversee-project']));
    expect(JSON.stringify(view(state, seatViewer(REBEL)))).not.toContain('oversee-project');
  });
});
