import { ACTION_CARDS, type ActionCardData, type ActionCardId } from './action-cards.data.js';
import { MISSIONS, type MissionCardData, type MissionId } from './missions.data.js';
import { OBJECTIVES, type ObjectiveCardData, type ObjectiveId } from './objectives.data.js';
import { TACTIC_CARDS, type TacticCardData, type TacticCardId } from './tactic-cards.data.js';

export type CardData = MissionCardData | ActionCardData | ObjectiveCardData | TacticCardData;
export type CardId = MissionId | ActionCardId | ObjectiveId | TacticCardId;
export type CardKind = CardData['kind'];

/** Every card of the base game, one entry per distinct card (`copies` says how many). */
export const CARDS: readonly CardData[] = [...MISSIONS, ...ACTION_CARDS, ...OBJECTIVES, ...TACTIC_CARDS];

const byId = new Map<string, CardData>(CARDS.map((c) => [c.id, c]));

export function missionData(id: MissionId): MissionCardData {
  return byId.get(id) as MissionCardData;
}

export function actionCardData(id: ActionCardId): ActionCardData {
  return byId.get(id) as ActionCardData;
}

export function objectiveData(id: ObjectiveId): ObjectiveCardData {
  return byId.get(id) as ObjectiveCardData;
}

export function tacticCardData(id: TacticCardId): TacticCardData {
  return byId.get(id) as TacticCardData;
}

export function isTacticCardId(value: unknown): value is TacticCardId {
  return typeof value === 'string' && byId.get(value)?.kind === 'tactic';
}

export function isMissionId(value: unknown): value is MissionId {
  const kind = typeof value === 'string' ? byId.get(value)?.kind : undefined;
  return kind === 'mission' || kind === 'project';
}

export function isActionCardId(value: unknown): value is ActionCardId {
  return typeof value === 'string' && byId.get(value)?.kind === 'action';
}

export function isObjectiveId(value: unknown): value is ObjectiveId {
  return typeof value === 'string' && byId.get(value)?.kind === 'objective';
}

/** A deck's cards with every copy spelled out, in catalog order (the order setup shuffles). */
export function withCopies<C extends { readonly id: string; readonly copies: number }>(cards: readonly C[]): C['id'][] {
  return cards.flatMap((c) => Array.from({ length: c.copies }, () => c.id));
}
