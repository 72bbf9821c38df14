import type { AnyGame, Emitted } from './game.contract.js';
import { rngFor } from './rng.random.js';
import { isViolation } from './rule-violation.error.js';
import { SeededRng } from './rng.random.js';

export interface Playout<S> {
  readonly emitted: Emitted[];
  readonly states: S[];
  readonly steps: number;
}

/**
 * A game played to its end by bots choosing uniformly among legal actions,
 * decided exactly as the service decides (one generator per stream version).
 * Throws on anything a legal game must never do. `until` stops it early, in
 * the first state (setup's included) where it holds.
 */
export function randomPlayout<S>(
  game: AnyGame,
  players: number,
  seed: string,
  maxSteps = 10_000,
  options: unknown = {},
  until?: (state: S) => boolean,
): Playout<S> {
  const opts = game.parseOptions(options, players);
  if (isViolation(opts)) throw new Error(`options refused: ${opts.code}`);
  const emitted: Emitted[] = [...game.setup(opts, players, rngFor(seed, 0))];
  let state = emitted.reduce((s: S, e) => game.evolve(s, e.event) as S, game.initialState() as S);
  const states: S[] = [state];
  const bot = new SeededRng(`bot:${seed}`);
  let steps = 0;
  while (game.outcome(state) === null && !until?.(state)) {
    if (++steps > maxSteps) throw new Error(`${seed}: no end after ${maxSteps} steps`);
    const pending = game.pending(state);
    if (pending.length === 0) throw new Error(`${seed}: nobody to act and no outcome`);
    const seat = pending[bot.int(pending.length)].seat;
    const actions = game.legalActions(state, seat);
    if (actions.length === 0) throw new Error(`${seed}: seat ${seat} pending without legal actions`);
    const action = actions[bot.int(actions.length)];
    const result = game.decide(state, seat, action, rngFor(seed, emitted.length));
    if (isViolation(result)) throw new Error(`${seed}: legal action ${JSON.stringify(action)} refused: ${result.code}`);
    if (result.length === 0) throw new Error(`${seed}: ${JSON.stringify(action)} produced no event`);
    for (const e of result) {
      state = game.evolve(state, e.event) as S;
      emitted.push(e);
    }
    states.push(state);
  }
  return { emitted, states, steps };
}
