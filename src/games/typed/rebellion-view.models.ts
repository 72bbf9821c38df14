import { Field, Int, ObjectType } from '@nestjs/graphql';
import { RebellionFaction } from '../../common/graphql/faction.enum.js';
import type { PromptKind } from '../../engine/core/prompts/prompt.types.js';
import type { DieColour, DieFace } from '../../engine/rebellion/data/dice.data.js';
import type { LeaderId } from '../../engine/rebellion/data/leaders.data.js';
import type { Faction, ResourceIcon, Theater } from '../../engine/rebellion/data/model.types.js';
import type { SystemId } from '../../engine/rebellion/data/systems.data.js';
import type { UnitTypeId } from '../../engine/rebellion/data/units.data.js';
import type { ModifierExpiry, ModifierKind } from '../../engine/rebellion/modifiers.effects.js';
import type { ReactionMoment } from '../../engine/rebellion/reactions.effects.js';
import type { CombatStep, EndReason, ImmediateResume, MissionStage, ObjectiveResume, Phase, Place } from '../../engine/rebellion/rebellion.state.js';
import { TextModel } from '../game.models.js';
import { EntryModel } from './entry.model.js';
import {
  RebellionBuildStage,
  RebellionCombatAfterwards,
  RebellionCombatStep,
  RebellionDieColour,
  RebellionDieFace,
  RebellionEndReason,
  RebellionImmediateResume,
  RebellionLeaderId,
  RebellionLeaderLocationKind,
  RebellionMissionStage,
  RebellionModifierExpiry,
  RebellionModifierKind,
  RebellionMoveStepKind,
  RebellionObjectiveResume,
  RebellionPhaseKind,
  RebellionPlaceId,
  RebellionPromptKind,
  RebellionRapidMobilizationStage,
  RebellionReactionMoment,
  RebellionResourceIcon,
  RebellionSystemId,
  RebellionTheater,
  RebellionUnitTypeId,
  RebellionViewerKind,
} from './rebellion-view.enums.js';

// Card ids (missions, action, tactic and objective cards, rings) stay String: the sets grow with every card added.
const CARD = 'A card id (GET /v1/catalog/rebellion/cards).';

@ObjectType('RebellionUnitCount', { description: 'How many units of one type; types with none are left out.' })
export class RebellionUnitCountModel {
  @Field(() => RebellionUnitTypeId) unit: UnitTypeId;
  @Field(() => Int) count: number;
}

@ObjectType('RebellionFactionInts')
export class RebellionFactionIntsModel {
  @Field(() => Int) empire: number;
  @Field(() => Int) rebel: number;
}

@ObjectType('RebellionFactionBooleans')
export class RebellionFactionBooleansModel {
  @Field() empire: boolean;
  @Field() rebel: boolean;
}

@ObjectType('RebellionFactionCards', { description: 'Open card ids per side.' })
export class RebellionFactionCardsModel {
  @Field(() => [String], { description: CARD }) empire: string[];
  @Field(() => [String], { description: CARD }) rebel: string[];
}

@ObjectType('RebellionFactionUnits')
export class RebellionFactionUnitsModel {
  @Field(() => [RebellionUnitCountModel]) empire: RebellionUnitCountModel[];
  @Field(() => [RebellionUnitCountModel]) rebel: RebellionUnitCountModel[];
}

@ObjectType('RebellionTheaterInts')
export class RebellionTheaterIntsModel {
  @Field(() => Int) space: number;
  @Field(() => Int) ground: number;
}

@ObjectType('RebellionTheaterCards')
export class RebellionTheaterCardsModel {
  @Field(() => [String], { description: CARD }) space: string[];
  @Field(() => [String], { description: CARD }) ground: string[];
}

@ObjectType('RebellionViewer')
export class RebellionViewerModel {
  @Field(() => RebellionViewerKind) kind: 'seat' | 'spectator';
  @Field(() => Int, { nullable: true, description: 'The seat; null for a spectator.' }) seat: number | null;
  @Field(() => RebellionFaction, { nullable: true, description: "The seat's side; null for a spectator or a seat not in the game." }) faction: Faction | null;
}

