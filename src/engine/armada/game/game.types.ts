import type { EffectFrame } from '../../core/cards/effect.run.js';
import type { Prompt } from '../../core/prompts/prompt.types.js';
import type { PromptAction } from '../../core/prompts/prompt.types.js';
import type { Seat } from '../../core/visibility.view.js';
import type { CommandType, DieColor, Faction, HullZone } from '../catalog/catalog.types.js';
import type { DieFace } from '../data/dice.data.js';
import type { ToolSide } from '../geometry/maneuver-tool.geometry.js';
import type { Pose } from '../geometry/ship-shape.geometry.js';
import type { ObstacleShapeId } from '../data/obstacles.data.js';
import type { AttackAction, AttackEvent, AttackState, DefenseToken } from '../attack/attack.types.js';

/** Options of `armada` (docs/games/armada.md): the training scenario, or the full setup with fleets of a format. */
export type ArmadaOptions = { readonly scenario: 'training' } | { readonly scenario: 'standard'; readonly format: StandardFormat; readonly cardsWithoutEffect: CardsWithoutEffect };

/** Whether a standard game accepts fleet lists holding cards the game cannot play yet (they then do nothing): refused unless asked for. */
export type CardsWithoutEffect = 'refuse' | 'allow';

/**
 * `starter`: fleets of 200 points from two fleet starters, a 3′ × 3′ play area
 * that is also the setup area, 4 obstacles; `standard`: 400 points, 3′ × 6′
 * with a 3′ × 4′ setup area, 6 obstacles (seed "VOLLSTÄNDIGER SPIELAUFBAU",
 * steps 1 and 5; "FLOTTENZUSAMMENSTELLUNG MIT STARTERSETS").
 */
export type StandardFormat = 'starter' | 'standard';

/** A fleet as the game keeps it once the validator accepted it (ids resolved). */
export interface ArmadaFleet {
  readonly ships: readonly { readonly card: string; readonly upgrades: readonly string[] }[];
  readonly squadrons: readonly { readonly card: string; readonly count: number }[];
  readonly objectives: readonly string[];
  readonly points: number;
}

/** The steps of the full setup before round 1 (seed "VOLLSTÄNDIGER SPIELAUFBAU"). */
export type StandardSetupStep = 'fleets' | 'first-player' | 'objective' | 'obstacles' | 'set-aside' | 'objective-tokens' | 'deployment' | 'objective-ships';

export interface StandardSetup {
  readonly step: StandardSetupStep;
  readonly format: StandardFormat;
  readonly cardsWithoutEffect: CardsWithoutEffect;
  /** The setup area (x from `x0` to `x1`, the whole height). */
  readonly setupArea: { readonly x0: number; readonly x1: number };
  /** Submitted fleets: each one secret to the other seat until both are in. */
  readonly fleets: readonly [ArmadaFleet | null, ArmadaFleet | null];
  /** Who chooses the first player (the cheaper fleet, or chance on a tie). */
  readonly chooser: Seat | null;
  readonly obstaclesToPlace: number;
  /** The obstacle tokens not on the table yet. */
  readonly obstaclePool: readonly ObstacleShapeId[];
  /** Whose turn it is to place an obstacle or deploy. */
  readonly placer: Seat;
  /** Squadrons deployed in this deployment turn (a turn is one ship or two squadrons). */
  readonly squadronsThisTurn: number;
  /** Ships and squadrons revealed but not deployed yet. */
  readonly reserveShips: readonly GameShip[];
  readonly reserveSquadrons: readonly GameSquadron[];
  /** Fire Lanes: while the first player shifts the objective tokens, how many he has shifted (the next one is `objectiveTokens[tokensShifted]`). */
  readonly tokensShifted?: number;
  /** Squadrons deployed with Scout, away from friendly ships (Hyperspace Rings); absent = none. */
  readonly scouts?: readonly string[];
  /** Each seat's secret seed for the lists the fleet step draws for it (setup-standard.legal.ts); absent in games set up before them. */
  readonly drawSeeds?: readonly [string | null, string | null];
}

export interface GameShip {
  readonly id: string;
  /** Ship card id. */
  readonly card: string;
  readonly owner: Seat;
  readonly pose: Pose;
  readonly speed: number;
  readonly shields: Readonly<Record<HullZone, number>>;
  readonly defenseTokens: readonly DefenseToken[];
  readonly faceupDamage: readonly string[];
  /** Secret from both players (seed "SCHADEN AN SCHIFFEN"): only their count leaves the server. */
  readonly facedownDamage: readonly string[];
  /** The command dial stack, top first: secret from the other seat until revealed (seed "PHASE 1: KOMMANDOPHASE"). */
  readonly dials: readonly CommandType[];
  readonly tokens: readonly CommandType[];
  readonly activated: boolean;
  readonly destroyed: boolean;
  /** Upgrade cards the ship carries (seed "AUFWERTUNGSKARTEN"); absent = none. Public, as the cards lie open. */
  readonly upgrades?: readonly EquippedUpgrade[];
  /** Opening Salvo's objective token on the ship (public); absent = none. */
  readonly objectiveToken?: boolean;
  /** Raid tokens on the ship, at most one of each command (seed "ÜBERFALLMARKER"; public); absent = none. */
  readonly raidTokens?: readonly CommandType[];
}

