import type { AnyGame, Outcome, PendingDecision } from '../../engine/core/game.contract.js';
import { text } from '../../engine/core/text.js';
import type { Seat } from '../../engine/core/visibility.view.js';
import { GAME_RESIGNED, WIN_CLAIMED } from '../service.events.js';

/**
 * How a game ended that its engine did not end: the payload of the service
 * event that ended it. Engines never see these events, so the service decides
 * the outcome; the winners are fixed in the event, so a replay never
 * recomputes them (docs/DECISIONS.md, "Resignation and abandonment").
 */
export type GameEnding =
  | { readonly kind: 'resignation'; readonly seat: Seat; readonly winners: readonly Seat[] }
  | {
      readonly kind: 'abandonment';
      readonly claimedBy: Seat;
      readonly idleSeats: readonly Seat[];
      readonly idleSince: string;
      readonly winners: readonly Seat[];
    };

/** The ending a service event records, or the one before it when the event ends nothing. */
export function endingAfter(before: GameEnding | null, type: string, payload: unknown): GameEnding | null {
  switch (type) {
    case GAME_RESIGNED:
      return { kind: 'resignation', ...(payload as { seat: Seat; winners: Seat[] }) };
    case WIN_CLAIMED:
      return { kind: 'abandonment', ...(payload as { claimedBy: Seat; idleSeats: Seat[]; idleSince: string; winners: Seat[] }) };
    default:
      return before;
  }
}

/** The game's sides (seats that win or lose together); each seat alone when the game names none. */
export function sidesOf(def: AnyGame, options: unknown, players: number): Seat[][] {
  return def.sides ? def.sides(options, players) : Array.from({ length: players }, (_, seat) => [seat]);
}

/** Every seat not on a side with one of `losers`. */
export function winnersAgainst(sides: readonly Seat[][], losers: readonly Seat[]): Seat[] {
  return sides.filter((side) => !side.some((s) => losers.includes(s))).flat().sort((a, b) => a - b);
}

function seats(list: readonly Seat[]): string {
  return list.join(', ');
}

/** The outcome of an ended game: the ending's, else the engine's. */
export function outcomeOf(def: AnyGame, state: unknown, ending: GameEnding | null): (Outcome & { endedBy?: GameEnding }) | null {
  if (!ending) return def.outcome(state);
  switch (ending.kind) {
    case 'resignation':
      return {
        winners: ending.winners,
        reason: text(
          `Platz ${ending.seat} hat aufgegeben; es gewinnt Platz ${seats(ending.winners)}.`,
          `Seat ${ending.seat} resigned; seat ${seats(ending.winners)} wins.`,
        ),
        endedBy: ending,
      };
    case 'abandonment':
      return {
        winners: ending.winners,
        reason: text(
          `Platz ${seats(ending.idleSeats)} hat seit ${ending.idleSince} nicht gehandelt; Platz ${ending.claimedBy} hat den Sieg beansprucht.`,
          `Seat ${seats(ending.idleSeats)} has not acted since ${ending.idleSince}; seat ${ending.claimedBy} claimed the win.`,
        ),
        endedBy: ending,
      };
  }
}

/** Nobody is waited for once a game has ended this way. */
export function pendingOf(def: AnyGame, state: unknown, ending: GameEnding | null): PendingDecision[] {
  return ending ? [] : def.pending(state);
}