@ObjectType('RebellionSystemView', { description: 'A system of the open board, alike for every viewer.' })
export class RebellionSystemViewModel {
  @Field(() => RebellionSystemId) id: SystemId;
  @Field(() => RebellionFaction, { nullable: true, description: 'The loyalty marker (RR LOYALITÄT); null: none.' }) loyalty: Faction | null;
  @Field({ description: 'A subjugation marker lies here (RR UNTERWERFUNG).' }) subjugated: boolean;
  @Field({ description: 'A sabotage marker lies here.' }) sabotaged: boolean;
  @Field() destroyed: boolean;
  @Field(() => [RebellionUnitCountModel]) units: RebellionUnitCountModel[];
}

@ObjectType('RebellionBaseView', { description: 'The "Rebel Base" space (RR REBELLENSTÜTZPUNKT).' })
export class RebellionBaseViewModel {
  @Field(() => [RebellionUnitCountModel]) units: RebellionUnitCountModel[];
  @Field() revealed: boolean;
  @Field(() => RebellionSystemId, { nullable: true, description: 'The system it stands for: null for the Empire and spectators until revealed.' })
  system: SystemId | null;
}

@ObjectType('RebellionLeaderLocation')
export class RebellionLeaderLocationModel {
  @Field(() => RebellionLeaderLocationKind) kind: 'pool' | 'system' | 'rebel-base' | 'mission' | 'reserve';
  @Field(() => RebellionSystemId, { nullable: true, description: 'kind system: which.' }) system: SystemId | null;
  @Field(() => Int, { nullable: true, description: "kind mission: the index in the side's assigned missions." }) slot: number | null;
}

@ObjectType('RebellionLeaderView', { description: 'A leader in play; one not yet recruited is left out.' })
export class RebellionLeaderViewModel {
  @Field(() => RebellionLeaderId) id: LeaderId;
  @Field(() => RebellionLeaderLocationModel) location: RebellionLeaderLocationModel;
  @Field(() => String, { nullable: true, description: `The condition ring worn: ${CARD} Or captured, carbonite, lure-of-the-dark-side, seek-yoda.` })
  ring: string | null;
  @Field({ description: 'Stays on the board through the next refresh.' }) detained: boolean;
}

@ObjectType('RebellionLeaderSide', { description: 'A leader playing for the other side than printed („Verlockung der Dunklen Seite“).' })
export class RebellionLeaderSideModel {
  @Field(() => RebellionLeaderId) leader: LeaderId;
  @Field(() => RebellionFaction) faction: Faction;
}

@ObjectType('RebellionHand', { description: 'A hand as the viewer sees it: everybody its size, the owner its cards.' })
export class RebellionHandModel {
  @Field(() => Int) count: number;
  @Field(() => [String], { nullable: true, description: `${CARD} null: hidden from this viewer.` }) cards: string[] | null;
}

@ObjectType('RebellionFactionHands')
export class RebellionFactionHandsModel {
  @Field(() => RebellionHandModel) empire: RebellionHandModel;
  @Field(() => RebellionHandModel) rebel: RebellionHandModel;
}

@ObjectType('RebellionProbeHand', { description: "Probe cards: each names a system; only the Empire sees which (the Rebel during a new base's choice)." })
export class RebellionProbeHandModel {
  @Field(() => Int) count: number;
  @Field(() => [RebellionSystemId], { nullable: true, description: 'null: hidden from this viewer.' }) systems: SystemId[] | null;
}

@ObjectType('RebellionTacticHand', { description: 'Tactic cards held in a combat: their backs show the theater, so those counts are open.' })
export class RebellionTacticHandModel {
  @Field(() => Int) count: number;
  @Field(() => [String], { nullable: true, description: `${CARD} null: hidden from this viewer.` }) cards: string[] | null;
  @Field(() => Int) space: number;
  @Field(() => Int) ground: number;
}

@ObjectType('RebellionFactionTacticHands')
export class RebellionFactionTacticHandsModel {
  @Field(() => RebellionTacticHandModel) empire: RebellionTacticHandModel;
  @Field(() => RebellionTacticHandModel) rebel: RebellionTacticHandModel;
}

@ObjectType('RebellionAssignedMission', { description: 'A face-down mission and the leaders on it.' })
export class RebellionAssignedMissionModel {
  @Field({ description: CARD }) card: string;
  @Field(() => [RebellionLeaderId]) leaders: LeaderId[];
}

