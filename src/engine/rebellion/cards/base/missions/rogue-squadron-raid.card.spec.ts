import { expectBluffOnly } from '../../card.testkit.js';
import { rogueSquadronRaid } from './rogue-squadron-raid.card.js';

describe('Rogue Squadron Raid (rogue-squadron-raid)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(rogueSquadronRaid);
  });
});
