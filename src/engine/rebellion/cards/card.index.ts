import { indexCards } from '../../core/cards/card.types.js';
import type { AssignmentCardEffect, CombatCardAbility } from '../action-cards.effects.js';
import type { ActionCardId } from '../data/action-cards.data.js';
import type { LeaderId } from '../data/leaders.data.js';
import type { MissionId } from '../data/missions.data.js';
import type { ObjectiveId } from '../data/objectives.data.js';
import type { TacticCardId } from '../data/tactic-cards.data.js';
import type { MissionEffect, MissionOp } from '../missions.effects.js';
import type { CombatRequirement, ObjectiveEffect } from '../objectives.effects.js';
import type { ReactionEffect } from '../reactions.effects.js';
import type { TacticEffect } from '../tactics.effects.js';
import { BASE_SET } from './base/manifest.js';
import type { ActionCard, MissionCard, ObjectiveCard, RebellionCard, TacticCard } from './card.types.js';

/**
 * The cards the engine plays, by id: the only place the interpreters look a
 * card's effect up. Expansion sets join here as further manifests.
 */
export const CARD_INDEX: ReadonlyMap<string, RebellionCard> = indexCards(BASE_SET);

export const cardDefinition = (id: string): RebellionCard | undefined => CARD_INDEX.get(id);

/** A mission's or project's effect; null while its text is not played (it can only be assigned as a bluff). */
export const missionEffect = (id: MissionId): MissionEffect | null => (CARD_INDEX.get(id) as MissionCard).effect;

export const tacticEffect = (id: TacticCardId): TacticEffect => (CARD_INDEX.get(id) as TacticCard).effect;

const actionEffect = (id: ActionCardId) => (CARD_INDEX.get(id) as ActionCard).effect;

/** The program a card's prompt belongs to: a mission's or project's, or an action card's. */
export function cardProgram(id: string): readonly MissionOp[] | undefined {
  const card = CARD_INDEX.get(id);
  if (card?.kind === 'mission' || card?.kind === 'project') return card.effect?.onSuccess.kind === 'program' ? card.effect.onSuccess.steps : undefined;
  if (card?.kind === 'action' && (card.effect?.window === 'assignment-program' || card.effect?.window === 'mission-succeeded' || card.effect?.window === 'rescued-in-mission')) return card.effect.steps;
  if (card?.kind === 'action' && card.effect?.window === 'assignment') return card.effect.steps;
  if (card?.kind === 'objective' && card.effect?.window === 'combat') return card.effect.steps;
  if (card?.kind === 'action' && card.effect?.window === 'ring') return card.effect.succeeded;
  return undefined;
}

/** A „Zuweisung“ card played as a program, if it is played. */
export function assignmentProgram(id: ActionCardId): readonly MissionOp[] | undefined {
  const effect = actionEffect(id);
  return effect?.window === 'assignment-program' ? effect.steps : undefined;
}

/** The „Spezial“ cards whose window opens after a mission of their side succeeds, with their programs. */
export function missionSucceededCards(): { readonly card: ActionCard; readonly steps: readonly MissionOp[] }[] {
  return [...CARD_INDEX.values()].flatMap((card) => (card.kind === 'action' && card.effect?.window === 'mission-succeeded' ? [{ card, steps: card.effect.steps }] : []));
}

/** The „Spezial“ cards whose window opens after a leader was rescued during a mission of the other side, with their programs. */
export function rescuedInMissionCards(): { readonly card: ActionCard; readonly steps: readonly MissionOp[] }[] {
  return [...CARD_INDEX.values()].flatMap((card) => (card.kind === 'action' && card.effect?.window === 'rescued-in-mission' ? [{ card, steps: card.effect.steps }] : []));
}

/** The rings that act after a mission of their side succeeds, with their programs. */
export function succeededRings(): { readonly card: ActionCard; readonly steps: readonly MissionOp[] }[] {
  return [...CARD_INDEX.values()].flatMap((card) => (card.kind === 'action' && card.effect?.window === 'ring' && card.effect.succeeded !== undefined ? [{ card, steps: card.effect.succeeded }] : []));
}

/** The leaders a ring card may go onto, if the card names them. */
export function ringBearers(id: ActionCardId): readonly LeaderId[] | undefined {
  const effect = actionEffect(id);
  return effect?.window === 'ring' ? effect.bearers : undefined;
}

/** A „Zuweisung“ card's effect, if it is played. */
export function assignmentEffect(id: ActionCardId): AssignmentCardEffect | undefined {
  const effect = actionEffect(id);
  return effect?.window === 'assignment' ? effect : undefined;
}

/** A „Gefechtsbeginn“ card's ability, if it is played. */
export function combatCardAbility(id: ActionCardId): CombatCardAbility | undefined {
  const effect = actionEffect(id);
  return effect?.window === 'start-of-combat' ? effect.ability : undefined;
}

/** A reaction card's effect, if it is played. */
export function reactionEffect(id: ActionCardId): ReactionEffect | undefined {
  const effect = actionEffect(id);
  return effect?.window === 'reaction' ? effect : undefined;
}

/** A „Zu Beginn der Auffrischphase“ objective's requirement and reward, if it is played. */
export function refreshObjectiveEffect(id: ObjectiveId): ObjectiveEffect | undefined {
  const effect = (CARD_INDEX.get(id) as ObjectiveCard).effect;
  return effect?.window === 'start-of-refresh' ? effect : undefined;
}

/** A „Gefecht“ objective's program beyond its reputation, if it has one. */
export function combatObjectiveProgram(id: ObjectiveId): readonly MissionOp[] | undefined {
  const effect = (CARD_INDEX.get(id) as ObjectiveCard).effect;
  return effect?.window === 'combat' ? effect.steps : undefined;
}

/** A „Gefecht“ objective's requirement, if it is played. */
export function combatObjectiveRequirement(id: ObjectiveId): CombatRequirement | undefined {
  const effect = (CARD_INDEX.get(id) as ObjectiveCard).effect;
  return effect?.window === 'combat' ? effect.requirement : undefined;
}
