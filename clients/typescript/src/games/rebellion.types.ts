/*
 * The part of what `rebellion` returns in `game.view` that the reference bots
 * read, written by hand from src/engine/rebellion/rebellion.view.ts (the schema
 * types it as JSON). Change them together with the engine's view.
 */

export type RebellionFaction = 'empire' | 'rebel';

/** Units per unit type id (e.g. `star-destroyer`, `stormtrooper`). */
export type RebellionUnits = Readonly<Record<string, number | undefined>>;

export interface RebellionSystemView {
  readonly loyalty: RebellionFaction | null;
  readonly subjugated: boolean;
  readonly sabotaged: boolean;
  readonly destroyed: boolean;
  readonly units: RebellionUnits;
}

export type RebellionLeaderLocation =
  | { readonly kind: 'pool' }
  | { readonly kind: 'system'; readonly system: string }
  | { readonly kind: 'rebel-base' }
  | { readonly kind: 'mission'; readonly slot: number }
  | { readonly kind: 'reserve' };

export interface RebellionHand<T> {
  readonly count: number;
  /** Only for the hand's owner. */
  readonly cards?: readonly T[];
}

export interface RebellionView {
  readonly viewer: { readonly kind: 'seat'; readonly seat: number; readonly faction: RebellionFaction | null } | { readonly kind: 'spectator' };
  readonly phase: { readonly kind: string; readonly turn?: RebellionFaction | null };
  readonly round: number;
  readonly time: number;
  readonly reputation: number;
  readonly systems: Readonly<Record<string, RebellionSystemView>>;
  /** `system` is null for the Empire until the base is revealed. */
  readonly rebelBase: { readonly units: RebellionUnits; readonly revealed: boolean; readonly system: string | null };
  readonly leaders: Readonly<Record<string, { readonly location: RebellionLeaderLocation } | undefined>>;
  readonly assigned: Readonly<Record<RebellionFaction, RebellionHand<unknown>>>;
  readonly hands: {
    readonly probes: RebellionHand<string>;
    readonly objectives: RebellionHand<string>;
  };
  readonly probesInBox: readonly string[];
}
