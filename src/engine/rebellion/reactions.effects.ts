import type { Skill } from './data/model.types.js';

/**
 * Reaction cards as data (RR AKTIONSKARTEN, „Spezial“ and „Sofort“ cards
 * played at a moment the card names). At each moment below the game stops
 * before it goes on and asks the side that may react (`reactions.flow.ts`).
 */
export type ReactionMoment =
  /** RR MISSIONEN AUFDECKEN step 5: the opponent attempts a mission, before any die is rolled. */
  | 'mission-attempted'
  /** RR GEFANGENE ANFÜHRER: one of the side's leaders is about to be captured. */
  | 'leader-captured'
  /** RR MISSIONEN AUFDECKEN steps 3 and 4: the side has revealed an attempted mission, before the opponent may send a leader to oppose it. */
  | 'mission-revealed'
  /**
   * RR MISSIONEN AUFDECKEN step 5: the side is about to roll its dice for a
   * mission it attempts or opposes; in a combat, before each of its attack
   * rolls (RR ANGRIFFE ABHANDELN step 1) and the Death Star Plans' roll (RR
   * TODESSTERN ZERSTÖREN).
   */
  | 'dice-rolling';

/** Where the card's leader must stand, as the board shows it (public). */
export type ReactionLeaderPlace =
  /** In the mission's system (the combat's, for a roll in a combat). */
  | 'mission-system'
  /** In a system other than the mission's, not captured. */
  | 'elsewhere'
  /** It is the leader the moment is about (the one being captured). */
  | 'concerned'
  /** Assigned to the mission (its face-up leaders). */
  | 'on-mission';

/** What the card does. */
export type ReactionAbility =
  /** The mission fails at once, without dice. */
  | { readonly kind: 'mission-fails' }
  /** The card's leader moves into the mission's system and takes part in opposing it. */
  | { readonly kind: 'leader-joins' }
  /** Instead of being captured the leader is eliminated (RR ANFÜHRER ELIMINIEREN) and the Rebel gains `reputation`. */
  | { readonly kind: 'eliminated-instead'; readonly reputation: number }
  /** The opponent may not send a leader from its pool to oppose the mission; its leaders already in the system still oppose. */
  | { readonly kind: 'no-opposition-from-pool' }
  /** Instead of rolling up to `dice` of its dice the side sets them down showing faces of its choice. */
  | { readonly kind: 'set-dice'; readonly dice: number };

export interface ReactionEffect {
  readonly moment: ReactionMoment;
  /** One of the leaders shown on the card must stand here. */
  readonly leader: ReactionLeaderPlace;
  /** Only against missions of this skill. */
  readonly skill?: Skill;
  readonly ability: ReactionAbility;
}
