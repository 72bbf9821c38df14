import { parseDuration } from '../game-life/game-life.config.js';

/** Server-side bot seats (docs/game-life.md, "Bot seats"). */
export interface BotSeatsConfig {
  /** Whether this instance plays bot seats (`HOLOCRON_BOT_SEATS`, on by default); games with bots can be created either way. */
  readonly enabled: boolean;
  /** How often the games whose bot may owe a move are looked at, for wake-ups that were lost (`HOLOCRON_BOT_SWEEP`). */
  readonly sweepMs: number;
  /** How long an instance's claim on a game's bots lasts without renewal: after its crash, another takes over this late (`HOLOCRON_BOT_CLAIM`). */
  readonly claimMs: number;
}

export function botSeatsFromEnv(env: NodeJS.ProcessEnv): BotSeatsConfig {
  const enabled = env.HOLOCRON_BOT_SEATS ?? 'on';
  if (enabled !== 'on' && enabled !== 'off' && enabled !== '') throw new Error(`HOLOCRON_BOT_SEATS must be on or off, not ${enabled}`);
  return {
    enabled: enabled !== 'off',
    sweepMs: parseDuration('HOLOCRON_BOT_SWEEP', env.HOLOCRON_BOT_SWEEP || '5s'),
    claimMs: parseDuration('HOLOCRON_BOT_CLAIM', env.HOLOCRON_BOT_CLAIM || '30s'),
  };
}
