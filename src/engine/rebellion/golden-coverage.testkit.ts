import type { Emitted } from '../core/game.contract.js';
import type { RebellionEvent } from './rebellion.events.js';
import type { RebellionState } from './rebellion.state.js';

/**
 * What a golden replay of Rebellion exercises: the phases and stages its
 * states pass through and the cards its events play. The golden spec
 * prints it and checks that the committed replays still cover everything
 * they covered when recorded.
 */

/** A phase with its stage or step, e.g. `combat/start-cards`, `build/release`. */
export function phaseKey(state: RebellionState): string {
  const p = state.phase;
  switch (p.kind) {
    case 'combat':
      return `combat/${p.step}`;
    case 'mission':
      return `mission/${p.stage}`;
    case 'rapid-mobilization':
      return `rapid-mobilization/${p.stage}`;
    case 'build':
      return `build/${p.stage}`;
    default:
      return p.kind;
  }
}

/** The cards an event shows being played, revealed, used or scored. */
export function cardsPlayed(emitted: Emitted): string[] {
  const e = emitted.event as RebellionEvent;
  switch (e.type) {
    case 'MissionRevealed':
    case 'MissionRevealedOntoCards':
      return [`mission:${e.payload.card}`];
    case 'ActionCardUsed':
      return [`action:${e.payload.card}`];
    case 'RingAttached':
      return [`action:${e.payload.card}`];
    case 'RingUsed':
      return [`ring:${e.payload.ring}`];
    case 'TacticCardPlayed':
      return [`tactic:${e.payload.card}`];
    case 'ObjectivePlayed':
      return [`objective:${e.payload.card}`];
    case 'DeathStarPlansRevealed':
      return [`objective:${e.payload.card}`];
    default:
      return [];
  }
}

export interface Coverage {
  readonly phases: ReadonlySet<string>;
  readonly cards: ReadonlySet<string>;
  readonly actions: ReadonlySet<string>;
}

export function coverageOf(states: readonly RebellionState[], emitted: readonly Emitted[], actions: readonly { type: string }[]): Coverage {
  return {
    phases: new Set(states.map(phaseKey)),
    cards: new Set(emitted.flatMap(cardsPlayed)),
    actions: new Set(actions.map((a) => a.type)),
  };
}
