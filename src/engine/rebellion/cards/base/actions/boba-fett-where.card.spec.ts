import { expectHeldOnly } from '../../card.testkit.js';
import { bobaFettWhere } from './boba-fett-where.card.js';

describe('Boba Fett? Where? (boba-fett-where)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(bobaFettWhere);
  });
});