@ObjectType('RebellionAssignedHand', { description: "A side's face-down missions: the number for everybody, the cards and leaders for the side." })
export class RebellionAssignedHandModel {
  @Field(() => Int) count: number;
  @Field(() => [RebellionAssignedMissionModel], { nullable: true, description: 'null: hidden from this viewer.' }) missions: RebellionAssignedMissionModel[] | null;
}

@ObjectType('RebellionFactionAssigned')
export class RebellionFactionAssignedModel {
  @Field(() => RebellionAssignedHandModel) empire: RebellionAssignedHandModel;
  @Field(() => RebellionAssignedHandModel) rebel: RebellionAssignedHandModel;
}

@ObjectType('RebellionHands')
export class RebellionHandsModel {
  @Field(() => RebellionFactionHandsModel) missions: RebellionFactionHandsModel;
  @Field(() => RebellionFactionHandsModel, { description: 'Action cards.' }) actions: RebellionFactionHandsModel;
  @Field(() => RebellionHandModel, { description: "The Rebel's objective cards." }) objectives: RebellionHandModel;
  @Field(() => RebellionProbeHandModel, { description: "The Empire's probe cards." }) probes: RebellionProbeHandModel;
  @Field(() => RebellionFactionTacticHandsModel) tactics: RebellionFactionTacticHandsModel;
}

@ObjectType('RebellionDecks', { description: 'Deck sizes: no viewer sees an order.' })
export class RebellionDecksModel {
  @Field(() => Int) probe: number;
  @Field(() => Int) objectives: number;
  @Field(() => Int) projects: number;
  @Field(() => RebellionFactionIntsModel) missions: RebellionFactionIntsModel;
  @Field(() => RebellionFactionIntsModel) actions: RebellionFactionIntsModel;
  @Field(() => RebellionTheaterIntsModel) tactics: RebellionTheaterIntsModel;
}

@ObjectType('RebellionDiscards', { description: 'Open discard piles (RR ABLEGEN).' })
export class RebellionDiscardsModel {
  @Field(() => RebellionFactionCardsModel) missions: RebellionFactionCardsModel;
  @Field(() => [String], { description: CARD }) projects: string[];
  @Field(() => RebellionTheaterCardsModel) tactics: RebellionTheaterCardsModel;
}

@ObjectType('RebellionQueuedUnit', { description: 'A unit on a build queue space (RR EINHEITEN BAUEN).' })
export class RebellionQueuedUnitModel {
  @Field(() => RebellionUnitTypeId) unit: UnitTypeId;
  @Field(() => Int) space: number;
}

@ObjectType('RebellionBuildQueues')
export class RebellionBuildQueuesModel {
  @Field(() => [RebellionQueuedUnitModel]) empire: RebellionQueuedUnitModel[];
  @Field(() => [RebellionQueuedUnitModel]) rebel: RebellionQueuedUnitModel[];
}

@ObjectType('RebellionGameEnd')
export class RebellionGameEndModel {
  @Field(() => RebellionFaction) winner: Faction;
  @Field(() => RebellionEndReason) reason: EndReason;
}

@ObjectType('RebellionRapidMobilization', { description: '„Schnelle Mobilisierung“ resolved this command phase, waiting for its end.' })
export class RebellionRapidMobilizationModel {
  @Field(() => Int) leaders: number;
  @Field(() => Int, { nullable: true, description: 'The leader count of a second resolution this round (Contingency Plan FAQ), carried out after the first; null if none.' })
  next: number | null;
}

@ObjectType('RebellionModifierEffect', { description: "A card's lasting effect: kind says which; the fields that kind has are set, the others null." })
export class RebellionModifierEffectModel {
  @Field(() => RebellionModifierKind) kind: ModifierKind;
  @Field(() => RebellionFaction, { nullable: true }) faction: Faction | null;
  @Field(() => RebellionTheater, { nullable: true }) theater: Theater | null;
  @Field(() => Int, { nullable: true, description: 'no-tactics: the combat round.' }) round: number | null;
  @Field(() => RebellionSystemId, { nullable: true }) system: SystemId | null;
  @Field(() => Int, { nullable: true, description: 'health: the change.' }) delta: number | null;
  @Field(() => Int, { nullable: true, description: 'health: the least health.' }) min: number | null;
  @Field(() => RebellionDieColour, { nullable: true, description: 'recolour-hits.' }) from: DieColour | null;
  @Field(() => RebellionDieColour, { nullable: true, description: 'recolour-hits.' }) to: DieColour | null;
  @Field(() => Int, { nullable: true, description: 'recolour-hits: at most this many hits.' }) max: number | null;
  @Field(() => RebellionLeaderId, { nullable: true }) leader: LeaderId | null;
  @Field(() => Int, { nullable: true, description: 'bonus-successes.' }) successes: number | null;
}

