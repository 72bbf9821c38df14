import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { JSONScalar } from '../common/graphql/json.scalar.js';
import { GameStatus } from './game-status.enum.js';

@ObjectType('Text', { description: 'A message in German and English.' })
export class TextModel {
  @Field() @ApiProperty() de: string;
  @Field() @ApiProperty() en: string;
}

@ObjectType('GameOption')
export class GameOptionModel {
  @Field() @ApiProperty() name: string;
  @Field() @ApiProperty({ enum: ['boolean', 'integer', 'string', 'object'] }) type: string;
  @Field(() => JSONScalar, { nullable: true }) @ApiProperty() default: unknown;
  @Field(() => TextModel) @ApiProperty({ type: TextModel }) description: TextModel;
}

@ObjectType('PlayerRange')
export class PlayerRangeModel {
  @Field(() => Int) @ApiProperty() min: number;
  @Field(() => Int) @ApiProperty() max: number;
}

@ObjectType('GameInfo', { description: 'A game Holocron plays.' })
export class GameInfoModel {
  @Field(() => ID) @ApiProperty({ example: 'rebels-attack' }) id: string;
  @Field(() => TextModel) @ApiProperty({ type: TextModel }) title: TextModel;
  @Field(() => PlayerRangeModel) @ApiProperty({ type: PlayerRangeModel }) players: PlayerRangeModel;
  @Field(() => [GameOptionModel]) @ApiProperty({ type: [GameOptionModel] }) options: GameOptionModel[];
}

@ObjectType('GameList')
export class GameListModel {
  @Field(() => [GameInfoModel]) @ApiProperty({ type: [GameInfoModel] }) games: GameInfoModel[];
}

@ObjectType('SeatToken')
export class SeatTokenModel {
  @Field(() => Int) @ApiProperty() seat: number;
  @Field({ description: 'Secret: send as Authorization: Bearer <token> to act as this seat.' })
  @ApiProperty()
  token: string;
}

@ObjectType('BotSeat', { description: 'A seat the service plays with one of its bots; it has no token.' })
export class BotSeatModel {
  @Field(() => Int) @ApiProperty() seat: number;
  @Field({ description: 'random or heuristic.' }) @ApiProperty({ example: 'heuristic' }) bot: string;
}

@ObjectType('CreatedGame')
export class CreatedGameModel {
  @Field(() => ID) @ApiProperty() id: string;
  @Field() @ApiProperty() game: string;
  @Field(() => Int) @ApiProperty() version: number;
  @Field() @ApiProperty() sandbox: boolean;
  @Field(() => [SeatTokenModel], { description: "The people's seats and their tokens; a bot's seat is not among them." })
  @ApiProperty({ type: [SeatTokenModel] })
  seats: SeatTokenModel[];
  @Field(() => [BotSeatModel], { description: 'The seats the service plays with a bot.' }) @ApiProperty({ type: [BotSeatModel] }) bots: BotSeatModel[];
}

@ObjectType('PendingDecision', { description: 'A seat the game waits for, and for what.' })
export class PendingModel {
  @Field(() => Int) @ApiProperty() seat: number;
  @Field() @ApiProperty() decision: string;
  @Field(() => TextModel) @ApiProperty({ type: TextModel }) label: TextModel;
}

@ObjectType('Game', { description: 'A game as the caller may see it.' })
export class GameModel {
  @Field(() => ID) @ApiProperty() id: string;
  @Field() @ApiProperty() game: string;
  @Field(() => Int) @ApiProperty() version: number;
  @Field(() => GameStatus) @ApiProperty({ enum: GameStatus, enumName: 'GameStatus' }) status: GameStatus;
  @Field() @ApiProperty() sandbox: boolean;
  @Field(() => Int, { nullable: true, description: "The caller's seat; null for spectators." })
  @ApiProperty({ nullable: true, type: Number })
  seat: number | null;
  @Field(() => JSONScalar, { deprecationReason: "Use the game's typed view: rebelsAttackView, armadaAttackView, armadaView or rebellionView." })
  @ApiProperty({ type: 'object', additionalProperties: true })
  view: unknown;
  @Field(() => [PendingModel]) @ApiProperty({ type: [PendingModel] }) pending: PendingModel[];
  @Field(() => JSONScalar, { nullable: true, deprecationReason: 'Use result: the same outcome, typed.' })
  @ApiProperty({ nullable: true, type: 'object', additionalProperties: true })
  outcome: unknown;
  @Field(() => GraphQLISODateTime) @ApiProperty() createdAt: Date;
  @Field(() => GraphQLISODateTime) @ApiProperty() updatedAt: Date;
  @Field(() => String, { nullable: true, description: 'The label given at creation to list games by.' })
  @ApiProperty({ nullable: true, type: String })
  tag: string | null;
  @Field({ description: 'Once ended, everybody may read every event and every seat’s view.' })
  @ApiProperty()
  openHistoryWhenEnded: boolean;
  @Field(() => Int, { nullable: true, description: 'The seq this view was folded to (?at=N); null: the present.' })
  @ApiProperty({ nullable: true, type: Number })
  at: number | null;
  @Field(() => [BotSeatModel], { description: 'The seats the service plays with a bot.' }) @ApiProperty({ type: [BotSeatModel] }) bots: BotSeatModel[];
}

