/*
 * The part of what `armada` returns in `game.view` that the reference bots
 * read, written by hand from src/engine/armada/game/game.view.ts (the schema
 * types it as JSON). Change them together with the engine's view.
 */

export type ArmadaHullZone = 'front' | 'left' | 'right' | 'rear';

/** Millimetres on the table; heading in degrees, 0 along +y, 90 along +x. */
export interface ArmadaPose {
  readonly x: number;
  readonly y: number;
  readonly heading: number;
}

export interface ArmadaShipView {
  readonly id: string;
  readonly card: string;
  readonly owner: number;
  readonly pose: ArmadaPose;
  readonly speed: number;
  readonly shields: Readonly<Record<ArmadaHullZone, number>>;
  readonly defenseTokens: readonly { readonly type: string; readonly state: 'ready' | 'exhausted' | string }[];
  readonly faceupDamage: readonly unknown[];
  readonly facedownDamage: number;
  readonly activated: boolean;
  readonly destroyed: boolean;
}

export interface ArmadaSquadronView {
  readonly id: string;
  readonly card: string;
  readonly owner: number;
  readonly position: { readonly x: number; readonly y: number };
  readonly hull: number;
  readonly activated: boolean;
  readonly destroyed: boolean;
}

export interface ArmadaView {
  readonly round: number;
  readonly phase: string;
  readonly playArea: { readonly width: number; readonly height: number };
  readonly ships: readonly ArmadaShipView[];
  readonly squadrons: readonly ArmadaSquadronView[];
  /** The running ship activation: which ship, at which step. */
  readonly activation: { readonly ship: string; readonly stage: string } | null;
  readonly squadronActivation: { readonly squadron?: string } | null;
  /** The attack being resolved, as the attack decider shows it (null between attacks). */
  readonly attack: unknown;
}
