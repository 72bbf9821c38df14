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
  /** A unique squadron's own ability, in our own words; null for the others (and for Wat Tambor, whose card has none). */
  readonly ability: string | null;
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

/** The four commands of the command dials and tokens. */
export type CommandType = 'navigate' | 'squadron' | 'repair' | 'concentrate-fire';

export const COMMAND_TYPES: readonly CommandType[] = ['navigate', 'squadron', 'repair', 'concentrate-fire'];

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
  /** When the card acts (the research helper's words). */
  readonly timing: string;
  /** recurring: readies itself in the status phase; non-recurring: readies only for its ready cost; null: never exhausted. */
  readonly recurrence: 'recurring' | 'non-recurring' | null;
  /** Command tokens spent in the status phase to ready a non-recurring card: `count` of them, each one of `tokens`. */
  readonly readyCost: { readonly count: number; readonly tokens: readonly CommandType[] | 'any'; readonly note?: string } | null;
  /** Command tokens or dials put on the card when its ship is deployed, and any rule on choosing them. */
  readonly startingTokens: { readonly count: number; readonly kind: 'command-tokens' | 'command-dials'; readonly types: readonly CommandType[] | 'any'; readonly note?: string } | null;
  /** A critical effect the card gives the ship, and the die colour its crit icon must show (null = any colour). */
  readonly criticalEffect: { readonly dieColor: DieColor | null; readonly effect: string } | null;
  /** The fleet starters that hold the card (SWM34 Republic, SWM35 Separatists). */
  readonly fleetStarters: readonly ('SWM34' | 'SWM35')[];
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

/** A damage card's trait, printed on it; card effects refer to it (Medical Team, Tide of Progress XII). */
export type DamageTrait = 'ship' | 'crew';

/**
 * When a faceup damage card acts, named after the steps of the Rules
 * Reference: the attack steps (declare target, roll attack dice, resolve
 * attack effects, spend defense tokens, resolve damage), the ship's
 * activation (reveal command dial, determine course, move ship, after the
 * maneuver), and standing effects.
 */
export type DamageTiming =
  /** Once, as the card is dealt faceup (then it usually flips facedown). */
  | 'dealt-faceup'
  | 'declare-target'
  /** Before the attack pool is rolled. */
  | 'roll-attack-dice'
  | 'resolve-attack-effects'
  | 'spend-defense-tokens'
  /** The critical effect is chosen in this step. */
  | 'resolve-damage'
  /** Before the top command dial is revealed. */
  | 'reveal-command-dial'
  | 'determine-course'
  /** While moving: overlapping a ship or an obstacle. */
  | 'move-ship'
  | 'after-maneuver'
  /** Whenever the ship's owner changes its speed dial. */
  | 'speed-change'
  /** Whenever shields would be recovered in or moved into a hull zone. */
  | 'shield-recovery'
  /** A standing rule, at every moment the card is faceup. */
  | 'always';

/** What a faceup card forbids its ship to do. */
export type DamageForbidden =
  | 'spend-accuracy-icons'
  | 'recover-or-move-shields-into-empty-zone'
  | 'spend-redirect-tokens'
  | 'ready-own-defense-tokens'
  | 'attack-at-long-range'
  | 'declare-obstructed-target'
  | 'spend-exhausted-defense-tokens'
  | 'have-command-tokens'
  | 'resolve-critical-effects';

/** When an effect applies only in some cases. */
export type DamageCondition =
  | 'defending-zone-has-no-shields'
  | 'defender-is-ship'
  | 'defender-is-squadron'
  | 'overlapped-ship-or-obstacle'
  | 'speed-dial-above-1';

/** What a faceup damage card does, as data a card module can switch on. */
export type DamageEffect =
  | { readonly kind: 'forbid'; readonly action: DamageForbidden; readonly condition?: DamageCondition }
  /** At most `max` attacks per round may target a ship. */
  | { readonly kind: 'limit-ship-attacks-per-round'; readonly max: 1 }
  /** One player picks exactly one of the options. */
  | { readonly kind: 'choose-one'; readonly chooser: 'owner' | 'opponent'; readonly options: readonly DamageEffect[] }
  /** Damage suffered like any other: the owner picks the hull zone, shields first. */
  | { readonly kind: 'suffer-damage'; readonly amount: 1; readonly condition?: DamageCondition }
  /** A damage card dealt straight to the hull, past the shields. */
  | { readonly kind: 'deal-facedown-damage-card'; readonly count: 1; readonly condition?: DamageCondition }
  | { readonly kind: 'remove-attack-die'; readonly count: 1; readonly chooser: 'owner'; readonly condition: DamageCondition }
  | { readonly kind: 'discard-defense-token'; readonly count: 1; readonly chooser: 'owner' }
  | { readonly kind: 'discard-all-command-tokens' }
  /** Applied once per card: two cards halve twice. */
  | { readonly kind: 'halve-engineering-value'; readonly rounding: 'down' }
  | { readonly kind: 'lose-all-shields-of-strongest-zone'; readonly tieChooser: 'owner' }
  | { readonly kind: 'lose-shields'; readonly perZone: 1; readonly maxZones: 2; readonly chooser: 'opponent' }
  | { readonly kind: 'reduce-speed'; readonly by: 1 }
  /** A new command on the top facedown command dial. */
  | { readonly kind: 'set-top-command-dial' }
  /** The dial about to be revealed is discarded; no dial is revealed this round. */
  | { readonly kind: 'discard-command-dial-unrevealed' }
  /** At the speed on the speed dial, the last joint whose yaw is I or II loses one click (navigate may add it back). */
  | { readonly kind: 'reduce-yaw-of-last-adjustable-joint'; readonly by: 1 };

export interface DamageRule {
  readonly when: DamageTiming;
  /** The ship's role when the rule applies; absent = any. */
  readonly as?: 'attacker' | 'defender';
  readonly effect: DamageEffect;
}

export interface DamageCard {
  readonly id: string;
  /** English card name. */
  readonly title: string;
  /** German name; our translation (no German damage deck is among the sources). */
  readonly nameDe: string;
  readonly amount: number;
  /** The card's trait. */
  readonly type: DamageTrait;
  /** What the card does, in our own words: English and German. */
  readonly text: string;
  readonly textDe: string;
  /** A one-shot card flips facedown once resolved; the others act while faceup. */
  readonly persistence: 'flips-facedown' | 'stays-faceup';
  readonly rules: readonly DamageRule[];
}
