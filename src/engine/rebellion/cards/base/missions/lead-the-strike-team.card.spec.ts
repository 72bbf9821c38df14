import { expectBluffOnly } from '../../card.testkit.js';
import { leadTheStrikeTeam } from './lead-the-strike-team.card.js';

describe('Lead the Strike Team (lead-the-strike-team)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(leadTheStrikeTeam);
  });
});
