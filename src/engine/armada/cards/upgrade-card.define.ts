import type { CardDefinition } from '../../core/cards/card.types.js';
import { text, type Text } from '../../core/text.js';
import type { CommandType, DieColor, HullZone, UpgradeCard } from '../catalog/catalog.types.js';
import { UPGRADES } from '../data/upgrades.data.js';
import type { SubstituteEffect } from '../attack/attack.types.js';
import type { UpgradeEffectWhen } from '../game/game.types.js';
import { RULE } from '../rules.cite.js';

/**
 * The upgrade cards' effect vocabulary: each ability names the moment it
 * acts in, whether using it exhausts the card, and its steps, which the one
 * upgrade interpreter (`game/game.upgrade-run.ts`, on the core `runProgram`)
 * carries out, asking the owner through the core prompts.
 */
export type UpgradeStep =
  /** Give a token of this type from the card to each of any number of other friendly ships at distance 1–`distance`, one at a time (Munitions Resupply, Parts Resupply). */
  | { readonly op: 'give-card-tokens'; readonly command: CommandType; readonly distance: number }
  /**
   * Spend any of this ship's defense tokens (ready → exhausted, exhausted →
   * discarded), then ready up to as many exhausted defense tokens of other
   * friendly ships at distance 1–`distance`, one at a time (Beast of Burden).
   */
  | { readonly op: 'spend-tokens-to-ready-friends'; readonly distance: number }
  /**
   * With a repair command, once per activation: remove up to `max` shields
   * from this ship's hull zones or one hull zone of another friendly ship at
   * distance 1–`distance`, gaining `pointsEach` engineering points per shield
   * (Wat Tambor).
   */
  | { readonly op: 'shields-for-repair-points'; readonly max: number; readonly pointsEach: number; readonly distance: number }
  /** With a repair command: turn the ship's faceup crew damage cards facedown; discarding a facedown card costs `discount` engineering points less for the rest of the command (Battle Droid Reserves). */
  | { readonly op: 'flip-crew-cards-and-discount'; readonly discount: number }
  /** Discard command tokens from the card and/or one other friendly ship at distance 1–`distance`; the card's ship gains one of the same type for each, one at a time (Rune Haako). */
  | { readonly op: 'trade-tokens'; readonly distance: number }
  /** The revealing ship gains a command dial of each of `commands` whose token is taken off the card, at most one of each, one at a time (Bail Organa). */
  | { readonly op: 'gain-dial-from-card-tokens'; readonly commands: readonly CommandType[] }
  /**
   * When the ship reveals its dial: spend one of its command tokens of
   * `commands` (not the revealed command) to gain a command dial of that
   * type for this activation, so the token is resolved as a dial would be
   * (T-series Tactical Droid).
   */
  | { readonly op: 'token-as-dial'; readonly commands: readonly CommandType[] }
  /**
   * While the attacker resolves a concentrate-fire command (its dial or
   * token spent in this attack): discard a concentrate-fire token of another
   * friendly ship at distance 1–`distance` of the defender to add a blue die
   * showing an accuracy (Clone Gunners).
   */
  | { readonly op: 'add-accuracy-die-for-friend-token'; readonly distance: number }
  /** One other friendly ship at distance 1–`distance` gains a token of the revealed command, if it is one of `commands` (Clone Navigation Officer). */
  | { readonly op: 'give-revealed-token'; readonly commands: readonly CommandType[]; readonly distance: number }
  /** The card changes the upgrade bar; fleet building applies it from the card's data (`upgradeBarChanges`), the game has nothing to do (Radiant VII). */
  | { readonly op: 'change-upgrade-bar' }
  /**
   * Before the defender suffers damage: lower the attack's total damage by
   * `amount` if `condition` holds; `optional` asks the owner (a "may" that
   * costs something), else it always happens (Obi-Wan Kenobi, Foreman's Labor).
   */
  | { readonly op: 'reduce-damage'; readonly amount: number; readonly condition: DamageCondition; readonly optional: boolean }
  /** Before the defender suffers damage: the owner may spend up to `max` shields of this ship's `zone`, lowering the total damage as much (Implacable). */
  | { readonly op: 'spend-shields-to-reduce-damage'; readonly zone: HullZone; readonly max: number }
  /** After the attack roll: the attacker may turn one die to a face with exactly one icon, if another friendly ship is at close–medium range of the defender; once per activation (Kraken). */
  | { readonly op: 'turn-die-to-single-icon'; readonly oncePerActivation: true }
  /**
   * At the Determine Course step, within distance 1–`distance` of an
   * obstacle: change speed by 1 or add 1 yaw to one joint, as a navigate
   * dial does (Swift Return).
   */
  | { readonly op: 'navigate-near-obstacle'; readonly distance: number }
  /**
   * After the roll of a squadron's attack on a ship (not a counter): a
   * squadron with Swarm, or a non-unique one (which gains Swarm), may reroll
   * 1 die, once per attack (Nevoota Bee, with the `commanded-squadrons` scope).
   */
  | { readonly op: 'swarm-reroll-against-ship' }
  /**
   * When its owner's squadron turn begins: choose up to the ship's squadron
   * value of unactivated friendly squadrons at close–long range, one at a
   * time; the turn activates exactly those, and while attacking they count as
   * activated by a squadron command (for AI) (Hyperwave Signal Boost).
   */
  | { readonly op: 'activate-squadrons-this-turn' }
  /** After the roll of a non-salvo attack from one of `zones`: exhaust to roll 1 more die of a colour already in the pool (Clone Captain Zak). */
  | { readonly op: 'add-die-of-pool-colour'; readonly zones: readonly HullZone[] }
  /**
   * A critical effect (seed "KRITISCHE EFFEKTE"): with a critical icon on a
   * die of `dieColor`, the attacker may resolve it instead of the standard
   * one; once the attack is over, each hull zone adjacent to the defending
   * one suffers 1 damage, shield first (Assault Concussion Missiles).
   */
  | { readonly op: 'critical-damage-adjacent-zones'; readonly dieColor: DieColor }
  /**
   * Defending, at the Spend Defense Tokens step: spend a defense token
   * (a readied one where `readyTokenOnly`; only at speed `minSpeed` or more)
   * to resolve `effect` instead of that token's own, at most one such effect
   * per attack; the attack decider offers it (`SpendDefenseToken` with `as`),
   * an exhausting card exhausts (Sa Nalaor, Reactive Gunnery).
   */
  /**
   * At the start of the ship phase: the owner may discard one command token
   * from the card; every enemy ship gains a raid token of that type (Count
   * Dooku; seed "ÜBERFALLMARKER").
   */
  | { readonly op: 'raid-enemies-from-card-token' }
  /**
   * Before the card's ship is dealt a faceup damage card with `trait`: the
   * owner may discard that card without resolving it; nothing replaces it
   * (Tide of Progress XII; docs/games/armada.md).
   */
  | { readonly op: 'discard-faceup-damage-card'; readonly trait: 'ship' | 'crew' }
  /** On revealing a command: mark one of the ship's hull zones with the card's focus token (seed "FOKUS- UND RADARTÄUSCHUNGSMARKER"; Swivel-Mount Batteries). */
  | { readonly op: 'focus-hull-zone' }
  /**
   * Before the roll of the ship's attack: from the focused zone against a
   * ship the owner may add 1 die of a colour in an adjacent zone's battery
   * armament; from a zone adjacent to it 1 die leaves the pool
   * (Swivel-Mount Batteries).
   */
  | { readonly op: 'focus-zone-dice' }
  /**
   * While deploying fleets: up to the ship's squadron value of friendly
   * squadrons without Rogue have Scout (Rules Reference "Scout"; the
   * deployment checks read it, game/scout.rules.ts). Hyperspace Rings.
   */
  | { readonly op: 'grant-scout' }
  | { readonly op: 'substitute-defense-token'; readonly effect: SubstituteEffect; readonly readyTokenOnly: boolean; readonly minSpeed: number };

