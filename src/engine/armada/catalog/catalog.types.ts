/** The card and component shapes of the Armada catalog: plain JSON-able data. */

export type Faction = 'republic' | 'separatist';

/** Size class of a ship (seed "GRÖSSENKATEGORIEN"); Clone Wars has no huge ships. */
export type SizeClass = 'small' | 'medium' | 'large';

export const SIZE_CLASSES: readonly SizeClass[] = ['small', 'medium', 'large'];

export type HullZone = 'front' | 'left' | 'right' | 'rear';

export const HULL_ZONES: readonly HullZone[] = ['front', 'right', 'rear', 'left'];

export type DieColor = 'red' | 'blue' | 'black';

export const DIE_COLORS: readonly DieColor[] = ['red', 'blue', 'black'];

/** Number of dice of each colour, as printed on a hull zone or an anti-squadron armament. */
export interface DiceCount {
  readonly red: number;
  readonly blue: number;
  readonly black: number;
}

export type DefenseTokenType = 'redirect' | 'evade' | 'brace' | 'scatter' | 'contain' | 'salvo';

export const DEFENSE_TOKEN_TYPES: readonly DefenseTokenType[] = ['redirect', 'evade', 'brace', 'scatter', 'contain', 'salvo'];

export type UpgradeSlot =
  | 'commander'
  | 'title'
  | 'officer'
  | 'weapons-team'
  | 'support-team'
  | 'offensive-retrofit'
  | 'defensive-retrofit'
  | 'experimental-retrofit'
  | 'ordnance'
  | 'turbolasers'
  | 'ion-cannons'
  | 'fleet-command'
  | 'fleet-support';

/** Fleet points: `current` is the AMG final errata (January 2025), `printed` the first published card (null if never printed). */
export interface Points {
  readonly current: number;
  readonly printed: number | null;
}

export type PointsEdition = 'current' | 'printed';

export interface ShipCard {
  readonly id: string;
  readonly name: string;
  readonly nameDe: string | null;
  readonly faction: Faction;
  readonly size: SizeClass;
  readonly hull: number;
  readonly command: number;
  readonly squadron: number;
  readonly engineering: number;
  readonly shields: Readonly<Record<HullZone, number>>;
  readonly battery: Readonly<Record<HullZone, DiceCount>>;
  readonly antiSquadron: DiceCount;
  readonly defenseTokens: readonly DefenseTokenType[];
  /** Speed → max clicks per joint, index 0 = joint 1 (nearest the ship); 0 is "-". */
  readonly speedChart: Readonly<Record<string, readonly number[]>>;
  readonly maxSpeed: number;
  /** Printed upgrade icons; commander and title are implicit (seed "Commander", "Titel"). */
  readonly upgradeBar: readonly UpgradeSlot[];
  readonly keywords: readonly string[];
  /** The ship icon a title card must match; null = no titles exist for this ship. */
  readonly titleFamily: string | null;
  readonly points: Points;
  readonly product: string;
  readonly fleetStarter: string | null;
}

export interface SquadronCard {
  readonly id: string;
  readonly name: string;
  readonly nameDe: string | null;
  readonly faction: Faction;
  readonly unique: boolean;
  /** The generic squadron this card shares a disk with; null where the sources name none. */
  readonly chassis: string | null;
  readonly hull: number;
  readonly speed: number;
  readonly antiSquadron: DiceCount;
  readonly battery: DiceCount;
  readonly keywords: readonly string[];
  readonly defenseTokens: readonly DefenseTokenType[];
  readonly points: Points;
  readonly product: string;
  readonly fleetStarter: string | null;
}

export interface UpgradeRestrictions {
  readonly shipSize?: readonly SizeClass[];
  readonly shipTrait?: string;
  readonly shipNameContains?: string;
  readonly flagshipOnly?: boolean;
}

export interface UpgradeCard {
  readonly id: string;
  readonly name: string;
  readonly nameDe: string | null;
  /** Icons the card needs; two icons = a card that fills both (Boarding Engineers). */
  readonly slots: readonly UpgradeSlot[];
  /** null = no faction symbol; two factions = the split symbol. */
  readonly factions: readonly Faction[] | null;
  readonly unique: boolean;
  readonly modification: boolean;
  readonly titleFamily: string | null;
  readonly restrictions: UpgradeRestrictions | null;
  readonly upgradeBarChanges: { readonly add?: readonly UpgradeSlot[]; readonly forbid?: readonly UpgradeSlot[] } | null;
  readonly points: Points;
  readonly effect: string;
}

export type ObjectiveCategory = 'assault' | 'defense' | 'navigation';

export interface ObjectiveCard {
  readonly id: string;
  readonly name: string;
  readonly nameDe: string | null;
  readonly category: ObjectiveCategory;
  readonly victoryTokenValue: number | null;
  readonly setup: string | null;
  readonly specialRule: string | null;
  readonly endOfRound: string | null;
  readonly endOfGame: string | null;
  readonly product: string;
}

export interface DamageCard {
  readonly id: string;
  readonly title: string;
  readonly amount: number;
  readonly type: 'ship' | 'crew';
  readonly text: string;
}
