import type { DefenseTokenType, DieColor, HullZone } from '../catalog/catalog.types.js';
import type { AttackRange, DieFace } from '../data/dice.data.js';

/** A defense token on a ship or unique squadron; spent ready → exhausted, spent exhausted → discarded. */
export interface DefenseToken {
  readonly type: DefenseTokenType;
  readonly state: 'ready' | 'exhausted' | 'discarded';
}

export interface ShipCombatant {
  readonly kind: 'ship';
  readonly id: string;
  /** Ship card id. */
  readonly card: string;
  readonly seat: number;
  /** The attacking or the defending hull zone. */
  readonly zone: HullZone;
  readonly speed: number;
  readonly shields: Readonly<Record<HullZone, number>>;
  readonly defenseTokens: readonly DefenseToken[];
  /** Damage cards already on the ship: faceup card ids and the facedown ones. */
  readonly faceupDamage: readonly string[];
  readonly facedownDamage: readonly string[];
  /** A revealed concentrate-fire dial the attacker may still spend, and a concentrate-fire token. */
  readonly concentrateFireDial: boolean;
  readonly concentrateFireToken: boolean;
  /** Upgrade cards that let this ship, defending, spend a token for another token's effect (absent: none). */
  readonly tokenSubstitutes?: readonly TokenSubstitute[];
}

/** The effects a defense token may be spent for instead of its own (Sa Nalaor: evade; Reactive Gunnery: salvo). */
export const SUBSTITUTE_EFFECTS = ['evade', 'salvo'] as const;
export type SubstituteEffect = (typeof SUBSTITUTE_EFFECTS)[number];

/**
 * An upgrade card's token substitution: spend a defense token to resolve
 * `effect` instead of that token's own; only a readied token where
 * `readyTokenOnly`, only at speed `minSpeed` or more. Each effect is
 * resolved at most once per attack, by a token or by a card.
 */
export interface TokenSubstitute {
  readonly card: string;
  readonly effect: SubstituteEffect;
  readonly readyTokenOnly: boolean;
  readonly minSpeed: number;
}

export interface SquadronCombatant {
  readonly kind: 'squadron';
  readonly id: string;
  /** Squadron card id. */
  readonly card: string;
  readonly seat: number;
  readonly hull: number;
  readonly defenseTokens: readonly DefenseToken[];
  /** Activated by a squadron command (for AI: Anti-Squadron). */
  readonly activatedBySquadronCommand: boolean;
}

export type Combatant = ShipCombatant | SquadronCombatant;

export type AttackKind = 'normal' | 'salvo' | 'counter';

export interface AttackDie {
  readonly color: DieColor;
  readonly face: DieFace;
  /** Removed from the pool (evade at long range, scatter). */
  readonly cancelled: boolean;
  /** An accuracy already spent on a defense token. */
  readonly spent: boolean;
}

/**
 * Where one attack stands. Steps in order: `obstruction` (attacker removes a
 * die), `roll`, `effects` (attacker modifies dice, spends accuracies),
 * `defense` (defender spends tokens), `critical` (attacker), `damage` (the
 * total is counted), `redirect` (defender splits damage), `resolve` (damage
 * is suffered), `followUp` (defender may salvo or counter), `ended`.
 */
export type AttackStep = 'obstruction' | 'roll' | 'effects' | 'defense' | 'critical' | 'damage' | 'redirect' | 'resolve' | 'followUp' | 'ended';

export interface AttackRecord {
  readonly kind: AttackKind;
  readonly attacker: string;
  readonly defender: string;
  readonly range: AttackRange;
  readonly obstructed: boolean;
  readonly step: AttackStep;
  /** Dice gathered before rolling. */
  readonly pool: Readonly<Record<DieColor, number>>;
  readonly dice: readonly AttackDie[];
  readonly concentrateFireDialUsed: boolean;
  readonly concentrateFireTokenUsed: boolean;
  /** The defender is engaged with another squadron, so a Swarm attacker may reroll a die. */
  readonly swarmEligible: boolean;
  readonly swarmUsed: boolean;
  readonly aiDiceAdded: number;
  /** Defender token indexes an accuracy locked. */
  readonly lockedTokens: readonly number[];
  /** Defender token indexes spent in this attack. */
  readonly spentTokens: readonly number[];
  /** Spent tokens whose effect a card substituted (absent: none). */
  readonly substituted?: readonly { readonly token: number; readonly effect: SubstituteEffect; readonly card: string }[];
  readonly redirectZone: HullZone | null;
  readonly braced: boolean;
  readonly contained: boolean;
  readonly salvoSpent: boolean;
  readonly criticalResolved: boolean;
  /** The card the first damage point would have dealt faceup, discarded by an upgrade card instead (Tide of Progress XII): that point takes no card; absent = none. */
  readonly faceupDiscarded?: string;
  readonly damageTotal: number | null;
  /** Damage the redirect zone's shields took, once the defender chose. */
  readonly redirected: number | null;
}

