import { registerEnumType } from '@nestjs/graphql';
import type { PromptKind } from '../../engine/core/prompts/prompt.types.js';
import { DIE_FACES } from '../../engine/rebellion/data/dice.data.js';
import { LEADER_IDS } from '../../engine/rebellion/data/leaders.data.js';
import type { ResourceIcon } from '../../engine/rebellion/data/model.types.js';
import { SYSTEM_IDS } from '../../engine/rebellion/data/systems.data.js';
import { UNIT_TYPE_IDS } from '../../engine/rebellion/data/units.data.js';
import type { ModifierExpiry, ModifierKind } from '../../engine/rebellion/modifiers.effects.js';
import type { ReactionMoment } from '../../engine/rebellion/reactions.effects.js';
import type { CombatStep, EndReason, MissionStage, ObjectiveResume, Phase } from '../../engine/rebellion/rebellion.state.js';

/**
 * A GraphQL enum of engine ids: enum names cannot hold `-`, so each name is
 * the id with `_` for `-` (`darth_vader`), and its value the id itself, so a
 * resolver returns the engine's string and GraphQL writes the name.
 */
function idEnum<T extends string>(name: string, ids: readonly T[], description: string): Record<string, T> {
  const values = Object.fromEntries(ids.map((id) => [id.replace(/-/g, '_'), id]));
  registerEnumType(values, { name, description });
  return values;
}

// A Record over an engine union names every member once: a member added in the engine fails typecheck here.
const members = <T extends string>(all: Record<T, true>): T[] => Object.keys(all) as T[];

export const RebellionSystemId = idEnum('RebellionSystemId', SYSTEM_IDS, 'A system of the board (the id with _ for -: mon_calamari).');
export const RebellionPlaceId = idEnum(
  'RebellionPlaceId',
  [...SYSTEM_IDS, 'rebel-base'],
  'Where units or a leader stand: a system, or rebel_base, the "Rebel Base" space (RR REBELLENSTÜTZPUNKT).',
);
export const RebellionLeaderId = idEnum('RebellionLeaderId', LEADER_IDS, 'A leader (the id with _ for -: darth_vader).');
export const RebellionUnitTypeId = idEnum('RebellionUnitTypeId', UNIT_TYPE_IDS, 'A unit type (the id with _ for -: tie_fighter).');
export const RebellionTheater = idEnum('RebellionTheater', ['space', 'ground'], 'Space or ground (RR SCHAUPLATZ).');
export const RebellionDieColour = idEnum('RebellionDieColour', ['red', 'black'], 'A die colour.');
export const RebellionDieFace = idEnum('RebellionDieFace', DIE_FACES, 'A die face.');
export const RebellionResourceIcon = idEnum(
  'RebellionResourceIcon',
  members<ResourceIcon>({ 'space-triangle': true, 'space-circle': true, 'space-square': true, 'ground-triangle': true, 'ground-circle': true, 'ground-square': true }),
  'A resource icon (RR RESSOURCENSYMBOL): blue (space) builds ships, orange (ground) ground units.',
);

export const RebellionPhaseKind = idEnum(
  'RebellionPhaseKind',
  members<Phase['kind']>({
    'not-started': true,
    placement: true,
    'immediate-action-cards': true,
    'base-choice': true,
    assignment: true,
    command: true,
    activation: true,
    refresh: true,
    mission: true,
    combat: true,
    'rapid-mobilization': true,
    evacuation: true,
    'objective-window': true,
    recruit: true,
    build: true,
    deploy: true,
    'hand-limit': true,
    'game-over': true,
  }),
  'What the game waits for; RebellionPhase holds the part of the same name.',
);
export const RebellionMissionStage = idEnum(
  'RebellionMissionStage',
  members<MissionStage>({ resolving: true, oppose: true, ring: true, arrange: true, research: true, 'keep-project': true }),
  'RR MISSIONEN AUFDECKEN, step by step.',
);
export const RebellionCombatStep = idEnum(
  'RebellionCombatStep',
  members<CombatStep>({
    'add-leader': true,
    'start-cards': true,
    actions: true,
    assign: true,
    block: true,
    'death-star-plans': true,
    excess: true,
    retreat: true,
    'retreat-units': true,
    objective: true,
    ended: true,
  }),
  'RR GEFECHT, step by step.',
);
export const RebellionEndReason = idEnum(
  'RebellionEndReason',
  members<EndReason>({ 'reputation-met-time': true, 'base-occupied': true, 'base-destroyed': true }),
  'How the game ended (RR SIEGBEDINGUNGEN).',
);
export const RebellionObjectiveResume = idEnum(
  'RebellionObjectiveResume',
  members<ObjectiveResume>({ space: true, ground: true, round: true }),
  'Where a combat goes on after its objective window.',
);
export const RebellionReactionMoment = idEnum(
  'RebellionReactionMoment',
  members<ReactionMoment>({ 'mission-attempted': true, 'leader-captured': true, 'mission-revealed': true, 'dice-rolling': true }),
  'A reaction window of a mission.',
);
export const RebellionModifierKind = idEnum(
  'RebellionModifierKind',
  members<ModifierKind>({
    'no-retreat': true,
    'no-tactics': true,
    health: true,
    'recolour-hits': true,
    'open-tactics': true,
    'on-loan': true,
    'no-missions-or-cards': true,
    'does-not-pin': true,
    'unopposable-from-pool': true,
    'bonus-successes': true,
    'ring-spent': true,
  }),
  "A card's lasting effect.",
);
export const RebellionModifierExpiry = idEnum(
  'RebellionModifierExpiry',
  members<ModifierExpiry>({ combat: true, 'command-phase': true, round: true }),
  'When a lasting effect ends: with its combat, the command phase, or the game round.',
);
export const RebellionPromptKind = idEnum(
  'RebellionPromptKind',
  members<PromptKind>({ system: true, leader: true, units: true, card: true, option: true, order: true }),
  "The kind of a card's question.",
);
export const RebellionLeaderLocationKind = idEnum(
  'RebellionLeaderLocationKind',
  ['pool', 'system', 'rebel-base', 'mission', 'reserve'],
  'pool, a system, the Rebel Base space, a face-down mission (own side only), or reserve: the other side sees only that the leader is in its pool or on a face-down mission.',
);
export const RebellionMoveStepKind = idEnum('RebellionMoveStepKind', ['units', 'captive'], 'A group of units, or a captured leader the Empire moves.');
export const RebellionBuildStage = idEnum('RebellionBuildStage', ['release', 'choose'], 'RR MATERIALBESCHRÄNKUNG: sides release units, then the Rebel chooses units for icons that offer a choice.');
export const RebellionRapidMobilizationStage = idEnum('RebellionRapidMobilizationStage', ['choose', 'move', 'new-base'], '„Schnelle Mobilisierung“, step by step.');
export const RebellionImmediateResume = idEnum('RebellionImmediateResume', ['base-choice', 'build'], 'Where the game goes on after „Sofort“ cards.');
export const RebellionCombatAfterwards = idEnum('RebellionCombatAfterwards', ['turn', 'assignment'], 'Where the game goes on after a combat.');
export const RebellionViewerKind = idEnum('RebellionViewerKind', ['seat', 'spectator'], 'Who the view is for.');