@ObjectType('RebellionModifier', { description: "A card's lasting effect in force (public: the card was shown)." })
export class RebellionModifierModel {
  @Field({ description: CARD }) source: string;
  @Field(() => RebellionFaction) owner: Faction;
  @Field(() => RebellionModifierExpiry) until: ModifierExpiry;
  @Field(() => RebellionModifierEffectModel) effect: RebellionModifierEffectModel;
}

@ObjectType('RebellionPromptChoice')
export class RebellionPromptChoiceModel {
  @Field(() => [EntryModel], { description: 'The params the answer carries, each value JSON-encoded (the prompt kinds carry different keys).' })
  params: EntryModel[];
  @Field(() => TextModel) label: TextModel;
  @Field(() => TextModel, { nullable: true }) group: TextModel | null;
}

@ObjectType('RebellionPrompt', { description: "A card's open question (core/prompts); a secret one shows the other side its question, not its choices." })
export class RebellionPromptModel {
  @Field(() => RebellionPromptKind) kind: PromptKind;
  @Field(() => Int, { description: 'The seat that answers.' }) seat: number;
  @Field(() => TextModel) question: TextModel;
  @Field({ description: 'The glossary entry (game:slug).' }) rule: string;
  @Field(() => String, { nullable: true, description: 'The card that asks.' }) source: string | null;
  @Field(() => [RebellionPromptChoiceModel]) choices: RebellionPromptChoiceModel[];
  @Field() optional: boolean;
  @Field(() => TextModel, { nullable: true }) passLabel: TextModel | null;
  @Field() secret: boolean;
}

// The phase: one object with a kind and the part of the same name, typed per kind.

@ObjectType('RebellionPlacedUnit')
export class RebellionPlacedUnitModel {
  @Field(() => RebellionUnitTypeId) unit: UnitTypeId;
  @Field(() => RebellionPlaceId) at: Place;
}

@ObjectType('RebellionPlacementPhase', { description: 'Setup: a side places its starting units.' })
export class RebellionPlacementPhaseModel {
  @Field(() => RebellionFaction) faction: Faction;
  @Field(() => [RebellionUnitCountModel], { description: 'Units left to place.' }) remaining: RebellionUnitCountModel[];
  @Field(() => [RebellionPlacedUnitModel], { description: "This step's placements in order." }) placed: RebellionPlacedUnitModel[];
}

@ObjectType('RebellionImmediateActionCardsPhase', { description: 'Revealed „Sofort“ cards waiting to be resolved.' })
export class RebellionImmediateActionCardsPhaseModel {
  @Field(() => RebellionFactionCardsModel) pending: RebellionFactionCardsModel;
  @Field(() => RebellionImmediateResume) resume: ImmediateResume;
}

@ObjectType('RebellionAssignmentStep', { description: 'One leader put onto a mission in this assignment.' })
export class RebellionAssignmentStepModel {
  @Field(() => Int) slot: number;
  @Field(() => RebellionLeaderId) leader: LeaderId;
  @Field({ description: 'It laid the card down.' }) opened: boolean;
}

@ObjectType('RebellionAssignmentPhase', { description: 'RR ZUWEISUNGSPHASE.' })
export class RebellionAssignmentPhaseModel {
  @Field(() => RebellionFaction) turn: Faction;
  @Field(() => [RebellionAssignmentStepModel], { nullable: true, description: "This assignment's steps: the assigning side's secret, null for others." })
  steps: RebellionAssignmentStepModel[] | null;
}

@ObjectType('RebellionCommandTurn', { description: 'RR KOMMANDOPHASE: whose turn, who passed.' })
export class RebellionCommandTurnModel {
  @Field(() => RebellionFaction) turn: Faction;
  @Field(() => RebellionFactionBooleansModel) passed: RebellionFactionBooleansModel;
}

