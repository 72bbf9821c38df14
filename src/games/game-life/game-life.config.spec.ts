import { gameLifeFromEnv, parseDuration } from './game-life.config.js';

describe('game life settings', () => {
  it('reads durations with a unit', () => {
    expect(parseDuration('X', '90s')).toBe(90_000);
    expect(parseDuration('X', '15m')).toBe(900_000);
    expect(parseDuration('X', '12h')).toBe(43_200_000);
    expect(parseDuration('X', '30d')).toBe(2_592_000_000);
    for (const bad of ['30', '0d', '-1h', '1.5h', 'soon']) expect(() => parseDuration('X', bad)).toThrow(/X must be a duration/);
  });

  it('defaults: a win may be claimed after 7 days idle, ended games are kept, the sweep runs hourly', () => {
    expect(gameLifeFromEnv({})).toEqual({ abandonAfterMs: 7 * 86_400_000, retainEndedMs: null, retentionSweepMs: 3_600_000 });
    expect(gameLifeFromEnv({ HOLOCRON_RETAIN_ENDED: 'off' }).retainEndedMs).toBeNull();
    expect(gameLifeFromEnv({ HOLOCRON_ABANDON_AFTER: '2d', HOLOCRON_RETAIN_ENDED: '90d', HOLOCRON_RETENTION_SWEEP: '10m' })).toEqual({
      abandonAfterMs: 2 * 86_400_000,
      retainEndedMs: 90 * 86_400_000,
      retentionSweepMs: 600_000,
    });
  });
});
