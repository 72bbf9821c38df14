import type { Outcome, PendingDecision } from '../engine/core/game.contract.js';

export type Lang = 'de' | 'en';

export const LANGS: readonly Lang[] = ['de', 'en'];

export function isLang(value: unknown): value is Lang {
  return value === 'de' || value === 'en';
}

/**
 * What a renderer draws from: the view exactly as the engine gives it to the
 * viewer, plus what the API shows every caller anyway (pending decisions,
 * outcome). A renderer never sees the state, so a picture cannot show more
 * than the viewer may see.
 */
export interface PictureInput<V> {
  readonly view: V;
  readonly pending: readonly PendingDecision[];
  readonly outcome: Outcome | null;
  /** The stream version the view is of; drawn in the picture and set as `data-version`. */
  readonly version: number;
  /** Who is looking: the caller's seat, or null for a spectator. */
  readonly seat: number | null;
  readonly lang: Lang;
}

/** A pure function from a viewer's view to an SVG document. */
export type Renderer<V> = (input: PictureInput<V>) => string;
