import { botSeatsFromEnv } from './bot-seats.config.js';

describe('bot seat settings', () => {
  it('defaults: bots played, a sweep every 5 s, a claim outliving a crash by 30 s', () => {
    expect(botSeatsFromEnv({})).toEqual({ enabled: true, sweepMs: 5000, claimMs: 30_000 });
  });

  it('reads off and durations, and refuses anything else', () => {
    expect(botSeatsFromEnv({ HOLOCRON_BOT_SEATS: 'off', HOLOCRON_BOT_SWEEP: '1m', HOLOCRON_BOT_CLAIM: '90s' })).toEqual({ enabled: false, sweepMs: 60_000, claimMs: 90_000 });
    expect(() => botSeatsFromEnv({ HOLOCRON_BOT_SEATS: 'yes' })).toThrow(/HOLOCRON_BOT_SEATS must be on or off/);
    expect(() => botSeatsFromEnv({ HOLOCRON_BOT_CLAIM: '30' })).toThrow(/HOLOCRON_BOT_CLAIM must be a duration/);
  });
});
