import { Field, Float, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ArmadaPoseModel } from '../../armada/geometry.models.js';
import { ArmadaFaction } from '../../common/graphql/faction.enum.js';
import { TextModel } from '../game.models.js';
import { ArmadaAttackViewModel, ArmadaDefenseTokenModel, ArmadaHullZone, ArmadaShieldsModel } from './armada-attack-view.models.js';
import { EntryModel } from './entry.model.js';

/*
 * The engine's string unions (src/engine/armada/game/game.types.ts, catalog.types.ts,
 * data/obstacles.data.ts) as enums. Values holding a hyphen get an enum name with _
 * (concentrate_fire is "concentrate-fire"), as GameKind does; the armada-view e2e
 * compares every value with the JSON view.
 */
export enum ArmadaScenario {
  training = 'training',
  standard = 'standard',
}
registerEnumType(ArmadaScenario, { name: 'ArmadaScenario' });

export enum ArmadaPhase {
  setup = 'setup',
  command = 'command',
  ship = 'ship',
  squadron = 'squadron',
  status = 'status',
  over = 'over',
}
registerEnumType(ArmadaPhase, { name: 'ArmadaPhase', description: 'The phase of the round (seed "SPIELRUNDE"); setup before round 1, over once ended.' });

export enum ArmadaCommand {
  navigate = 'navigate',
  squadron = 'squadron',
  repair = 'repair',
  concentrate_fire = 'concentrate-fire',
}
registerEnumType(ArmadaCommand, { name: 'ArmadaCommand', description: 'A command dial or token (concentrate_fire is "concentrate-fire" in JSON).' });

export enum ArmadaObstacleShape {
  station = 'station',
  debris_1 = 'debris-1',
  debris_2 = 'debris-2',
  asteroid_1 = 'asteroid-1',
  asteroid_2 = 'asteroid-2',
  asteroid_3 = 'asteroid-3',
}
registerEnumType(ArmadaObstacleShape, { name: 'ArmadaObstacleShape', description: 'An obstacle token (debris_1 is "debris-1" in JSON).' });

export enum ArmadaActivationStage {
  reveal = 'reveal',
  dial = 'dial',
  commands = 'commands',
  attack = 'attack',
  maneuver = 'maneuver',
  displaced = 'displaced',
}
registerEnumType(ArmadaActivationStage, { name: 'ArmadaActivationStage' });

export enum ArmadaEndReason {
  fleet_destroyed = 'fleet-destroyed',
  both_fleets_destroyed = 'both-fleets-destroyed',
  six_rounds = 'six-rounds',
}
registerEnumType(ArmadaEndReason, { name: 'ArmadaEndReason' });

export enum ArmadaSetupStep {
  fleets = 'fleets',
  first_player = 'first-player',
  objective = 'objective',
  obstacles = 'obstacles',
  set_aside = 'set-aside',
  objective_tokens = 'objective-tokens',
  deployment = 'deployment',
  objective_ships = 'objective-ships',
}
registerEnumType(ArmadaSetupStep, { name: 'ArmadaSetupStep', description: 'The steps of the full setup (seed "VOLLSTÄNDIGER SPIELAUFBAU").' });

export enum ArmadaFormat {
  starter = 'starter',
  standard = 'standard',
}
registerEnumType(ArmadaFormat, { name: 'ArmadaFormat' });

export enum ArmadaCardsWithoutEffect {
  refuse = 'refuse',
  allow = 'allow',
}
registerEnumType(ArmadaCardsWithoutEffect, { name: 'ArmadaCardsWithoutEffect' });

export enum ArmadaCardKind {
  upgrades = 'upgrades',
  squadrons = 'squadrons',
  objectives = 'objectives',
}
registerEnumType(ArmadaCardKind, { name: 'ArmadaCardKind' });

export enum ArmadaPromptKind {
  system = 'system',
  leader = 'leader',
  units = 'units',
  card = 'card',
  option = 'option',
  order = 'order',
}
registerEnumType(ArmadaPromptKind, { name: 'ArmadaPromptKind' });

