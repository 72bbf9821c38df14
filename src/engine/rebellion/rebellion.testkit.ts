import { accepted, givenSandbox, when } from '../core/decider.testkit.js';
import { redactFor } from '../core/event.redact.js';
import type { Emitted } from '../core/game.contract.js';
import { randomPlayout, type Playout } from '../core/playout.testkit.js';
import type { Viewer } from '../core/visibility.view.js';
import { rebellionGame as game } from './rebellion.game.js';
import type { RebellionState } from './rebellion.state.js';

/**
 * Rebellion's own spec helpers, on top of core's testkits: random games
 * stopped where a spec needs them, and what a viewer receives.
 */

/** The Empire's and the Rebel's seats in every sandbox spec. */
export const EMPIRE = 0;
export const REBEL = 1;

/** A sandbox position (see `sandbox.position.ts`), the Empire in seat 0. */
export const given = (position: object = {}): RebellionState => givenSandbox<RebellionState>(game, position, 2, { imperialSeat: EMPIRE });

/** A random game (bots as the service would run them) stopped in the first state where `until` holds. */
export function playTo(seed: string, until: (s: RebellionState) => boolean, options: unknown = { imperialSeat: 0 }, maxSteps = 5000): Playout<RebellionState> {
  return randomPlayout<RebellionState>(game, 2, seed, maxSteps, options, until);
}

/** The state right after `setup`, before any decision. */
export const afterSetup = (seed: string, options?: unknown) => playTo(seed, () => true, options);

export const last = <T>(xs: readonly T[]): T => xs[xs.length - 1];

/** Plays the given actions in order, each by the seat named; every one must be accepted. */
export function play(state: RebellionState, ...steps: [number, object][]): RebellionState {
  return steps.reduce((s, [seat, action]) => accepted(when<RebellionState>(game, s, seat, action)).state, state);
}

/** Everything a viewer receives of a game: its copy of every event, its view, its legal actions and who is pending. */
export function received(emitted: readonly Emitted[], state: RebellionState, viewer: Viewer): unknown {
  return {
    events: emitted.map((e) => redactFor(e, viewer)),
    view: game.view(state, viewer),
    legal: viewer.kind === 'seat' ? game.legalActions(state, viewer.seat) : [],
    pending: game.pending(state),
  };
}

export const types = (emitted: readonly Emitted[]) => emitted.map((e) => e.event.type);