@ObjectType('RebellionMoveStep', { description: 'One step of a move: units of a type from a place (kind units), or a captive leader (kind captive).' })
export class RebellionMoveStepModel {
  @Field(() => RebellionMoveStepKind) kind: 'units' | 'captive';
  @Field(() => RebellionPlaceId) from: Place;
  @Field(() => RebellionUnitTypeId, { nullable: true }) unit: UnitTypeId | null;
  @Field(() => Int, { nullable: true }) count: number | null;
  @Field(() => RebellionLeaderId, { nullable: true }) leader: LeaderId | null;
}

@ObjectType('RebellionMoved')
export class RebellionMovedModel {
  @Field(() => [RebellionSystemId]) from: SystemId[];
  @Field() groundArrived: boolean;
}

@ObjectType('RebellionActivationPhase', { description: 'RR SYSTEME AKTIVIEREN: a leader activated a system; its move is built step by step.' })
export class RebellionActivationPhaseModel {
  @Field(() => RebellionCommandTurnModel) command: RebellionCommandTurnModel;
  @Field(() => RebellionLeaderId) leader: LeaderId;
  @Field(() => RebellionPlaceId) system: Place;
  @Field(() => [RebellionMoveStepModel]) steps: RebellionMoveStepModel[];
  @Field(() => RebellionMovedModel, { nullable: true, description: 'Once the move is made.' }) moved: RebellionMovedModel | null;
}

@ObjectType('RebellionDieRoll')
export class RebellionDieRollModel {
  @Field(() => RebellionDieColour) colour: DieColour;
  @Field(() => RebellionDieFace) face: DieFace;
}

@ObjectType('RebellionMissionRolls')
export class RebellionMissionRollsModel {
  @Field(() => [RebellionDieRollModel]) own: RebellionDieRollModel[];
  @Field(() => [RebellionDieRollModel]) opposing: RebellionDieRollModel[];
}

@ObjectType('RebellionSetDown', { description: 'Dice a card set down for a side instead of rolling them.' })
export class RebellionSetDownModel {
  @Field(() => RebellionFaction) faction: Faction;
  @Field(() => [RebellionDieRollModel]) dice: RebellionDieRollModel[];
}

@ObjectType('RebellionMissionPhase', { description: 'RR MISSIONEN AUFDECKEN: a mission resolving.' })
export class RebellionMissionPhaseModel {
  @Field(() => RebellionCommandTurnModel) command: RebellionCommandTurnModel;
  @Field(() => RebellionFaction) faction: Faction;
  @Field({ description: CARD }) card: string;
  @Field(() => [RebellionLeaderId]) leaders: LeaderId[];
  @Field(() => RebellionPlaceId) system: Place;
  @Field(() => RebellionLeaderId, { nullable: true, description: 'The leader a mission „gegen einen Anführer“ is attempted against.' }) target: LeaderId | null;
  @Field(() => RebellionMissionStage) stage: MissionStage;
  @Field(() => RebellionMissionRollsModel, { nullable: true }) rolls: RebellionMissionRollsModel | null;
  @Field(() => Boolean, { nullable: true, description: 'null until decided.' }) success: boolean | null;
  @Field(() => String, { nullable: true, description: 'The ring whose window is open (stage ring).' }) ring: string | null;
  @Field(() => [String]) ringsOffered: string[];
  @Field({ description: 'A ring turned the failure into a success.' }) saved: boolean;
  @Field(() => RebellionSetDownModel, { nullable: true }) setDown: RebellionSetDownModel | null;
  @Field(() => [RebellionReactionMoment]) reactions: ReactionMoment[];
  @Field({ description: 'A leader was rescued while the mission resolved.' }) rescued: boolean;
  @Field(() => RebellionHandModel, { description: 'Objectives the owner arranges: cards for the owner only.' }) objectives: RebellionHandModel;
  @Field(() => RebellionHandModel, { description: 'Projects the owner keeps one of: cards for the owner only.' }) projects: RebellionHandModel;
  @Field(() => [RebellionSystemId]) movedFrom: SystemId[];
}

@ObjectType('RebellionCombatDie')
export class RebellionCombatDieModel {
  @Field(() => RebellionDieColour) colour: DieColour;
  @Field(() => RebellionDieFace) face: DieFace;
  @Field({ description: 'Spent on a card or assigned as damage.' }) used: boolean;
}