export interface AttackState {
  readonly status: 'idle' | 'active' | 'over';
  readonly combatants: Readonly<Record<string, Combatant>>;
  /** The attack and, after it, a salvo or counter attack. */
  readonly attacks: readonly AttackRecord[];
  /** Damage deck, top card first: the server's secret. */
  readonly deck: readonly string[];
  readonly destroyed: readonly string[];
}

export type AttackAction =
  | { readonly type: 'RemoveObstructedDie'; readonly color: DieColor }
  | { readonly type: 'RollAttackDice' }
  | { readonly type: 'SpendConcentrateFireDial'; readonly color: DieColor }
  | { readonly type: 'SpendConcentrateFireToken'; readonly die: number }
  | { readonly type: 'RerollWithSwarm'; readonly die: number }
  | { readonly type: 'AddAntiSquadronDie'; readonly color: DieColor }
  | { readonly type: 'SpendAccuracy'; readonly die: number; readonly token: number }
  | { readonly type: 'FinishAttackEffects' }
  | { readonly type: 'SpendDefenseToken'; readonly token: number; readonly zone?: HullZone; readonly dice?: readonly number[]; readonly as?: SubstituteEffect }
  | { readonly type: 'FinishDefenseTokens' }
  | { readonly type: 'ResolveStandardCritical' }
  | { readonly type: 'SkipCritical' }
  | { readonly type: 'RedirectDamage'; readonly amount: number }
  | { readonly type: 'PerformSalvo' }
  | { readonly type: 'PerformCounter' }
  | { readonly type: 'DeclineFollowUp' };

export type AttackEvent =
  | {
      readonly type: 'AttackDeclared';
      readonly payload: {
        readonly attacker: Combatant;
        readonly defender: Combatant;
        readonly range: AttackRange;
        readonly obstructed: boolean;
        readonly swarmEligible: boolean;
        readonly pool: Readonly<Record<DieColor, number>>;
      };
    }
  | { readonly type: 'DamageDeckPrepared'; readonly payload: { readonly order: readonly string[] } }
  | { readonly type: 'ObstructedDieRemoved'; readonly payload: { readonly color: DieColor } }
  | { readonly type: 'AttackDiceRolled'; readonly payload: { readonly dice: readonly { readonly color: DieColor; readonly face: DieFace }[] } }
  | { readonly type: 'ConcentrateFireDialSpent'; readonly payload: { readonly color: DieColor; readonly face: DieFace } }
  | { readonly type: 'ConcentrateFireTokenSpent'; readonly payload: { readonly die: number; readonly face: DieFace } }
  | { readonly type: 'SwarmRerolled'; readonly payload: { readonly die: number; readonly face: DieFace } }
  | { readonly type: 'AntiSquadronDieAdded'; readonly payload: { readonly color: DieColor; readonly face: DieFace } }
  | { readonly type: 'AccuracySpent'; readonly payload: { readonly die: number; readonly token: number } }
  | { readonly type: 'AttackEffectsResolved'; readonly payload: Record<string, never> }
  | {
      readonly type: 'DefenseTokenSpent';
      readonly payload: {
        readonly token: number;
        readonly tokenType: DefenseTokenType;
        readonly to: 'exhausted' | 'discarded';
        readonly zone?: HullZone;
        readonly cancelled?: readonly number[];
        readonly rerolled?: readonly { readonly die: number; readonly face: DieFace }[];
        /** Resolved for this effect instead of the token's own, by this upgrade card. */
        readonly as?: SubstituteEffect;
        readonly card?: string;
      };
    }
  | { readonly type: 'DefenseTokensDone'; readonly payload: Record<string, never> }
  | { readonly type: 'CriticalEffectResolved'; readonly payload: { readonly effect: 'standard' } }
  | { readonly type: 'CriticalEffectSkipped'; readonly payload: Record<string, never> }
  | { readonly type: 'DamageTotalled'; readonly payload: { readonly total: number; readonly beforeBrace: number } }
  | { readonly type: 'DamageRedirected'; readonly payload: { readonly zone: HullZone; readonly amount: number } }
  | { readonly type: 'ShieldsLost'; readonly payload: { readonly ship: string; readonly zone: HullZone; readonly amount: number } }
  | { readonly type: 'DamageCardDealt'; readonly payload: { readonly ship: string; readonly card: string | null; readonly faceup: boolean } }
  | { readonly type: 'ShipDestroyed'; readonly payload: { readonly ship: string } }
  | { readonly type: 'SquadronHullLost'; readonly payload: { readonly squadron: string; readonly amount: number; readonly remaining: number } }
  | { readonly type: 'SquadronDestroyed'; readonly payload: { readonly squadron: string } }
  | { readonly type: 'DamageResolved'; readonly payload: Record<string, never> }
  | { readonly type: 'FollowUpAttackDeclared'; readonly payload: { readonly kind: 'salvo' | 'counter'; readonly pool: Readonly<Record<DieColor, number>> } }
  | { readonly type: 'FollowUpDeclined'; readonly payload: Record<string, never> }
  | { readonly type: 'AttackEnded'; readonly payload: Record<string, never> };
