import type { Text } from '../../core/text.js';
import { actionCardData, missionData, objectiveData, tacticCardData } from '../data/cards.data.js';
import type { ActionCardId } from '../data/action-cards.data.js';
import type { MissionId } from '../data/missions.data.js';
import type { ObjectiveId } from '../data/objectives.data.js';
import type { TacticCardId } from '../data/tactic-cards.data.js';
import type { MissionEffect } from '../missions.effects.js';
import type { TacticEffect } from '../tactics.effects.js';
import { RULES } from '../rules.cite.js';
import type { ActionCard, ActionEffect, MissionCard, ObjectiveCard, ObjectiveCardEffect, TacticCard } from './card.types.js';

/**
 * A card module names its id and gives what it does; the printed facts
 * (names, faction, copies, timing keyword) come from `data/`, so they are
 * written once and checked against the reference there (data/data.spec.ts).
 */
interface Given<E> {
  readonly text: Text;
  readonly effect: E;
  /** Reference keys behind the effect (`card_effects.json` `sources`). */
  readonly sources: readonly string[];
  readonly assumptions?: readonly Text[];
}

const provenance = (id: string, sources: readonly string[]) =>
  `shared/reference/rebellion/card_effects.json#${id} (${sources.join(', ')}), copied into src/engine/rebellion/data/`;

export function missionCard(id: MissionId, given: Given<MissionEffect | null>): MissionCard {
  const data = missionData(id);
  return {
    id,
    set: 'base',
    kind: data.kind,
    name: { en: data.name.en, de: data.name.de },
    faction: data.faction,
    copies: data.copies,
    timing: data.resolution,
    text: given.text,
    effect: given.effect,
    rule: RULES.revealMission,
    provenance: provenance(id, given.sources),
    ...(given.assumptions ? { assumptions: given.assumptions } : {}),
  };
}

export function actionCard(id: ActionCardId, given: Given<ActionEffect | null>): ActionCard {
  const data = actionCardData(id);
  return {
    id,
    set: 'base',
    kind: 'action',
    name: { en: data.name.en, de: data.name.de },
    faction: data.faction,
    copies: data.copies,
    timing: data.timing,
    text: given.text,
    effect: given.effect,
    rule: RULES.actionCards,
    provenance: provenance(id, given.sources),
    ...(given.assumptions ? { assumptions: given.assumptions } : {}),
  };
}

export function objectiveCard(id: ObjectiveId, given: Given<ObjectiveCardEffect | null>): ObjectiveCard {
  const data = objectiveData(id);
  return {
    id,
    set: 'base',
    kind: 'objective',
    name: { en: data.name.en, de: data.name.de },
    faction: data.faction,
    copies: data.copies,
    timing: data.timing,
    text: given.text,
    effect: given.effect,
    rule: RULES.objectives,
    provenance: provenance(id, given.sources),
    ...(given.assumptions ? { assumptions: given.assumptions } : {}),
  };
}

export function tacticCard(id: TacticCardId, given: Given<TacticEffect>): TacticCard {
  const data = tacticCardData(id);
  return {
    id,
    set: 'base',
    kind: 'tactic',
    name: { en: data.name.en, de: data.name.de },
    faction: 'both',
    copies: data.copies,
    timing: `${data.deck}-battle`,
    text: given.text,
    effect: given.effect,
    rule: RULES.tactics,
    provenance: provenance(id, given.sources),
    ...(given.assumptions ? { assumptions: given.assumptions } : {}),
  };
}