@ObjectType('RebellionCombatAttack')
export class RebellionCombatAttackModel {
  @Field(() => RebellionFaction) attacker: Faction;
  @Field(() => RebellionTheater) theater: Theater;
  @Field(() => [RebellionCombatDieModel]) dice: RebellionCombatDieModel[];
  @Field(() => Int, { description: 'Card damage still to assign.' }) free: number;
  @Field(() => Int) recoloured: number;
}

@ObjectType('RebellionWound', { description: 'A unit with damage; doomed: destroyed at the end of the battle step.' })
export class RebellionWoundModel {
  @Field(() => RebellionFaction) faction: Faction;
  @Field(() => RebellionUnitTypeId) unit: UnitTypeId;
  @Field(() => Int) markers: number;
  @Field(() => Int) pending: number;
  @Field() doomed: boolean;
}

@ObjectType('RebellionRetreat')
export class RebellionRetreatModel {
  @Field(() => RebellionFaction) faction: Faction;
  @Field(() => RebellionLeaderId) leader: LeaderId;
  @Field(() => RebellionSystemId) to: SystemId;
  @Field(() => [RebellionMoveStepModel]) steps: RebellionMoveStepModel[];
}

@ObjectType('RebellionTheaterRolled')
export class RebellionTheaterRolledModel {
  @Field(() => RebellionFactionIntsModel) space: RebellionFactionIntsModel;
  @Field(() => RebellionFactionIntsModel) ground: RebellionFactionIntsModel;
}

@ObjectType('RebellionTheaterFactions')
export class RebellionTheaterFactionsModel {
  @Field(() => [RebellionFaction]) space: Faction[];
  @Field(() => [RebellionFaction]) ground: Faction[];
}

@ObjectType('RebellionBattleWon', { description: 'A battle decided in this combat.' })
export class RebellionBattleWonModel {
  @Field(() => RebellionTheater) theater: Theater;
  @Field(() => RebellionFaction, { nullable: true, description: 'null: nobody won.' }) winner: Faction | null;
}

@ObjectType('RebellionObjectiveWindow')
export class RebellionObjectiveWindowModel {
  @Field(() => [String], { description: CARD }) cards: string[];
  @Field(() => RebellionObjectiveResume) resume: ObjectiveResume;
}

@ObjectType('RebellionCombatPhase', { description: 'RR GEFECHT.' })
export class RebellionCombatPhaseModel {
  @Field(() => RebellionCommandTurnModel) command: RebellionCommandTurnModel;
  @Field(() => RebellionSystemId) system: SystemId;
  @Field(() => RebellionFaction, { description: 'The active player (RR AKTIVER SPIELER).' }) active: Faction;
  @Field(() => [RebellionSystemId]) from: SystemId[];
  @Field(() => Int) round: number;
  @Field(() => RebellionCombatStep) step: CombatStep;
  @Field(() => RebellionFaction) turn: Faction;
  @Field(() => RebellionCombatAttackModel, { nullable: true }) attack: RebellionCombatAttackModel | null;
  @Field(() => [RebellionWoundModel]) wounds: RebellionWoundModel[];
  @Field(() => [RebellionFaction]) noBlock: Faction[];
  @Field(() => [RebellionFaction]) noRetreat: Faction[];
  @Field(() => [RebellionFaction]) escape: Faction[];
  @Field(() => [RebellionFaction]) retreated: Faction[];
  @Field(() => RebellionRetreatModel, { nullable: true }) retreat: RebellionRetreatModel | null;
  @Field() rebelDiceReduced: boolean;
  @Field(() => RebellionTheaterRolledModel) rolled: RebellionTheaterRolledModel;
  @Field() plansTried: boolean;
  @Field() objectivePlayed: boolean;
  @Field(() => RebellionTheaterFactionsModel) present: RebellionTheaterFactionsModel;
  @Field(() => [RebellionBattleWonModel]) won: RebellionBattleWonModel[];
  @Field(() => RebellionFactionUnitsModel) destroyed: RebellionFactionUnitsModel;
  @Field() subjugated: boolean;
  @Field(() => [RebellionLeaderId]) leaders: LeaderId[];
  @Field(() => [String]) objectivesOffered: string[];
  @Field(() => RebellionCombatAfterwards) afterwards: 'turn' | 'assignment';
  @Field(() => RebellionObjectiveWindowModel, { nullable: true }) objectiveWindow: RebellionObjectiveWindowModel | null;
}

