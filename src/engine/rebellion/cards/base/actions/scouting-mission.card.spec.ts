import { expectHeldOnly } from '../../card.testkit.js';
import { scoutingMission } from './scouting-mission.card.js';

describe('Scouting Mission (scouting-mission)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(scoutingMission);
  });
});