/** When a damage-reducing step may act: a readied redirect token was spent in this attack; the defending hull zone still has a shield; always. */
export type DamageCondition = 'ready-redirect-spent' | 'defending-zone-has-shields' | 'always';

/**
 * Whose attack or activation the ability concerns: the card's own ship
 * (`self`), any friendly ship while the card's ship is in play (`fleet`, a
 * commander), friendly ships and squadrons at distance 1–`within` of the
 * card's ship, itself included, or the squadrons the card's ship activates
 * with its squadron command while they act (`commanded-squadrons`).
 */
export type UpgradeScope =
  | { readonly kind: 'self' }
  | { readonly kind: 'fleet' }
  | { readonly kind: 'within'; readonly distance: number; readonly squadrons: boolean }
  | { readonly kind: 'commanded-squadrons' };

/**
 * `deployment`: a standing rule the full setup's deployment reads
 * (game/scout.rules.ts);
 * `fleet-building`: the card acts only when the fleet is built
 * (fleet/fleet.validate.ts); `determine-course`: a standing rule the
 * maneuver reads (game.upgrades.ts `navigateDialEffect`); `spend-defense-tokens`:
 * a standing rule the defender's attack side carries (game.upgrades.ts
 * `tokenSubstitutes`).
 */
export type UpgradeWindow = UpgradeEffectWhen | 'fleet-building' | 'determine-course' | 'spend-defense-tokens' | 'deployment';