@ObjectType('ActionGroup', { description: 'The heading a legal action is listed under: a unit, leader, system, tile or step, per game.' })
export class ActionGroupModel {
  @Field({ description: 'Stable key: filter legal actions by it (group).' }) @ApiProperty({ example: 'leader:luke-skywalker' }) id: string;
  @Field() @ApiProperty() de: string;
  @Field() @ApiProperty() en: string;
}

@ObjectType('ActionGroupCount')
export class ActionGroupCountModel extends ActionGroupModel {
  @Field(() => Int, { description: 'Legal actions in this group.' }) @ApiProperty() count: number;
}

@ObjectType('LegalAction')
export class LegalActionModel {
  @Field({ description: 'Stable short id; submit it as actionId.' }) @ApiProperty() id: string;
  @Field() @ApiProperty() type: string;
  @Field(() => JSONScalar, { deprecationReason: 'Use paramEntries: the same keys, typed, each value JSON-encoded.' })
  @ApiProperty({ type: 'object', additionalProperties: true })
  params: unknown;
  @Field(() => TextModel) @ApiProperty({ type: TextModel }) label: TextModel;
  @Field(() => ActionGroupModel) @ApiProperty({ type: ActionGroupModel }) group: ActionGroupModel;
}

@ObjectType('LegalActions')
export class LegalActionsModel {
  @Field(() => Int) @ApiProperty() version: number;
  @Field(() => Int, { nullable: true }) @ApiProperty({ nullable: true, type: Number }) seat: number | null;
  @Field(() => [LegalActionModel], { description: 'The legal actions of the group asked for (all without group), the page asked for (all without limit).' })
  @ApiProperty({ type: [LegalActionModel] })
  actions: LegalActionModel[];
  @Field(() => Int, { description: 'Actions of the group asked for (all groups without group), on all pages.' }) @ApiProperty() total: number;
  @Field(() => Int, { nullable: true, description: 'The page size asked for; null: every action.' }) @ApiProperty({ nullable: true, type: Number }) limit: number | null;
  @Field(() => Int) @ApiProperty() offset: number;
  @Field(() => [ActionGroupCountModel], { description: 'Every group of the legal actions, with its count, whatever group was asked for.' })
  @ApiProperty({ type: [ActionGroupCountModel] })
  groups: ActionGroupCountModel[];
  @Field(() => Int, { nullable: true, description: 'The seq these actions were legal after (?at=N; informative only, they cannot be submitted); null: now.' })
  @ApiProperty({ nullable: true, type: Number })
  at: number | null;
}

@ObjectType('GameEvent', { description: 'An event as the caller may see it; redacted ones carry a stand-in payload.' })
export class GameEventModel {
  @Field(() => ID) @ApiProperty() gameId: string;
  @Field(() => Int) @ApiProperty() seq: number;
  @Field() @ApiProperty() type: string;
  @Field(() => JSONScalar, { nullable: true, deprecationReason: 'Use payloadEntries: the same keys, typed, each value JSON-encoded.' })
  @ApiProperty({ nullable: true })
  payload: unknown;
  @Field() @ApiProperty() redacted: boolean;
  @Field(() => GraphQLISODateTime) @ApiProperty() createdAt: Date;
}

@ObjectType('EventPage')
export class EventPageModel {
  @Field(() => Int, { description: "The stream's version when read." }) @ApiProperty() version: number;
  @Field(() => [GameEventModel]) @ApiProperty({ type: [GameEventModel] }) events: GameEventModel[];
  @Field({ description: 'More events follow the last one returned.' }) @ApiProperty() hasMore: boolean;
}

/**
 * Which game an ActionResult is of, for its typed view fields. A symbol key: JSON skips it, so
 * REST bodies and idempotent records stay as they were (the service sets it on every answer).
 */
export const RESULT_GAME = Symbol('ActionResult.game');

@ObjectType('ActionResult')
export class ActionResultModel {
  @Field(() => Int) @ApiProperty() version: number;
  @Field(() => [GameEventModel]) @ApiProperty({ type: [GameEventModel] }) events: GameEventModel[];
  @Field(() => JSONScalar, {
    deprecationReason: 'Use the typed view: rebelsAttackView, armadaAttackView, armadaView or rebellionView.',
    description: "The caller's seat view after the action.",
  })
  @ApiProperty({ type: 'object', additionalProperties: true })
  view: unknown;
  [RESULT_GAME]?: string;
}

@ObjectType('SandboxDice', { description: "A sandbox game's dice script after its unused rest was replaced." })
export class SandboxDiceModel {
  @Field(() => Int, { description: 'The version after the replacement (it is recorded as an event).' }) @ApiProperty() version: number;
  @Field(() => Int, { description: 'Scripted dice now waiting to be rolled.' }) @ApiProperty() dice: number;
  @Field(() => Int, { description: 'Unused scripted dice that were replaced.' }) @ApiProperty() replaced: number;
}