@ObjectType('ArmadaGamePoint', { description: 'A spot on the table in mm (origin at a corner, x right, y up).' })
export class ArmadaGamePointModel {
  @Field(() => Float) x: number;
  @Field(() => Float) y: number;
}

@ObjectType('ArmadaPlayArea', { description: 'The play area in mm.' })
export class ArmadaPlayAreaModel {
  @Field(() => Float) width: number;
  @Field(() => Float) height: number;
}

@ObjectType('ArmadaCommandDials', { description: "A ship's command dial stack: how many for everyone, which ones only for its owner." })
export class ArmadaCommandDialsModel {
  @Field(() => Int) count: number;
  @Field(() => [ArmadaCommand], { nullable: true, description: 'Top first; only the owner sees it (seed "PHASE 1: KOMMANDOPHASE"), null for everyone else.' })
  stack?: ArmadaCommand[] | null;
}

@ObjectType('ArmadaEquippedUpgrade', { description: 'An upgrade card on a ship; it lies open.' })
export class ArmadaEquippedUpgradeModel {
  @Field({ description: 'Upgrade card id.' }) id: string;
  @Field() exhausted: boolean;
  @Field(() => [ArmadaCommand], { description: 'Command tokens lying on the card.' }) tokens: ArmadaCommand[];
}

@ObjectType('ArmadaGameShip', { description: 'A ship in play; its facedown damage cards are only counted, its dials shown only to its owner.' })
export class ArmadaGameShipModel {
  @Field() id: string;
  @Field({ description: 'Ship card id.' }) card: string;
  @Field(() => Int) owner: number;
  @Field(() => ArmadaPoseModel) pose: ArmadaPoseModel;
  @Field(() => Int) speed: number;
  @Field(() => ArmadaShieldsModel) shields: ArmadaShieldsModel;
  @Field(() => [ArmadaDefenseTokenModel]) defenseTokens: ArmadaDefenseTokenModel[];
  @Field(() => [String], { description: 'Damage card ids, face up.' }) faceupDamage: string[];
  @Field(() => Int, { description: 'Facedown damage cards: secret from both players, only counted.' }) facedownDamage: number;
  @Field(() => ArmadaCommandDialsModel) commandDials: ArmadaCommandDialsModel;
  @Field(() => [ArmadaCommand]) commandTokens: ArmadaCommand[];
  @Field(() => [ArmadaEquippedUpgradeModel]) upgrades: ArmadaEquippedUpgradeModel[];
  @Field() activated: boolean;
  @Field() destroyed: boolean;
  @Field(() => Boolean, { nullable: true, description: "Opening Salvo's objective token; null in games without it." }) objectiveToken?: boolean | null;
  @Field(() => [ArmadaCommand], { nullable: true, description: 'Raid tokens (seed "ÜBERFALLMARKER"); null for a ship that never had one.' })
  raidTokens?: ArmadaCommand[] | null;
}

@ObjectType('ArmadaGameSquadron')
export class ArmadaGameSquadronModel {
  @Field() id: string;
  @Field({ description: 'Squadron card id.' }) card: string;
  @Field(() => Int) owner: number;
  @Field(() => ArmadaGamePointModel) position: ArmadaGamePointModel;
  @Field(() => Int) hull: number;
  @Field(() => [ArmadaDefenseTokenModel]) defenseTokens: ArmadaDefenseTokenModel[];
  @Field() activated: boolean;
  @Field() destroyed: boolean;
}

@ObjectType('ArmadaGameObstacle', { description: 'An obstacle token on the table (seed "HINDERNISSE").' })
export class ArmadaGameObstacleModel {
  @Field() id: string;
  @Field(() => ArmadaObstacleShape) shape: ArmadaObstacleShape;
  @Field(() => ArmadaPoseModel) pose: ArmadaPoseModel;
}

@ObjectType('ArmadaObjectiveToken', { description: 'An objective token on the table, at its centre.' })
export class ArmadaObjectiveTokenModel {
  @Field() id: string;
  @Field(() => Float) x: number;
  @Field(() => Float) y: number;
}