/** An upgrade card on a ship: exhausted or ready, and the command tokens lying on it (seed "Aufwertungskarten mit Markern"). */
export interface EquippedUpgrade {
  readonly id: string;
  readonly exhausted: boolean;
  readonly tokens: readonly CommandType[];
  /** The hull zone the card's focus token marks (seed "FOKUS- UND RADARTÄUSCHUNGSMARKER"; Swivel-Mount Batteries); absent = none. */
  readonly focus?: HullZone;
}

/** An objective token on the table, measured from its centre (docs/games/armada.md). */
export interface ObjectiveToken {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

/** The objective of a sandbox position as `GameStarted` carries it (game.sandbox-objective.ts). */
export interface PositionObjective {
  readonly id: string;
  readonly victoryTokens: readonly [number, number];
  readonly objectiveShips: readonly string[];
  readonly objectiveTokens: readonly ObjectiveToken[];
  readonly obstacleTokens: readonly string[];
  /** Hyperspace Assault: the second player's units set aside, taken off the table. */
  readonly setAside?: { readonly ships: readonly GameShip[]; readonly squadrons: readonly GameSquadron[] };
}

/** An obstacle token on the table (seed "HINDERNISSE"). */
export interface GameObstacle {
  readonly id: string;
  readonly shape: ObstacleShapeId;
  readonly pose: Pose;
}

export interface GameSquadron {
  readonly id: string;
  readonly card: string;
  readonly owner: Seat;
  readonly position: { readonly x: number; readonly y: number };
  readonly hull: number;
  readonly defenseTokens: readonly DefenseToken[];
  readonly activated: boolean;
  readonly destroyed: boolean;
}

/** One ship's activation (seed "PHASE 2: SCHIFFSPHASE"): reveal, commands, attacks, maneuver. */
export interface ShipActivation {
  readonly ship: string;
  readonly stage: 'reveal' | 'dial' | 'commands' | 'attack' | 'maneuver' | 'displaced';
  /** The revealed command; null before the reveal, and when Crew Panic discarded the dial unrevealed. */
  readonly revealed: CommandType | null;
  /** The revealed dial is kept for its full effect this activation (not turned into a token). */
  readonly dialKept: boolean;
  /** The kept dial was spent (concentrate fire, navigate, repair, squadron). */
  readonly dialSpent: boolean;
  readonly repairPoints: number;
  /** Squadrons activated by this ship's squadron dial so far. */
  readonly squadronsByDial: number;
  readonly attackedFrom: readonly HullZone[];
  /** Command dials a card gave the ship for this activation, spent only as dials (Bail Organa); absent = none. */
  readonly extraDials?: readonly CommandType[];
  /** Engineering points less that discarding a facedown damage card costs in this repair command (Battle Droid Reserves); absent = 0. */
  readonly repairDiscount?: number;
  /** The ship already discarded raid tokens at this reveal (seed "ÜBERFALLMARKER": the dial or one token, once); absent = no. */
  readonly raidCleared?: boolean;
  /** Upgrade abilities used once per activation so far (Kraken); absent = none. */
  readonly usedOnce?: readonly string[];
  /** Whom this activation's attacks targeted: `ship:zone` or the squadron's id. */
  readonly attackedTargets: readonly string[];
  /**
   * Squadrons the last attack's hull zone has attacked: it may attack every
   * other squadron in its arc and range, each separately, as part of the
   * same attack (seed "Staffeln mit einem Schiff angreifen").
   */
  readonly volley: { readonly zone: HullZone; readonly squadrons: readonly string[] } | null;
}

/** A squadron acting: in the squadron phase it moves or attacks; by a squadron command it may do both (seed "STAFFEL"). */
export interface SquadronActivation {
  readonly squadron: string;
  readonly byCommand: boolean;
  readonly moved: boolean;
  readonly attacked: boolean;
}

/** Squadrons a ship moved onto, waiting for the other player to place them touching it (seed "ÜBERSCHNEIDUNGEN MIT STAFFELN"). */
export interface Displaced {
  readonly ship: string;
  readonly placer: Seat;
  readonly squadrons: readonly string[];
}

/** Who attacks in the running attack, so the game knows what to do when it ends. */
export type AttackSource =
  | { readonly kind: 'ship'; readonly ship: string; readonly zone: HullZone }
  | { readonly kind: 'squadron'; readonly squadron: string }
  /**
   * A squadron that is not the active model attacks while a ship's
   * activation waits (Haor Chall Prototypes, before the ship moves): when
   * the attack ends, the activation goes on at its stored stage `resume`.
   */
  | { readonly kind: 'interrupt'; readonly squadron: string; readonly resume: ShipActivation['stage'] };

export interface ArmadaResult {
  readonly winner: Seat | null;
  readonly points: readonly [number, number];
  readonly reason: 'fleet-destroyed' | 'both-fleets-destroyed' | 'six-rounds';
}

export interface ArmadaState {
  readonly status: 'new' | 'playing' | 'over';
  readonly scenario: 'training' | 'standard';
  /** The full setup while it runs (scenario `standard`), else null. */
  readonly setup: StandardSetup | null;
  /** Both fleet lists once revealed (scenario `standard`), seat 0's first; null in training. */
  readonly fleets: readonly [ArmadaFleet, ArmadaFleet] | null;
  /** The objective of this game (the first player's pick among the second player's three), or null. */
  readonly objective: string | null;
  /** Ships named as objective ships by the objective (seed "EINSATZZIELE"). */
  readonly objectiveShips: readonly string[];
  /** Victory tokens each seat gained by the objective (seed "EINSATZZIELE"). */
  readonly victoryTokens: readonly [number, number];
  /** Objective tokens on the table (seed "EINSATZZIELE"; Intel Sweep, Minefields). */
  readonly objectiveTokens: readonly ObjectiveToken[];
  /** Obstacles that still carry an objective token (Dangerous Territory). */
  readonly obstacleTokens: readonly string[];
  readonly factions: readonly Faction[];
  readonly playArea: { readonly width: number; readonly height: number };
  /** The first player (seed: who holds the initiative token). */
  readonly firstPlayer: Seat;
  readonly round: number;
  readonly phase: 'setup' | 'command' | 'ship' | 'squadron' | 'status' | 'over';
  readonly ships: readonly GameShip[];
  readonly squadrons: readonly GameSquadron[];
  readonly obstacles: readonly GameObstacle[];
  /** Damage deck, top first: the server's secret. */
  readonly deck: readonly string[];
  readonly discard: readonly string[];
  /** Whose turn it is to activate a ship or squadrons. */
  readonly turn: Seat;
  /** Squadrons the player on turn has activated in this squadron-phase turn (two per turn). */
  readonly squadronsThisTurn: number;
  readonly activation: ShipActivation | null;
  readonly squadronActivation: SquadronActivation | null;
  readonly displaced: Displaced | null;
  readonly attack: AttackState | null;
  readonly attackSource: AttackSource | null;
  readonly result: ArmadaResult | null;
  /** Damage-card effects waiting to run, the first one running (docs/games/armada.md, damage cards). */
  readonly effects: readonly PendingEffect[];
  /** Pass tokens per seat (seed "PASSEN-MARKER"), and who passed in their last turn of this ship phase. */
  readonly passTokens: readonly [number, number];
  readonly passedLastTurn: readonly [boolean, boolean];
  /** Squadrons a card chose to activate in this squadron turn instead of the usual two (Hyperwave Signal Boost); absent = none. */
  readonly squadronTurn?: { readonly seat: Seat; readonly squadrons: readonly string[] } | null;
  /** The question the running effect asks, and where its program stands. */
  readonly prompt: { readonly prompt: Prompt; readonly frame: EffectFrame } | null;
  /** Hyperspace Assault: the second player's ships and squadrons set aside in the setup, not in play until they arrive (public); absent = none. */
  readonly setAside?: { readonly ships: readonly GameShip[]; readonly squadrons: readonly GameSquadron[] };
  /** Hyperspace Assault, at the start of a round after the first: the second player's arrival decision while it runs; absent or null = none. */
  readonly hyperspace?: HyperspaceStep | null;
}

/**
 * Hyperspace Assault at the start of a round (hyperspace.rules.ts): `choose`
 * (jump in at a token or stay), `arrive` (the set-aside units placed near
 * `token`, the ship first), `move-tokens` (each token in turn, `moved` done).
 */
export type HyperspaceStep =
  | { readonly seat: Seat; readonly step: 'choose' }
  | { readonly seat: Seat; readonly step: 'arrive'; readonly token: string }
  | { readonly seat: Seat; readonly step: 'move-tokens'; readonly moved: number };

/** The moments a damage card acts on its own. */
export type EffectWhen = 'dealt-faceup' | 'reveal-command-dial' | 'roll-attack-dice' | 'after-maneuver' | 'speed-change' | 'obstacle' | UpgradeEffectWhen | ObjectiveEffectWhen | SquadronEffectWhen;

/** The moments a unique squadron's ability acts (game.squadron-run.ts); the effect's `ship` is then the squadron's id. */
export type SquadronEffectWhen = 'squadron-before-damage' | 'squadron-before-enemy-moves';

/** The moments an objective card acts in an attack (game.objective-run.ts). */
export type ObjectiveEffectWhen = 'objective-dice';

/**
 * The moments an upgrade card acts (cards/upgrade-card.define.ts): after a
 * dial is revealed, once a repair command gave engineering points, readying in the status phase, after an attack roll,
 * before damage is suffered, at the critical step (choosing the card's
 * critical effect) and once the attack is over (carrying it out).
 */
export type UpgradeEffectWhen =
  | 'command-revealed'
  | 'repair-command'
  | 'status-ready'
  | 'dice-rolled'
  | 'before-damage'
  | 'critical'
  | 'critical-effect'
  | 'starting-tokens'
  | 'concentrate-fire'
  | 'squadron-turn'
  | 'ship-phase-start'
  /** Before a faceup damage card is dealt to the card's ship (Tide of Progress XII); the effect's `cause` says by what. */
  | 'faceup-damage'
  /** The card's ship declared an attack, before the dice are rolled (Swivel-Mount Batteries). */
  | 'attack-declared';

export interface PendingEffect {
  readonly ship: string;
  readonly card: string;
  readonly when: EffectWhen;
  /** An upgrade's critical effect: the defender and its defending hull zone. */
  readonly target?: { readonly ship: string; readonly zone: HullZone };
  /** `faceup-damage`: what deals the faceup card; for an obstacle or a mine the card is dealt by the effect itself, once its question is answered. */
  readonly cause?: FaceupCause;
}

/** What deals a ship a faceup damage card: an attack's critical effect, an asteroid field, a mine (Minefields). */
export type FaceupCause = 'attack' | 'asteroid' | 'minefield';

export type ShipAttackTarget = { readonly target: string; readonly targetZone?: HullZone };

export type ArmadaAction =
  | { readonly type: 'SetCommandDial'; readonly ship: string; readonly command: CommandType }
  | { readonly type: 'ActivateShip'; readonly ship: string }
  | { readonly type: 'PassWithToken' }
  | { readonly type: 'KeepCommandDial' }
  | { readonly type: 'TakeCommandToken' }
  /** Seed "ÜBERFALLMARKER", right after the reveal: discard the revealed dial (all raid tokens go) or a command token (the matching raid token goes). */
  | { readonly type: 'DiscardRaidTokens'; readonly by: 'dial' }
  | { readonly type: 'DiscardRaidTokens'; readonly by: 'token'; readonly command: CommandType }
  | { readonly type: 'SpendRepair'; readonly source: 'dial' | 'token' }
  | { readonly type: 'RepairMoveShield'; readonly from: HullZone; readonly to: HullZone }
  | { readonly type: 'RepairRestoreShield'; readonly zone: HullZone }
  | { readonly type: 'RepairDiscardDamage'; readonly faceup: boolean; readonly index: number }
  | { readonly type: 'ActivateSquadronByCommand'; readonly squadron: string; readonly source: 'dial' | 'token' }
  | { readonly type: 'FinishCommands' }
  | ({ readonly type: 'DeclareShipAttack'; readonly zone: HullZone } & ShipAttackTarget)
  | { readonly type: 'FinishAttacks' }
  | {
      readonly type: 'ExecuteManeuver';
      readonly speedChange: number;
      readonly course: readonly number[];
      readonly side: ToolSide | null;
      readonly dial: boolean;
      readonly token: boolean;
    }
  | { readonly type: 'PlaceDisplacedSquadron'; readonly squadron: string; readonly x: number; readonly y: number }
  | { readonly type: 'ActivateSquadron'; readonly squadron: string }
  | { readonly type: 'MoveSquadron'; readonly x: number; readonly y: number }
  | ({ readonly type: 'DeclareSquadronAttack' } & ShipAttackTarget)
  | { readonly type: 'FinishSquadronActivation' }
  | HyperspaceAction
  | StandardSetupAction
  | AttackAction
  | PromptAction;

/** Hyperspace Assault's decisions at the start of a round after the first (hyperspace.rules.ts). */
export type HyperspaceAction =
  | { readonly type: 'JumpFromHyperspace'; readonly token: string }
  | { readonly type: 'StayInHyperspace' }
  | { readonly type: 'ArriveShip'; readonly ship: string; readonly x: number; readonly y: number; readonly heading: number; readonly speed: number }
  | { readonly type: 'ArriveSquadron'; readonly squadron: string; readonly x: number; readonly y: number }
  | { readonly type: 'MoveObjectiveToken'; readonly x: number; readonly y: number };

/** The decisions of the full setup (setup-standard.decide.ts). */
export type StandardSetupAction =
  | { readonly type: 'SubmitFleet'; readonly fleet: Readonly<Record<string, unknown>> }
  | { readonly type: 'ChooseFirstPlayer'; readonly firstPlayer: Seat }
  | { readonly type: 'ChooseObjective'; readonly objective: string }
  | { readonly type: 'PlaceObstacle'; readonly shape: ObstacleShapeId; readonly x: number; readonly y: number; readonly heading: number }
  | { readonly type: 'DeployShip'; readonly ship: string; readonly x: number; readonly y: number; readonly heading: number; readonly speed: number }
  | { readonly type: 'DeploySquadron'; readonly squadron: string; readonly x: number; readonly y: number }
  | { readonly type: 'NameObjectiveShip'; readonly ship: string }
  | { readonly type: 'PlaceObjectiveToken'; readonly x: number; readonly y: number }
  /** Hyperspace Assault: the second player sets aside a small or medium ship, then up to 3 squadrons, and says when he is done. */
  | { readonly type: 'SetAsideShip'; readonly ship: string }
  | { readonly type: 'SetAsideSquadron'; readonly squadron: string }
  | { readonly type: 'FinishSettingAside' };

export type GameEventOf<T extends string, P> = { readonly type: T; readonly payload: P };

export type ArmadaGameEvent =
  | GameEventOf<
      'GameStarted',
      {
        readonly scenario: 'training' | 'standard';
        readonly factions: readonly Faction[];
        readonly playArea: { readonly width: number; readonly height: number };
        readonly ships: readonly GameShip[];
        readonly squadrons: readonly GameSquadron[];
        /** Absent in the training scenario (no obstacles). */
        readonly obstacles?: readonly GameObstacle[];
        /** A sandbox position with standard fleets: the lists, as revealed (game.sandbox.ts); absent otherwise. */
        readonly fleets?: readonly [ArmadaFleet, ArmadaFleet];
        /** A sandbox position's objective and the state it keeps (game.sandbox-objective.ts); absent otherwise. */
        readonly objective?: PositionObjective;
      }
    >
  | GameEventOf<'InitiativeRolled', { readonly roller: Seat; readonly face: string; readonly firstPlayer: Seat }>
  | GameEventOf<'DamageDeckShuffled', { readonly order: readonly string[] }>
  | GameEventOf<'RoundStarted', { readonly round: number }>
  | GameEventOf<'CommandDialAssigned', { readonly ship: string; readonly command: CommandType }>
  /** `sandbox`: a position starting in the ship phase begins after its start (no start-of-phase card acts). */
  | GameEventOf<'ShipPhaseStarted', { readonly turn: Seat; readonly sandbox?: true }>
  | GameEventOf<'ShipActivated', { readonly ship: string }>
  | GameEventOf<'PassTokensGiven', { readonly tokens: readonly [number, number] }>
  | GameEventOf<'ActivationPassed', { readonly seat: Seat }>
  | GameEventOf<'CommandDialRevealed', { readonly ship: string; readonly command: CommandType }>
  | GameEventOf<'CommandDialKept', { readonly ship: string }>
  | GameEventOf<'CommandTokenTaken', { readonly ship: string; readonly command: CommandType }>
  | GameEventOf<'RepairPointsGained', { readonly ship: string; readonly source: 'dial' | 'token'; readonly points: number }>
  | GameEventOf<'ShieldMoved', { readonly ship: string; readonly from: HullZone; readonly to: HullZone }>
  | GameEventOf<'ShieldRestored', { readonly ship: string; readonly zone: HullZone }>
  | GameEventOf<'DamageCardDiscarded', { readonly ship: string; readonly faceup: boolean; readonly index: number; readonly card: string }>
  | GameEventOf<'SquadronCommandUsed', { readonly ship: string; readonly squadron: string; readonly source: 'dial' | 'token' }>
  | GameEventOf<'CommandsFinished', { readonly ship: string }>
  | GameEventOf<'ShipAttackDeclared', { readonly ship: string; readonly zone: HullZone; readonly target: string; readonly targetZone: HullZone | null; readonly obstructedBy: readonly string[] }>
  | GameEventOf<'AttacksFinished', { readonly ship: string }>
  | GameEventOf<
      'ShipManeuvered',
      {
        readonly ship: string;
        readonly speed: number;
        readonly course: readonly number[];
        readonly side: ToolSide | null;
        readonly executedSpeed: number;
        readonly pose: Pose;
        readonly dial: boolean;
        readonly token: boolean;
        readonly overlappedShips: readonly string[];
        readonly collidedWith: string | null;
      }
    >
  | GameEventOf<'FacedownDamageDealt', { readonly ship: string; readonly card: string; readonly cause: 'collision' | 'damaged-controls' | 'damage-card' | 'sandbox' | 'minefield' }>
  | GameEventOf<'ObstacleOverlapped', { readonly ship: string; readonly obstacle: string; readonly type: 'asteroid' | 'debris' | 'station' }>
  | GameEventOf<'FaceupDamageDealt', { readonly ship: string; readonly card: string; readonly cause: 'asteroid' | 'minefield' }>
  | GameEventOf<'DamageCardRepairedAtStation', { readonly ship: string; readonly faceup: boolean; readonly index: number; readonly card: string }>
  | GameEventOf<'SquadronRepairedAtStation', { readonly squadron: string; readonly hull: number }>
  | GameEventOf<'EffectPrompted', { readonly prompt: Prompt; readonly frame: EffectFrame }>
  | GameEventOf<'EffectResolved', PendingEffect>
  | GameEventOf<'ZoneDamageSuffered', { readonly ship: string; readonly zone: HullZone; readonly shieldsLost: number; readonly card: string }>
  | GameEventOf<'SpeedReduced', { readonly ship: string; readonly speed: number; readonly card: string }>
  | GameEventOf<'CommandDialChanged', { readonly ship: string; readonly command: CommandType; readonly card: string }>
  | GameEventOf<'CommandDialDiscarded', { readonly ship: string; readonly card: string }>
  | GameEventOf<'AttackDieRemovedByCard', { readonly ship: string; readonly card: string; readonly color: 'red' | 'blue' | 'black' }>
  | GameEventOf<'DefenseTokenDiscarded', { readonly ship: string; readonly token: number; readonly card: string }>
  | GameEventOf<'ShieldsLostByCard', { readonly ship: string; readonly zone: HullZone; readonly amount: number; readonly card: string }>
  | GameEventOf<'CommandTokensDiscarded', { readonly ship: string; readonly card: string }>
  | GameEventOf<'DamageCardFlipped', { readonly ship: string; readonly card: string }>
  | GameEventOf<'ShipRemoved', { readonly ship: string; readonly reason: 'damage' | 'left-play-area' }>
  | GameEventOf<'SquadronRemoved', { readonly squadron: string; readonly reason: 'no-room-to-place' }>
  | GameEventOf<'SquadronsDisplaced', { readonly ship: string; readonly placer: Seat; readonly squadrons: readonly string[] }>
  | GameEventOf<'DisplacedSquadronPlaced', { readonly squadron: string; readonly position: { readonly x: number; readonly y: number } }>
  | GameEventOf<'ShipActivationEnded', { readonly ship: string }>
  | GameEventOf<'TurnPassed', { readonly turn: Seat }>
  | GameEventOf<'SquadronPhaseStarted', { readonly turn: Seat }>
  | GameEventOf<'SquadronActivated', { readonly squadron: string; readonly byCommand: boolean }>
  | GameEventOf<'SquadronMoved', { readonly squadron: string; readonly position: { readonly x: number; readonly y: number } }>
  | GameEventOf<'SquadronAttackDeclared', { readonly squadron: string; readonly target: string; readonly targetZone: HullZone | null }>
  | GameEventOf<'SquadronActivationEnded', { readonly squadron: string }>
  /** A squadron card attacks a ship before it moves, outside the squadron's activation (Haor Chall Prototypes); the ship's activation resumes at `resume`. */
  | GameEventOf<'InterruptAttackDeclared', { readonly squadron: string; readonly card: string; readonly target: string; readonly targetZone: HullZone; readonly resume: ShipActivation['stage'] }>
  | GameEventOf<'StatusPhaseResolved', { readonly round: number }>
  | GameEventOf<'UpgradeExhausted', { readonly ship: string; readonly upgrade: string }>
  | GameEventOf<'UpgradeReadied', { readonly ship: string; readonly upgrade: string; readonly paid: CommandType | null; readonly from: 'ship' | 'card' | null }>
  | GameEventOf<'UpgradeTokenSpent', { readonly ship: string; readonly upgrade: string; readonly command: CommandType }>
  | GameEventOf<'StartingTokenChosen', { readonly ship: string; readonly upgrade: string; readonly command: CommandType }>
  | GameEventOf<'CommandTokenGained', { readonly ship: string; readonly command: CommandType; readonly upgrade: string }>
  | GameEventOf<'DefenseTokenSpentByCard', { readonly ship: string; readonly token: number; readonly upgrade: string }>
  | GameEventOf<'DefenseTokenReadiedByCard', { readonly ship: string; readonly token: number; readonly upgrade: string }>
  | GameEventOf<'ShieldsTurnedIntoRepairPoints', { readonly ship: string; readonly from: string; readonly zone: HullZone; readonly points: number; readonly upgrade: string }>
  | GameEventOf<'RepairDiscountGained', { readonly ship: string; readonly amount: number; readonly upgrade: string }>
  | GameEventOf<'CommandTokenLost', { readonly ship: string; readonly command: CommandType; readonly upgrade: string }>
  | GameEventOf<'ExtraCommandDialGained', { readonly ship: string; readonly command: CommandType; readonly upgrade: string }>
  | GameEventOf<'AttackDamageReduced', { readonly ship: string; readonly upgrade: string; readonly amount: number; readonly shieldsFrom: HullZone | null }>
  | GameEventOf<'UpgradeCriticalResolved', { readonly ship: string; readonly upgrade: string; readonly defender: string; readonly zone: HullZone }>
  | GameEventOf<'AttackDieAddedByCard', { readonly ship: string; readonly upgrade: string; readonly color: DieColor; readonly face: DieFace }>
  | GameEventOf<'AttackDieTurned', { readonly ship: string; readonly upgrade: string; readonly die: number; readonly face: DieFace }>
  | GameEventOf<'SquadronChosenForTurn', { readonly ship: string; readonly upgrade: string; readonly squadron: string }>
  | GameEventOf<'DamageReducedBySquadron', { readonly squadron: string; readonly card: string; readonly token: number; readonly amount: number }>
  | GameEventOf<'AttackDieRerolledByCard', { readonly ship: string; readonly upgrade: string; readonly die: number; readonly face: DieFace }>
  /** Tide of Progress XII: the faceup card about to be dealt is discarded unresolved instead; nothing replaces it. */
  | GameEventOf<'FaceupDamageCardDiscarded', { readonly ship: string; readonly upgrade: string; readonly card: string; readonly cause: FaceupCause }>
  /** Swivel-Mount Batteries: its focus token on a hull zone of the ship (seed "FOKUS- UND RADARTÄUSCHUNGSMARKER"). */
  | GameEventOf<'FocusTokenPlaced', { readonly ship: string; readonly upgrade: string; readonly zone: HullZone }>
  /** A card added a die to the pool before the roll (Swivel-Mount Batteries). */
  | GameEventOf<'AttackDieGatheredByCard', { readonly ship: string; readonly upgrade: string; readonly color: DieColor }>
  | GameEventOf<'RaidTokenGained', { readonly ship: string; readonly command: CommandType; readonly upgrade: string }>
  /** `by`: the revealed dial (every raid token goes) or a command token of `commands[0]` (that raid token goes). */
  | GameEventOf<'RaidTokensDiscarded', { readonly ship: string; readonly by: 'dial' | 'token'; readonly commands: readonly CommandType[] }>
  | GameEventOf<'GameEnded', ArmadaResult>
  | GameEventOf<'VictoryTokenGained', { readonly seat: Seat; readonly objective: string; readonly ship: string }>
  | GameEventOf<'ObstacleTokenTaken', { readonly seat: Seat; readonly obstacle: string; readonly ship: string }>
  | GameEventOf<'ObjectiveTokenTaken', { readonly seat: Seat; readonly token: string; readonly ship: string }>
  | GameEventOf<'MineTriggered', { readonly ship: string; readonly token: string; readonly dice: readonly DieFace[] }>
  /** Fire Lanes, end of round: per token the battery dice each seat could throw at it, who overlaps it, who controls it (a victory token each). */
  | GameEventOf<'FireLanesControlled', { readonly objective: string; readonly tokens: readonly { readonly token: string; readonly dice: readonly [number, number]; readonly overlapped: readonly [boolean, boolean]; readonly seat: Seat | null }[] }>
  | GameEventOf<'StationContested', { readonly objective: string; readonly commandValues: readonly [number, number]; readonly seat: Seat | null }>
  | GameEventOf<'ObjectiveDamageTurnedFaceup', { readonly ship: string; readonly objective: string; readonly die: number; readonly card: string }>
  | GameEventOf<'ObjectiveDiceAdded', { readonly ship: string; readonly objective: string; readonly dice: readonly { readonly color: DieColor; readonly face: DieFace }[]; readonly tokenDiscarded: boolean }>
  | HyperspaceEvent
  | StandardSetupEvent;

/** Hyperspace Assault's events (hyperspace.evolve.ts), all public. */
export type HyperspaceEvent =
  | GameEventOf<'UnitsToSetAside', { readonly placer: Seat }>
  | GameEventOf<'ShipSetAside', { readonly seat: Seat; readonly ship: string }>
  | GameEventOf<'SquadronSetAside', { readonly seat: Seat; readonly squadron: string }>
  /** `undeployable`: squadrons left without a ship to deploy near, destroyed (FAQ ruling on the card). */
  | GameEventOf<'SettingAsideFinished', { readonly seat: Seat; readonly undeployable: readonly string[] }>
  | GameEventOf<'HyperspaceJumpChosen', { readonly seat: Seat; readonly token: string }>
  | GameEventOf<'StayedInHyperspace', { readonly seat: Seat }>
  | GameEventOf<'ShipArrived', { readonly ship: string; readonly pose: Pose; readonly speed: number; readonly token: string }>
  | GameEventOf<'SquadronArrived', { readonly squadron: string; readonly position: { readonly x: number; readonly y: number }; readonly token: string }>
  | GameEventOf<'ObjectiveTokensRemoved', { readonly tokens: readonly string[] }>
  /** `to` equal to `from` leaves it where it lies; `last`: the round goes on to the command dials. */
  | GameEventOf<'ObjectiveTokenMoved', { readonly seat: Seat; readonly token: string; readonly from: { readonly x: number; readonly y: number }; readonly to: { readonly x: number; readonly y: number }; readonly last: boolean }>;

/** The events of the full setup (setup-standard.evolve.ts). */
export type StandardSetupEvent =
  | GameEventOf<'StandardSetupStarted', { readonly format: StandardFormat; readonly cardsWithoutEffect: CardsWithoutEffect; readonly setupArea: { readonly x0: number; readonly x1: number }; readonly obstacles: number; readonly obstaclePool: readonly ObstacleShapeId[] }>
  /** The seed of the lists the fleet step draws for `seat`: seen only by that seat (setup-standard.setup.ts). */
  | GameEventOf<'FleetDrawSeeded', { readonly seat: Seat; readonly seed: string }>
  | GameEventOf<'FleetSubmitted', { readonly seat: Seat; readonly fleet: ArmadaFleet }>
  | GameEventOf<'FleetsRevealed', { readonly fleets: readonly [ArmadaFleet, ArmadaFleet]; readonly chooser: Seat; readonly by: 'fewer-points' | 'coin' }>
  | GameEventOf<'FirstPlayerChosen', { readonly chooser: Seat; readonly firstPlayer: Seat }>
  | GameEventOf<'ObjectiveChosen', { readonly seat: Seat; readonly objective: string }>
  | GameEventOf<'ObstaclePlaced', { readonly seat: Seat; readonly obstacle: GameObstacle }>
  | GameEventOf<'ShipDeployed', { readonly ship: string; readonly pose: Pose; readonly speed: number }>
  /** `scout`: placed with Scout (Hyperspace Rings), beyond distance 3 of enemy ships instead of near a friendly ship. */
  | GameEventOf<'SquadronDeployed', { readonly squadron: string; readonly position: { readonly x: number; readonly y: number }; readonly scout?: true }>
  | GameEventOf<'DeploymentTurnPassed', { readonly turn: Seat }>
  | GameEventOf<'ObjectiveShipsToName', { readonly placer: Seat }>
  | GameEventOf<'ObjectiveShipNamed', { readonly seat: Seat; readonly ship: string }>
  | GameEventOf<'ObstacleTokensPlaced', { readonly obstacles: readonly string[] }>
  /** No legal spot is left for the obstacles still to place: they stay out (our rule). */
  | GameEventOf<'ObstaclesLeftOut', { readonly count: number }>
  | GameEventOf<'ObjectiveTokensToPlace', { readonly placer: Seat }>
  /** `next`: who places the next token, or null when the last is down (deployment begins). */
  | GameEventOf<'ObjectiveTokenPlaced', { readonly seat: Seat; readonly token: ObjectiveToken; readonly next: Seat | null }>
  /** Fire Lanes: the first player now shifts each token in turn. */
  | GameEventOf<'ObjectiveTokensToShift', { readonly shifter: Seat }>
  /** `next`: who shifts the next token, or null when the last is shifted (deployment begins); `to` equal to `from` leaves it where it lies. */
  | GameEventOf<'ObjectiveTokenShifted', { readonly seat: Seat; readonly token: string; readonly from: { readonly x: number; readonly y: number }; readonly to: { readonly x: number; readonly y: number }; readonly next: Seat | null }>
  | GameEventOf<'ShipObjectiveTokensPlaced', { readonly objective: string; readonly ships: readonly string[] }>
  | GameEventOf<'ObjectiveConcentrateFireGiven', { readonly objective: string; readonly ships: readonly string[] }>
  | GameEventOf<'SetupFinished', Record<string, never>>;

export type ArmadaEvent = ArmadaGameEvent | AttackEvent;
