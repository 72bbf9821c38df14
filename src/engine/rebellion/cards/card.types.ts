import type { CardDefinition, CardSet } from '../../core/cards/card.types.js';
import type { Text } from '../../core/text.js';
import type { AssignmentCardEffect, CombatCardAbility } from '../action-cards.effects.js';
import type { ActionCardId } from '../data/action-cards.data.js';
import type { LeaderId } from '../data/leaders.data.js';
import type { MissionId } from '../data/missions.data.js';
import type { Faction, Theater } from '../data/model.types.js';
import type { ObjectiveId } from '../data/objectives.data.js';
import type { TacticCardId } from '../data/tactic-cards.data.js';
import type { MissionEffect, MissionOp } from '../missions.effects.js';
import type { CombatRequirement, ObjectiveEffect } from '../objectives.effects.js';
import type { ReactionEffect } from '../reactions.effects.js';
import type { TacticEffect } from '../tactics.effects.js';

/**
 * Rebellion's cards on the core card seam (core/cards/card.types.ts). The
 * facts printed on a card (names, faction, copies, skill, leaders) stay in
 * `data/*.data.ts`, checked against the reference; the module of a card adds
 * what it does: its timing and its effect in the vocabulary below, run by one
 * interpreter per kind. `effect: null` means the card's text is not played
 * yet: such a card is dealt and held (a mission may be assigned as a bluff),
 * but not revealed or played (`implemented: false` in the catalog).
 */
export type RebellionCardKind = 'mission' | 'project' | 'action' | 'objective' | 'tactic';

/**
 * When a card acts (RR MISSIONSKARTEN: versuchen/abhandeln; RR AKTIONSKARTEN:
 * Zuweisung, Gefechtsbeginn, Sofort, Spezial; RR ZIELKARTEN: Gefecht, Zu
 * Beginn der Auffrischphase; RR TAKTIKKARTEN: a battle step of its theater).
 */
export type MissionTiming = 'attempt' | 'resolve';
export type ActionTiming = 'assignment' | 'start-of-combat' | 'immediate' | 'special';
export type ObjectiveTiming = 'combat' | 'start-of-refresh';
export type TacticTiming = `${Theater}-battle`;
export type RebellionTiming = MissionTiming | ActionTiming | ObjectiveTiming | TacticTiming;

/** An action card's effect: where its timing is played, by the interpreter of that window. */
export type ActionEffect =
  | ({ readonly window: 'assignment' } & AssignmentCardEffect)
  | { readonly window: 'start-of-combat'; readonly ability: CombatCardAbility }
  /**
   * A „Sofort“ card that attaches its condition ring; the ring acts where the
   * engine opens its window (mission.flow.ts). `bearers`: only these leaders
   * may wear it; `succeeded`: a program run when the ring is discarded after
   * a mission of its side succeeds in the bearer's system.
   */
  | { readonly window: 'ring'; readonly bearers?: readonly LeaderId[]; readonly succeeded?: readonly MissionOp[] }
  /** A „Zuweisung“ card whose effect is a program (`MissionOp`), used while a leader shown on it is in the pool. */
  | { readonly window: 'assignment-program'; readonly steps: readonly MissionOp[] }
  /**
   * A „Spezial“ card used after a mission of its side succeeds in the system
   * of a leader shown on it; the program's first step is the window's prompt
   * (mission.flow.ts `finishMission`).
   */
  | { readonly window: 'mission-succeeded'; readonly steps: readonly MissionOp[] }
  /**
   * A „Spezial“ card used after a leader was rescued during a mission of the
   * other side in the system of a leader shown on it; the program's first
   * step is the window's prompt (mission.flow.ts `finishMission`).
   */
  | { readonly window: 'rescued-in-mission'; readonly steps: readonly MissionOp[] }
  /** A card played from the hand at a moment of the game, when the engine asks (reactions.flow.ts). */
  | ({ readonly window: 'reaction' } & ReactionEffect);

/** A Rebel objective's effect: a refresh requirement, a „Gefecht“ requirement (reward: the printed number), or the Death Star Plans' combat window. */
export type ObjectiveCardEffect =
  | ({ readonly window: 'start-of-refresh' } & ObjectiveEffect)
  /** `steps`: what the card does beyond its reputation, once played, in the combat's system (a program). */
  | { readonly window: 'combat'; readonly requirement: CombatRequirement; readonly steps?: readonly MissionOp[] }
  | { readonly window: 'death-star-plans' };

interface Common {
  readonly faction: Faction | 'both';
  readonly copies: number;
}

export interface MissionCard extends CardDefinition<'mission' | 'project', MissionTiming, MissionEffect | null>, Common {
  readonly id: MissionId;
}
export interface ActionCard extends CardDefinition<'action', ActionTiming, ActionEffect | null>, Common {
  readonly id: ActionCardId;
}
export interface ObjectiveCard extends CardDefinition<'objective', ObjectiveTiming, ObjectiveCardEffect | null>, Common {
  readonly id: ObjectiveId;
}
export interface TacticCard extends CardDefinition<'tactic', TacticTiming, TacticEffect>, Common {
  readonly id: TacticCardId;
}

export type RebellionCard = MissionCard | ActionCard | ObjectiveCard | TacticCard;

export type RebellionCardSet = CardSet<RebellionCard>;

/** Whether the engine plays the card's text (tactic cards always). */
export const isImplemented = (card: RebellionCard): boolean => card.effect !== null;

/** The text written for a card whose effect is not played yet: the reference's English paraphrase, marked as such in German. */
export function pendingText(en: string): Text {
  return { de: `(Kartentext noch nicht umgesetzt, englische Umschreibung:) ${en}`, en };
}
