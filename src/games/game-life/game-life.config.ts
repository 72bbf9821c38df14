/** A game's life (docs/game-life.md): how long a seat may stay idle, and how long ended games are kept. */
export interface GameLifeConfig {
  /** After this long without an event, a seat the game is not waiting for may claim the win (`HOLOCRON_ABANDON_AFTER`). */
  readonly abandonAfterMs: number;
  /** Ended games older than this are deleted; null keeps them forever (`HOLOCRON_RETAIN_ENDED`). */
  readonly retainEndedMs: number | null;
  /** How often the retention sweep runs (it also runs once on start) (`HOLOCRON_RETENTION_SWEEP`). */
  readonly retentionSweepMs: number;
}

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `90s`, `15m`, `12h`, `30d`: a whole number and a unit. */
export function parseDuration(name: string, raw: string): number {
  const match = /^(\d+)\s*([smhd])$/.exec(raw.trim());
  if (!match || Number(match[1]) <= 0) throw new Error(`${name} must be a duration like 90s, 15m, 12h or 30d, not ${raw}`);
  return Number(match[1]) * UNITS[match[2]];
}

export function gameLifeFromEnv(env: NodeJS.ProcessEnv): GameLifeConfig {
  const read = (name: string, fallback: string) => parseDuration(name, env[name] || fallback);
  const retain = env.HOLOCRON_RETAIN_ENDED;
  return {
    abandonAfterMs: read('HOLOCRON_ABANDON_AFTER', '7d'),
    retainEndedMs: retain === undefined || retain === '' || retain === 'off' ? null : parseDuration('HOLOCRON_RETAIN_ENDED', retain),
    retentionSweepMs: read('HOLOCRON_RETENTION_SWEEP', '1h'),
  };
}
