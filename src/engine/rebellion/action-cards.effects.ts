import type { LeaderId } from './data/leaders.data.js';
import type { SystemId } from './data/systems.data.js';
import type { MissionOp } from './missions.effects.js';
import type { UnitTypeId } from './data/units.data.js';

/**
 * Action card abilities as data (RR AKTIONSKARTEN). The starting cards are
 * implemented; recruit cards' texts come in a later issue, so until then
 * they are kept (and „Sofort“ ones attach their ring) but cannot be used.
 * Rings act where the engine asks for them (missions: `mission.flow.ts`).
 */

/** Where a „Zuweisung“ card puts its leader. */
export type AssignmentTarget =
  | 'imperial-system'
  | 'neutral-system'
  | 'system-without-imperial-units'
  | 'rebel-base-space'
  | 'mission-deck'
  /** A system of `recruits` whose leader can still be recruited (not in play, not eliminated). */
  | 'recruit-systems'
  | 'any-system';

/** What it does there. */
export type AssignmentAbility =
  /** Units onto the build queue from every icon of the system (RR RESSOURCENSYMBOL), the owner picking where an icon offers several. */
  | 'queue-from-icons'
  | 'draw-objective'
  /** The leader goes face down onto a mission searched from the own deck, which is then shuffled. */
  | 'assign-searched-mission'
  /** Units from the Rebel Base space into the system, as if adjacent. */
  | 'evacuate'
  /** The leader `recruits` names for the system joins the side there, straight from outside the game (RR REKRUTIEREN). */
  | 'recruit-leader'
  /** `steps` (`MissionOp`, cards/mission.program.ts) run in the leader's system for the card's side. */
  | 'program';

export interface AssignmentCardEffect {
  readonly leader: LeaderId;
  readonly target: AssignmentTarget;
  readonly ability: AssignmentAbility;
  /** For `recruit-systems`: the leader each system recruits. */
  readonly recruits?: Partial<Record<SystemId, LeaderId>>;
  /** For `program`: what the card does in the leader's system. */
  readonly steps?: readonly MissionOp[];
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
  | { readonly kind: 'destroy-rebel-unit'; readonly of: 'structure' | 'ship'; readonly ifImperial?: readonly UnitTypeId[] };
