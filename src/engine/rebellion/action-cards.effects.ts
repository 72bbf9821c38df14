import type { LeaderId } from './data/leaders.data.js';
import type { SystemId } from './data/systems.data.js';
import type { MissionOp } from './missions.effects.js';
import type { UnitTypeId } from './data/units.data.js';
import type { ModifierEffect, ModifierExpiry } from './modifiers.effects.js';

/** A modifier as a combat card states it: `system`, where the kind has one, is the combat's system. */
export type CombatModifier = ModifierEffect extends infer E ? (E extends { readonly system: unknown } ? Omit<E, 'system'> : E) : never;

/**
 * Action card abilities as data (RR AKTIONSKARTEN). The starting cards are
 * implemented; recruit cards' texts come in a later issue, so until then
 * they are kept (and „Sofort“ ones attach their ring) but cannot be used.
 * Rings act where the engine asks for them (missions: `mission.flow.ts`).
 */

/** Where a „Zuweisung“ card puts its leader. */
export type AssignmentTarget =
  | 'imperial-system'
  | 'imperial-system-without-rebel-ground-units'
  | 'neutral-system'
  | 'system-without-imperial-units'
  | 'system-with-imperial-unit'
  | 'rebel-base-space'
  | 'mission-deck'
  /** A system of `recruits` whose leader can still be recruited (not in play, not eliminated). */
  | 'recruit-systems'
  | 'any-system'
  /** A subjugated system whose Imperial ground units have an Imperial system without Rebel ground units to go to (cards/ops/evict-ground-units.op.ts). */
  | 'subjugated-system';

/** What it does there. */
export type AssignmentAbility =
  /** Units onto the build queue from every icon of the system (RR RESSOURCENSYMBOL), the owner picking where an icon offers several. */
  | 'queue-from-icons'
  | 'draw-objective'
  /** The leader goes face down onto a mission searched from the own deck, which is then shuffled. */
  | 'assign-searched-mission'
  /** The Rebel truthfully tells the Empire whether his base is in the system's region (base-question.rules.ts). */
  | 'ask-base-region'
  /** Units into the leader's system, built up like an activation's move (`move` says from where and how). */
  | 'move'
  /** The leader `recruits` names for the system joins the side there, straight from outside the game (RR REKRUTIEREN). */
  | 'recruit-leader'
  /** `steps` (`MissionOp`, cards/mission.program.ts) run in the leader's system for the card's side. */
  | 'program'
  /** Only the leader's placement, with what `gain` and `lasting` add. */
  | 'place';

/**
 * A move a „Zuweisung“ card makes into its leader's system, step by step
 * (MoveUnits, UndoMove, ConfirmMoves) under the movement rules (RR EINHEITEN
 * BEWEGEN), unless it says otherwise. `from`: the Rebel Base space as though
 * adjacent, the adjacent systems as when activating, or any systems; `limit`
 * per unit type; `ignoreTransport`; `combatIf`: afterwards a combat there
 * (RR GEFECHT) when the opponent has units there (ships for `space`), the
 * card's side active; then assigning goes on.
 */
export interface CardMove {
  readonly from: 'rebel-base' | 'adjacent' | 'any-system';
  readonly limit?: Readonly<Partial<Record<UnitTypeId, number>>>;
  readonly ignoreTransport?: true;
  readonly combatIf?: 'any' | 'space';
}

export interface AssignmentCardEffect {
  readonly leader: LeaderId;
  readonly target: AssignmentTarget;
  readonly ability: AssignmentAbility;
  readonly move?: CardMove;
  /** For `recruit-systems`: the leader each system recruits. */
  readonly recruits?: Partial<Record<SystemId, LeaderId>>;
  /** For `program`: what the card does in the leader's system. */
  readonly steps?: readonly MissionOp[];
  /** Units the side gains from the supply in the target system (as many as are left). */
  readonly gain?: Readonly<Partial<Record<UnitTypeId, number>>>;
  /** Lasting effects in the target system (`system` and `leader` are the card's). */
  readonly lasting?: { readonly until: ModifierExpiry; readonly modifiers: readonly PlacedModifier[] };
}

/** A modifier as an assignment card states it: the target system and the card's leader are filled in. */
export type PlacedModifier = ModifierEffect extends infer E ? (E extends unknown ? Omit<E, Extract<keyof E, 'system' | 'leader'>> : never) : never;

/** An assignment card's modifier in the system its leader went to. */
export function placed(m: PlacedModifier, system: SystemId, leader: LeaderId): ModifierEffect {
  switch (m.kind) {
    case 'no-missions-or-cards':
      return { ...m, system };
    case 'does-not-pin':
      return { ...m, system, leader };
    default:
      throw new Error(`${m.kind} is not placed by an assignment card`);
  }
}

/** A combat card's modifier with the combat's system filled in where its kind names one. */
export function inSystem(m: CombatModifier, system: SystemId): ModifierEffect {
  switch (m.kind) {
    case 'health':
    case 'no-missions-or-cards':
    case 'does-not-pin':
      return { ...m, system };
    default:
      return m;
  }
}

/** „Gefechtsbeginn“ cards: used right after step 1 of a combat, only with a leader shown on the card in the combat's system. */
export type CombatCardAbility =
  /** In the first round, in each battle, the Rebel rolls 1 red and 2 black dice fewer. */
  | { readonly kind: 'reduce-rebel-dice' }
  /** Draw `cards` tactic cards of one theater, the user's choice. */
  | { readonly kind: 'draw-tactics'; readonly cards: number }
  /**
   * Destroy 1 Rebel unit of this kind in the combat's system, the Empire's
   * choice (the chosen type in `picks`); `ifImperial`: only while one of
   * these Imperial units is there.
   */
  | { readonly kind: 'destroy-rebel-unit'; readonly of: 'structure' | 'ship'; readonly ifImperial?: readonly UnitTypeId[] }
  /** Lasting effects for the rest of this combat (`modifiers.effects.ts`). */
  | { readonly kind: 'for-this-combat'; readonly modifiers: readonly CombatModifier[] }
  /**
   * A leader shown on the card comes from the user's pool into the combat's
   * system (instead of having to be there already); it cannot retreat and
   * goes back to the pool when the combat ends (an `on-loan` modifier).
   */
  | { readonly kind: 'bring-leader' };