export interface UpgradeAbility {
  readonly when: UpgradeWindow;
  /** Whom it concerns; absent = the card's own ship. */
  readonly scope?: UpgradeScope;
  /** Using the ability exhausts the card: an exhausted card offers it no more (seed "Verwendung von Aufwertungskarten"). */
  readonly exhaust: boolean;
  readonly steps: readonly UpgradeStep[];
}

/** An upgrade card on the card seam: the catalog's facts, its abilities as the effect, and how the game applies it. */
export interface UpgradeCardDefinition extends CardDefinition<'upgrade', readonly UpgradeWindow[], readonly UpgradeAbility[]> {
  readonly slots: UpgradeCard['slots'];
  readonly recurrence: UpgradeCard['recurrence'];
  readonly readyCost: UpgradeCard['readyCost'];
  readonly startingTokens: UpgradeCard['startingTokens'];
  /** The card's tokens may pay its own ready cost (Clone Captain Zak, Clone Navigation Officer). */
  readonly readyFromCardTokens: boolean;
  /** Its starting tokens the owner picks hold at least so many different types (Count Dooku: 2); absent = any mix. */
  readonly minStartingTokenTypes?: number;
  /** What the game does with it, in its own words. */
  readonly inGame: Text;
}

/** Builds an upgrade card's definition from the checked card data (data/PROVENANCE.md); the module adds its abilities. */
export function defineUpgradeCard(
  id: string,
  abilities: readonly UpgradeAbility[],
  inGame: Text,
  extra: { readonly readyFromCardTokens?: boolean; readonly minStartingTokenTypes?: number; readonly assumptions?: readonly Text[] } = {},
): UpgradeCardDefinition {
  const card = UPGRADES.find((c) => c.id === id);
  if (!card) throw new Error(`upgrade ${id} is not in the card data`);
  return {
    id,
    set: 'clone-wars-starters',
    kind: 'upgrade',
    name: { en: card.name, de: card.nameDe },
    text: text(inGame.de, card.effect),
    timing: [...new Set(abilities.map((a) => a.when))],
    effect: abilities,
    rule: RULE.aufwertungskarten,
    provenance: 'src/engine/armada/data/upgrades.data.ts (reference upgrades-clone-wars.json, checked against the ARC rulings page; data/PROVENANCE.md)',
    assumptions: extra.assumptions ?? [],
    slots: card.slots,
    recurrence: card.recurrence,
    readyCost: card.readyCost,
    startingTokens: card.startingTokens,
    readyFromCardTokens: extra.readyFromCardTokens ?? false,
    ...(extra.minStartingTokenTypes ? { minStartingTokenTypes: extra.minStartingTokenTypes } : {}),
    inGame,
  };
}
