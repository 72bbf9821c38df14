import type { Bot } from '../clients/typescript/src/bots/bot.contract.js';
import type { LegalAction } from '../clients/typescript/src/operations.graphql.js';
import { actionId } from '../src/engine/core/action-id.hash.js';
import type { AnyGame, GameAction, Outcome } from '../src/engine/core/game.contract.js';
import { rngFor } from '../src/engine/core/rng.random.js';
import { isViolation } from '../src/engine/core/rule-violation.error.js';
import { seatViewer } from '../src/engine/core/visibility.view.js';

/** A game that cannot be created without options (e.g. armada-attack's declared attack). */
export class OptionsRequired extends Error {
  constructor(
    readonly game: string,
    readonly code: string,
  ) {
    super(`${game} needs options: ${code}`);
  }
}

export interface EnginePlayed {
  readonly outcome: Outcome | null;
  readonly actions: number;
}

/**
 * A game played by the client package's bots straight against the engine, for
 * speed: each bot sees what the API would answer its seat (the seat's view and
 * the legal actions with their ids), and chance is drawn as the service draws it.
 */
export function playOnEngine(game: AnyGame, players: number, seed: string, bots: readonly Bot[], maxActions = 10_000, options: unknown = {}): EnginePlayed {
  const opts = game.parseOptions(options, players);
  if (isViolation(opts)) throw new OptionsRequired(game.id, opts.code);
  const setup = game.setup(opts, players, rngFor(seed, 0));
  let count = setup.length;
  let state = setup.reduce((s, e) => game.evolve(s, e.event), game.initialState());
  let actions = 0;
  while (game.outcome(state) === null && actions < maxActions) {
    const seat = game.pending(state)[0].seat;
    const legal: LegalAction[] = (game.legalActions(state, seat) as GameAction[]).map((a) => {
      const { type, ...params } = a;
      const group = game.group?.(state, a) ?? { id: type, de: type, en: type };
      return { id: actionId(a), type, params, label: game.label(state, a), group };
    });
    const chosen = bots[seat].choose({ game: game.id, seat, view: game.view(state, seatViewer(seat)), actions: legal });
    const action = game.legalActions(state, seat).find((a: GameAction) => actionId(a) === chosen.id);
    const events = game.decide(state, seat, action, rngFor(seed, count));
    if (isViolation(events)) throw new Error(`${seed}: ${chosen.type} refused: ${events.code}`);
    count += events.length;
    state = events.reduce((s, e) => game.evolve(s, e.event), state);
    actions++;
  }
  return { outcome: game.outcome(state), actions };
}