@ObjectType('RebellionRapidMobilizationPhase', { description: '„Schnelle Mobilisierung“ at the end of the command phase.' })
export class RebellionRapidMobilizationPhaseModel {
  @Field(() => Int) leaders: number;
  @Field(() => RebellionRapidMobilizationStage) stage: 'choose' | 'move' | 'new-base';
  @Field(() => RebellionPlaceId) system: Place;
  @Field(() => [RebellionMoveStepModel]) steps: RebellionMoveStepModel[];
  @Field(() => RebellionProbeHandModel, { description: "Probe cards looked at for a new base: the Rebel's secret." }) drawn: RebellionProbeHandModel;
}

@ObjectType('RebellionEvacuationPhase', { description: "A „Zuweisung“ card's move into a system." })
export class RebellionEvacuationPhaseModel {
  @Field({ description: CARD }) card: string;
  @Field(() => RebellionSystemId) system: SystemId;
  @Field(() => [RebellionMoveStepModel]) steps: RebellionMoveStepModel[];
}

@ObjectType('RebellionRecruitChoice')
export class RebellionRecruitChoiceModel {
  @Field() done: boolean;
  @Field(() => String, { nullable: true, description: `${CARD} null while hidden from this viewer.` }) card: string | null;
}

@ObjectType('RebellionRecruitChoices')
export class RebellionRecruitChoicesModel {
  @Field(() => RebellionRecruitChoiceModel) empire: RebellionRecruitChoiceModel;
  @Field(() => RebellionRecruitChoiceModel) rebel: RebellionRecruitChoiceModel;
}

@ObjectType('RebellionRecruitPhase', { description: 'RR REKRUTIEREN: both sides choose in secret, then name their leaders.' })
export class RebellionRecruitPhaseModel {
  @Field(() => RebellionFactionHandsModel) offered: RebellionFactionHandsModel;
  @Field(() => RebellionRecruitChoicesModel) chosen: RebellionRecruitChoicesModel;
  @Field(() => RebellionFaction, { nullable: true, description: 'null while both choose.' }) turn: Faction | null;
}

@ObjectType('RebellionBuildSlot')
export class RebellionBuildSlotModel {
  @Field(() => RebellionResourceIcon) icon: ResourceIcon;
  @Field(() => Int) space: number;
}

@ObjectType('RebellionBuildPhase', { description: 'RR MATERIALBESCHRÄNKUNG: stage release sets done and releasing; stage choose sets choices and picked.' })
export class RebellionBuildPhaseModel {
  @Field(() => RebellionBuildStage) stage: 'release' | 'choose';
  @Field(() => RebellionFactionBooleansModel, { nullable: true }) done: RebellionFactionBooleansModel | null;
  @Field(() => RebellionFactionBooleansModel, { nullable: true }) releasing: RebellionFactionBooleansModel | null;
  @Field(() => [RebellionBuildSlotModel], { nullable: true }) choices: RebellionBuildSlotModel[] | null;
  @Field(() => [RebellionQueuedUnitModel], { nullable: true }) picked: RebellionQueuedUnitModel[] | null;
}

@ObjectType('RebellionPlaceCount')
export class RebellionPlaceCountModel {
  @Field(() => RebellionPlaceId) place: Place;
  @Field(() => Int) count: number;
}

@ObjectType('RebellionDeployPhase', { description: 'RR EINHEITEN STATIONIEREN.' })
export class RebellionDeployPhaseModel {
  @Field(() => RebellionFaction) faction: Faction;
  @Field(() => [RebellionUnitCountModel]) ready: RebellionUnitCountModel[];
  @Field(() => [RebellionPlaceCountModel]) deployed: RebellionPlaceCountModel[];
}

@ObjectType('RebellionHandLimitPhase', { description: 'Refresh step 2: cards each side still discards down to 10.' })
export class RebellionHandLimitPhaseModel {
  @Field(() => RebellionFactionIntsModel) excess: RebellionFactionIntsModel;
}

