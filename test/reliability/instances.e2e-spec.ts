import { contentionWorkload } from '../../bench/reliability/contention.workload.js';
import { ensureBuilt } from '../../bench/reliability/service.process.js';
import { dropSchema, freshSchema } from './support/schema.js';

const postgres = process.env.DATABASE_URL ? ['postgres'] : [];

describe.each(postgres)('three instances over one %s', () => {
  const schema = freshSchema('many');
  beforeAll(ensureBuilt, 300_000);
  afterAll(() => dropSchema(schema));

  it('let exactly one append win per version, lose and double none, and push every subscriber every event once, in order', async () => {
    const figures = await contentionWorkload({
      env: { DATABASE_URL: process.env.DATABASE_URL!, HOLOCRON_DB_SCHEMA: schema },
      instances: 3,
      games: 4,
      rounds: 12,
      submitters: 6,
      seed: 'instances',
    });
    console.log(`3 instances: ${JSON.stringify(figures, (_, v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v))}`);
    expect(figures.requests).toBeGreaterThan(100);
    expect(figures).toMatchObject({ badRounds: 0, otherAnswers: 0, lost: 0, unaccounted: 0, badSubscribers: 0, subscribers: 12 });
    expect(figures.conflicts).toBe(figures.requests - figures.winners);
  }, 240_000);
});