@ObjectType('ArmadaCardCount')
export class ArmadaCardCountModel {
  @Field(() => Int, { description: 'How many cards; which ones and their order stay secret.' }) cards: number;
}

@ObjectType('ArmadaVolley', { description: 'Squadrons the last attacking hull zone has attacked in this attack.' })
export class ArmadaVolleyModel {
  @Field(() => ArmadaHullZone) zone: ArmadaHullZone;
  @Field(() => [String]) squadrons: string[];
}

@ObjectType('ArmadaShipActivation', { description: 'The running ship activation (seed "PHASE 2: SCHIFFSPHASE").' })
export class ArmadaShipActivationModel {
  @Field() ship: string;
  @Field(() => ArmadaActivationStage) stage: ArmadaActivationStage;
  @Field(() => ArmadaCommand, { nullable: true, description: 'The revealed command; null before the reveal.' }) revealed: ArmadaCommand | null;
  @Field() dialKept: boolean;
  @Field() dialSpent: boolean;
  @Field(() => Int) repairPoints: number;
  @Field(() => Int) squadronsByDial: number;
  @Field(() => [ArmadaHullZone]) attackedFrom: ArmadaHullZone[];
  @Field(() => [String], { description: 'ship:zone or the squadron id.' }) attackedTargets: string[];
  @Field(() => ArmadaVolleyModel, { nullable: true }) volley: ArmadaVolleyModel | null;
  @Field(() => [ArmadaCommand], { nullable: true }) extraDials?: ArmadaCommand[] | null;
  @Field(() => Int, { nullable: true }) repairDiscount?: number | null;
  @Field(() => Boolean, { nullable: true }) raidCleared?: boolean | null;
  @Field(() => [String], { nullable: true }) usedOnce?: string[] | null;
}

@ObjectType('ArmadaSquadronActivation')
export class ArmadaSquadronActivationModel {
  @Field() squadron: string;
  @Field() byCommand: boolean;
  @Field() moved: boolean;
  @Field() attacked: boolean;
}

@ObjectType('ArmadaSquadronTurn', { description: 'The squadrons a card chose for this squadron turn.' })
export class ArmadaSquadronTurnModel {
  @Field(() => Int) seat: number;
  @Field(() => [String]) squadrons: string[];
}

@ObjectType('ArmadaDisplaced', { description: 'Squadrons a ship moved onto, waiting to be placed by placer.' })
export class ArmadaDisplacedModel {
  @Field() ship: string;
  @Field(() => Int) placer: number;
  @Field(() => [String]) squadrons: string[];
}

@ObjectType('ArmadaPromptChoice')
export class ArmadaPromptChoiceModel {
  @Field(() => [EntryModel], { description: 'The answer\'s parameters as entries (values JSON-encoded strings).' }) params: EntryModel[];
  @Field(() => TextModel) label: TextModel;
  @Field(() => TextModel, { nullable: true }) group?: TextModel | null;
}

@ObjectType('ArmadaPrompt', { description: "A damage, upgrade, squadron or objective card's open question." })
export class ArmadaPromptModel {
  @Field(() => ArmadaPromptKind) kind: ArmadaPromptKind;
  @Field(() => Int, { description: 'The seat that answers.' }) seat: number;
  @Field(() => TextModel) question: TextModel;
  @Field({ description: 'The glossary entry it rests on.' }) rule: string;
  @Field(() => String, { nullable: true, description: 'The card whose text asks.' }) source?: string | null;
  @Field(() => [ArmadaPromptChoiceModel]) choices: ArmadaPromptChoiceModel[];
  @Field() optional: boolean;
  @Field(() => TextModel, { nullable: true }) passLabel?: TextModel | null;
  @Field() secret: boolean;
}

@ObjectType('ArmadaGameResult', { description: "The game's end as the rules scored it." })
export class ArmadaGameResultModel {
  @Field(() => Int, { nullable: true, description: 'null: a draw.' }) winner: number | null;
  @Field(() => [Int], { description: 'Points per seat, seat 0 first.' }) points: number[];
  @Field(() => ArmadaEndReason) reason: ArmadaEndReason;
}

