import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { JSONScalar } from '../../common/graphql/json.scalar.js';
import { BotSeatModel, GameEventModel } from '../game.models.js';
import { WithRequestGuards } from '../game.inputs.js';
import { GameStatus } from '../game-status.enum.js';

@InputType('EndGameInput', { description: 'A resignation or a claimed win: idempotent like an action.' })
export class EndGameInput extends WithRequestGuards(class {}) {}

@ObjectType('GameEnded', { description: 'The event that ended the game and the outcome it gives.' })
export class GameEndedModel {
  @Field(() => Int) @ApiProperty() version: number;
  @Field(() => [GameEventModel]) @ApiProperty({ type: [GameEventModel] }) events: GameEventModel[];
  @Field(() => JSONScalar, {
    description: '{winners, reason {de, en}, endedBy {kind: resignation | abandonment, ...}}',
    deprecationReason: 'Use result: the same outcome, typed.',
  })
  @ApiProperty({ type: 'object', additionalProperties: true })
  outcome: unknown;
}

@ObjectType('GameSummary', { description: 'A game in a list: its head, without folding it.' })
export class GameSummaryModel {
  @Field(() => ID) @ApiProperty() id: string;
  @Field() @ApiProperty() game: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ nullable: true, type: String }) tag: string | null;
  @Field(() => GameStatus) @ApiProperty({ enum: GameStatus, enumName: 'GameStatus' }) status: GameStatus;
  @Field(() => Int) @ApiProperty() version: number;
  @Field(() => Int) @ApiProperty() players: number;
  @Field() @ApiProperty() sandbox: boolean;
  @Field(() => [Int], { description: "The caller's seats in this game (lists by seat token); empty in lists by tag." })
  @ApiProperty({ type: [Number] })
  seats: number[];
  @Field(() => [BotSeatModel], { description: 'The seats the service plays with a bot.' }) @ApiProperty({ type: [BotSeatModel] }) bots: BotSeatModel[];
  @Field(() => GraphQLISODateTime) @ApiProperty() createdAt: Date;
  @Field(() => GraphQLISODateTime, { description: 'Time of the last event.' }) @ApiProperty() updatedAt: Date;
}

@ObjectType('GamePage', { description: 'A page of games, newest first: the list shape of new lists.' })
export class GamePageModel {
  @Field(() => [GameSummaryModel]) @ApiProperty({ type: [GameSummaryModel] }) items: GameSummaryModel[];
  @Field(() => Int, { description: 'Games that match, on all pages.' }) @ApiProperty() total: number;
  @Field(() => Int) @ApiProperty() limit: number;
  @Field(() => Int) @ApiProperty() offset: number;
}