@ObjectType('RebellionPhase', {
  description: 'What the game waits for: kind, and the part of that name (placement for placement, handLimit for hand-limit, …); the other parts are null. not-started, base-choice, refresh, objective-window and game-over have none.',
})
export class RebellionPhaseModel {
  @Field(() => RebellionPhaseKind) kind: Phase['kind'];
  @Field(() => RebellionPlacementPhaseModel, { nullable: true }) placement: RebellionPlacementPhaseModel | null;
  @Field(() => RebellionImmediateActionCardsPhaseModel, { nullable: true }) immediateActionCards: RebellionImmediateActionCardsPhaseModel | null;
  @Field(() => RebellionAssignmentPhaseModel, { nullable: true }) assignment: RebellionAssignmentPhaseModel | null;
  @Field(() => RebellionCommandTurnModel, { nullable: true }) command: RebellionCommandTurnModel | null;
  @Field(() => RebellionActivationPhaseModel, { nullable: true }) activation: RebellionActivationPhaseModel | null;
  @Field(() => RebellionMissionPhaseModel, { nullable: true }) mission: RebellionMissionPhaseModel | null;
  @Field(() => RebellionCombatPhaseModel, { nullable: true }) combat: RebellionCombatPhaseModel | null;
  @Field(() => RebellionRapidMobilizationPhaseModel, { nullable: true }) rapidMobilization: RebellionRapidMobilizationPhaseModel | null;
  @Field(() => RebellionEvacuationPhaseModel, { nullable: true }) evacuation: RebellionEvacuationPhaseModel | null;
  @Field(() => RebellionRecruitPhaseModel, { nullable: true }) recruit: RebellionRecruitPhaseModel | null;
  @Field(() => RebellionBuildPhaseModel, { nullable: true }) build: RebellionBuildPhaseModel | null;
  @Field(() => RebellionDeployPhaseModel, { nullable: true }) deploy: RebellionDeployPhaseModel | null;
  @Field(() => RebellionHandLimitPhaseModel, { nullable: true }) handLimit: RebellionHandLimitPhaseModel | null;
}

@ObjectType('RebellionView', { description: 'Star Wars: Rebellion as the caller sees it: Game.view, typed (nothing the JSON view hides).' })
export class RebellionViewModel {
  @Field(() => RebellionViewerModel) viewer: RebellionViewerModel;
  @Field(() => RebellionFactionIntsModel, { nullable: true, description: 'The seat of each side; null before setup.' }) seats: RebellionFactionIntsModel | null;
  @Field(() => RebellionPhaseModel) phase: RebellionPhaseModel;
  @Field(() => Int) round: number;
  @Field(() => Int, { description: 'The time marker.' }) time: number;
  @Field(() => Int, { description: 'The reputation marker.' }) reputation: number;
  @Field(() => [RebellionSystemViewModel], { description: 'Every system, by id.' }) systems: RebellionSystemViewModel[];
  @Field(() => RebellionBaseViewModel) rebelBase: RebellionBaseViewModel;
  @Field(() => [RebellionLeaderViewModel], { description: 'Leaders in play, in the order of the leader ids.' }) leaders: RebellionLeaderViewModel[];
  @Field(() => [RebellionLeaderSideModel], { description: 'Leaders turned to the other side; empty while there are none.' }) sides: RebellionLeaderSideModel[];
  @Field(() => RebellionFactionAssignedModel, { description: 'Face-down missions per side.' }) assigned: RebellionFactionAssignedModel;
  @Field(() => RebellionHandsModel) hands: RebellionHandsModel;
  @Field(() => RebellionDecksModel) decks: RebellionDecksModel;
  @Field(() => RebellionDiscardsModel) discards: RebellionDiscardsModel;
  @Field(() => RebellionGameEndModel, { nullable: true }) ended: RebellionGameEndModel | null;
  @Field(() => [RebellionSystemId], { description: 'Probe cards returned to the box at setup: public.' }) probesInBox: SystemId[];
  @Field(() => RebellionBuildQueuesModel) buildQueue: RebellionBuildQueuesModel;
  @Field(() => [String], { description: CARD }) objectivesPlayed: string[];
  @Field(() => [RebellionLeaderId]) eliminated: LeaderId[];
  @Field(() => RebellionRapidMobilizationModel, { nullable: true }) rapidMobilization: RebellionRapidMobilizationModel | null;
  @Field(() => [RebellionModifierModel]) modifiers: RebellionModifierModel[];
  @Field(() => RebellionPromptModel, { nullable: true, description: "A card's open question, while one is open." }) prompt: RebellionPromptModel | null;
}