@ObjectType('ArmadaFleetShip')
export class ArmadaFleetShipModel {
  @Field() card: string;
  @Field(() => [String]) upgrades: string[];
}

@ObjectType('ArmadaFleetSquadron')
export class ArmadaFleetSquadronModel {
  @Field() card: string;
  @Field(() => Int) count: number;
}

@ObjectType('ArmadaFleet', { description: 'A fleet list as the game accepted it.' })
export class ArmadaFleetModel {
  @Field(() => [ArmadaFleetShipModel]) ships: ArmadaFleetShipModel[];
  @Field(() => [ArmadaFleetSquadronModel]) squadrons: ArmadaFleetSquadronModel[];
  @Field(() => [String]) objectives: string[];
  @Field(() => Int) points: number;
}

@ObjectType('ArmadaMissingCard', { description: 'A card of a revealed list the game cannot play yet: it does nothing.' })
export class ArmadaMissingCardModel {
  @Field(() => ArmadaCardKind) kind: ArmadaCardKind;
  @Field() id: string;
  @Field() name: string;
}

@ObjectType('ArmadaSetupFleet', { description: "One seat's list in the setup: the other seat sees only whether it is in until both are." })
export class ArmadaSetupFleetModel {
  @Field() submitted: boolean;
  @Field(() => ArmadaFleetModel, { nullable: true }) fleet: ArmadaFleetModel | null;
}

@ObjectType('ArmadaSetupArea', { description: 'The setup area: x from x0 to x1, the whole height.' })
export class ArmadaSetupAreaModel {
  @Field(() => Float) x0: number;
  @Field(() => Float) x1: number;
}

@ObjectType('ArmadaReserveUnit', { description: 'A ship or squadron revealed but not deployed yet.' })
export class ArmadaReserveUnitModel {
  @Field() id: string;
  @Field() card: string;
  @Field(() => Int) owner: number;
}

@ObjectType('ArmadaReserve')
export class ArmadaReserveModel {
  @Field(() => [ArmadaReserveUnitModel]) ships: ArmadaReserveUnitModel[];
  @Field(() => [ArmadaReserveUnitModel]) squadrons: ArmadaReserveUnitModel[];
}

@ObjectType('ArmadaSetAside', { description: 'Hyperspace Assault: the units set aside, open beside the table, until they arrive.' })
export class ArmadaSetAsideModel {
  @Field(() => [ArmadaReserveUnitModel]) ships: ArmadaReserveUnitModel[];
  @Field(() => [ArmadaReserveUnitModel]) squadrons: ArmadaReserveUnitModel[];
}

export enum ArmadaHyperspaceStep {
  choose = 'choose',
  arrive = 'arrive',
  move_tokens = 'move-tokens',
}
registerEnumType(ArmadaHyperspaceStep, { name: 'ArmadaHyperspaceStep' });

@ObjectType('ArmadaHyperspace', { description: "Hyperspace Assault's arrival at the start of a round, while it runs." })
export class ArmadaHyperspaceModel {
  @Field(() => Int) seat: number;
  @Field(() => ArmadaHyperspaceStep) step: ArmadaHyperspaceStep;
  @Field(() => String, { nullable: true, description: 'The objective token jumped to (step arrive).' }) token: string | null;
  @Field(() => Int, { nullable: true, description: 'Objective tokens moved so far (step move_tokens).' }) moved: number | null;
}

@ObjectType('ArmadaSetup', { description: 'The full setup while it runs (scenario standard).' })
export class ArmadaSetupModel {
  @Field(() => ArmadaSetupStep) step: ArmadaSetupStep;
  @Field(() => ArmadaFormat) format: ArmadaFormat;
  @Field(() => ArmadaCardsWithoutEffect) cardsWithoutEffect: ArmadaCardsWithoutEffect;
  @Field(() => ArmadaSetupAreaModel) setupArea: ArmadaSetupAreaModel;
  @Field(() => [ArmadaSetupFleetModel], { description: 'Seat 0 first.' }) fleets: ArmadaSetupFleetModel[];
  @Field(() => Int, { nullable: true, description: 'Who chooses the first player.' }) chooser: number | null;
  @Field(() => Int) obstaclesToPlace: number;
  @Field(() => [ArmadaObstacleShape]) obstaclePool: ArmadaObstacleShape[];
  @Field(() => Int, { description: 'Whose turn it is to place an obstacle or deploy.' }) placer: number;
  @Field(() => Int) squadronsThisTurn: number;
  @Field(() => ArmadaReserveModel) reserve: ArmadaReserveModel;
}

