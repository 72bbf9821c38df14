import type { RuleViolation } from '../../core/rule-violation.error.js';
import type { Faction, PointsEdition, ShipCard, SquadronCard, UpgradeCard, ObjectiveCard } from '../catalog/catalog.types.js';

/** A fleet list as a client submits it; cards are named by catalog id or exact name. */
export interface FleetListInput {
  /** Optional: taken from the first ship (or squadron) when absent. */
  readonly faction?: Faction;
  /** `standard` = 400 points, `starter` = 200 points; `pointLimit` (an agreed total) wins over both. */
  readonly format?: 'standard' | 'starter';
  readonly pointLimit?: number;
  /** Which printed value to count: AMG final errata (`current`, default) or first print (`printed`). */
  readonly pointsEdition?: PointsEdition;
  readonly ships: readonly { readonly ship: string; readonly upgrades?: readonly string[] }[];
  readonly squadrons?: readonly { readonly squadron: string; readonly count?: number }[];
  readonly objectives?: readonly string[];
}

/** A rule the fleet breaks, with the card or ship it concerns. */
export interface FleetViolation extends RuleViolation {
  readonly subject?: string;
}

export interface FleetValidation {
  readonly valid: boolean;
  readonly faction: Faction | null;
  readonly pointLimit: number;
  readonly points: number;
  readonly squadronPoints: number;
  readonly ships: readonly { readonly index: number; readonly id: string; readonly points: number; readonly upgrades: readonly { readonly id: string; readonly points: number }[] }[];
  readonly squadrons: readonly { readonly id: string; readonly count: number; readonly points: number }[];
  readonly violations: readonly FleetViolation[];
}

/** The list with every card resolved, as the rules check it. */
export interface ResolvedFleet {
  readonly faction: Faction | null;
  readonly pointLimit: number;
  readonly limitIsAgreed: boolean;
  readonly edition: PointsEdition;
  readonly ships: readonly { readonly card: ShipCard; readonly upgrades: readonly UpgradeCard[] }[];
  readonly squadrons: readonly { readonly card: SquadronCard; readonly count: number }[];
  readonly objectives: readonly ObjectiveCard[];
}
