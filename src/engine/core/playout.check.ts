import { fold } from './decider.testkit.js';
import type { AnyGame, Emitted } from './game.contract.js';
import { randomPlayout } from './playout.testkit.js';

/** A game's own checks of a random game: each returns what it found broken (empty: all well). */
export interface PlayoutChecks<S> {
  /** Invariants of a state a legal game reached between decisions. */
  readonly state?: (s: S) => string[];
  /** The final state: a legal end. */
  readonly final?: (s: S) => string[];
  /** The event log: no secret in a payload its viewer may see. */
  readonly log?: (emitted: readonly Emitted[], final: S) => string[];
  /** Twins of a state that differ only in hidden facts look the same to whoever may not know them. */
  readonly twins?: (s: S, where: string) => string[];
}

export interface PlayoutReport {
  readonly seed: string;
  readonly steps: number;
  /** The outcome's reason (English), or null when the game did not end. */
  readonly end: string | null;
  readonly failures: readonly string[];
}

export interface PlayoutCheckOptions {
  readonly maxSteps?: number;
  /** Run `state` on every state (else on the final one only). */
  readonly everyState?: boolean;
  /** Run `twins` on every state. */
  readonly twins?: boolean;
  /** The game's options (a game such as armada-attack needs some). */
  readonly gameOptions?: unknown;
}

/**
 * Plays one seeded random game (bots choosing uniformly among legal actions,
 * decided as the service decides) and checks that it ends legally with no
 * exception, that folding its events, after a round trip through JSON as the
 * store makes them, rebuilds the live state, and the game's own checks.
 */
export function checkPlayout<S>(game: AnyGame, seed: string, checks: PlayoutChecks<S>, options: PlayoutCheckOptions = {}): PlayoutReport {
  let run;
  try {
    run = randomPlayout<S>(game, game.players.min, seed, options.maxSteps ?? 20_000, options.gameOptions ?? {});
  } catch (error) {
    return { seed, steps: 0, end: null, failures: [`${seed}: ${(error as Error).message}`] };
  }
  const failures: string[] = [];
  const final = run.states[run.states.length - 1];
  const outcome = game.outcome(final);
  if (outcome === null) failures.push(`${seed}: no outcome`);
  const replayed = fold<S>(game, JSON.parse(JSON.stringify(run.emitted)) as Emitted[]);
  if (JSON.stringify(replayed) !== JSON.stringify(final)) failures.push(`${seed}: replay differs from live play`);
  run.states.slice(1).forEach((s, step) => {
    if (checks.state && options.everyState) failures.push(...checks.state(s).map((b) => `${seed}, step ${step + 1}: ${b}`));
    if (checks.twins && options.twins) failures.push(...checks.twins(s, `${seed}, step ${step + 1}`));
  });
  if (checks.state && !options.everyState) failures.push(...checks.state(final).map((b) => `${seed}, final: ${b}`));
  if (checks.final) failures.push(...checks.final(final).map((b) => `${seed}: ${b}`));
  if (checks.log) failures.push(...checks.log(run.emitted, final).map((l) => `${seed}: ${l}`));
  return { seed, steps: run.steps, end: outcome?.reason.en ?? null, failures };
}