@ObjectType('ArmadaView', { description: 'armada as the caller sees it: Game.view, typed.' })
export class ArmadaViewModel {
  @Field(() => ArmadaScenario) scenario: ArmadaScenario;
  @Field(() => [ArmadaFaction], { description: 'Per seat, seat 0 first.' }) factions: ArmadaFaction[];
  @Field(() => ArmadaPlayAreaModel) playArea: ArmadaPlayAreaModel;
  @Field(() => Int) round: number;
  @Field(() => ArmadaPhase) phase: ArmadaPhase;
  @Field(() => Int, { description: 'The seat holding the initiative token.' }) firstPlayer: number;
  @Field(() => Int, { description: 'Whose turn it is to activate a ship or squadrons.' }) turn: number;
  @Field(() => [ArmadaGameShipModel]) ships: ArmadaGameShipModel[];
  @Field(() => [ArmadaGameSquadronModel]) squadrons: ArmadaGameSquadronModel[];
  @Field(() => [ArmadaGameObstacleModel]) obstacles: ArmadaGameObstacleModel[];
  @Field(() => [Int], { description: 'Pass tokens per seat.' }) passTokens: number[];
  @Field(() => ArmadaCardCountModel) damageDeck: ArmadaCardCountModel;
  @Field(() => ArmadaCardCountModel) discardPile: ArmadaCardCountModel;
  @Field(() => ArmadaShipActivationModel, { nullable: true }) activation: ArmadaShipActivationModel | null;
  @Field(() => ArmadaSquadronActivationModel, { nullable: true }) squadronActivation: ArmadaSquadronActivationModel | null;
  @Field(() => ArmadaSquadronTurnModel, { nullable: true }) squadronTurn: ArmadaSquadronTurnModel | null;
  @Field(() => ArmadaDisplacedModel, { nullable: true }) displaced: ArmadaDisplacedModel | null;
  @Field(() => ArmadaAttackViewModel, { nullable: true, description: 'The attack being resolved, as armadaAttackView shows one.' }) attack: ArmadaAttackViewModel | null;
  @Field(() => ArmadaPromptModel, { nullable: true, description: "A card's open question; none of them is secret." }) question: ArmadaPromptModel | null;
  @Field(() => ArmadaGameResultModel, { nullable: true }) result: ArmadaGameResultModel | null;
  @Field(() => ArmadaSetupModel, { nullable: true }) setup: ArmadaSetupModel | null;
  @Field(() => [ArmadaFleetModel], { nullable: true, description: 'Both revealed lists, seat 0 first; null in training.' }) fleets: ArmadaFleetModel[] | null;
  @Field(() => [[ArmadaMissingCardModel]], { nullable: true, description: 'Per revealed list, the cards the game cannot play yet.' })
  cardsWithoutEffect: ArmadaMissingCardModel[][] | null;
  @Field(() => String, { nullable: true, description: 'Objective card id.' }) objective: string | null;
  @Field(() => [Int], { description: 'Victory tokens per seat (the objective\'s score).' }) victoryTokens: number[];
  @Field(() => [String], { description: 'Obstacles that still carry an objective token.' }) obstacleTokens: string[];
  @Field(() => [ArmadaObjectiveTokenModel]) objectiveTokens: ArmadaObjectiveTokenModel[];
  @Field(() => [String]) objectiveShips: string[];
  @Field(() => ArmadaSetAsideModel, { nullable: true, description: 'Hyperspace Assault only.' }) setAside: ArmadaSetAsideModel | null;
  @Field(() => ArmadaHyperspaceModel, { nullable: true }) hyperspace: ArmadaHyperspaceModel | null;
}
