import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsBoolean,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
  ArrayMaxSize,
  ArrayMinSize,
} from 'class-validator';
import { JSONScalar } from '../common/graphql/json.scalar.js';
import { TypedActionInput } from './typed/action-input.input.js';

@InputType('ScriptedShuffleInput', { description: 'The result of a future shuffle: the order the next shuffle of exactly these cards comes out in.' })
export class ScriptedShuffleInput {
  @Field({ description: "A deck of the game (see the game's docs), e.g. missions.rebel." })
  @ApiProperty({ example: 'missions.rebel' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  deck: string;

  @Field(() => [String], { description: 'The cards, top first.' })
  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  order: string[];
}

@InputType('SandboxInput', { description: 'Start from a given position, or from setup, with scripted dice and shuffles (marked as sandbox).' })
export class SandboxInput {
  @Field(() => JSONScalar, {
    nullable: true,
    description: "The position, in the game's sandbox format (see the game's docs); omitted, the game's own setup runs with the scripted dice and shuffles.",
  })
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsOptional()
  @IsObject()
  position?: Record<string, unknown>;

  @Field(() => [JSONScalar], { nullable: true, description: 'Die results, rolled in this order before random ones.' })
  @ApiPropertyOptional({ type: 'array', items: {} })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10_000)
  dice?: unknown[];

  @Field(() => [ScriptedShuffleInput], { nullable: true, description: 'Shuffle results, used in this order by the shuffles of exactly their cards.' })
  @ApiPropertyOptional({ type: [ScriptedShuffleInput] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => ScriptedShuffleInput)
  shuffles?: ScriptedShuffleInput[];
}

@InputType('ReplaceSandboxDiceInput')
export class ReplaceSandboxDiceInput extends WithExpectedVersion(class {}) {
  @Field(() => [JSONScalar], { description: 'The new rest of the script: die results rolled in this order before random ones.' })
  @ApiProperty({ type: 'array', items: {}, example: ['hit', 'blank'] })
  @IsArray()
  @ArrayMaxSize(10_000)
  dice: unknown[];
}

@InputType('SeatInput', { description: 'Who plays a seat: a person (bot left out) or one of the service\'s bots.' })
export class SeatInput {
  @Field({ nullable: true, description: 'A bot the service seats here and plays for: random (every game) or heuristic (the games that have one). Left out: a person, who gets the seat\'s token.' })
  @ApiPropertyOptional({ example: 'heuristic', maxLength: 40 })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  bot?: string;
}

@InputType('NewGameInput')
export class NewGameInput {
  @Field({ description: 'The game id, e.g. rebels-attack.' })
  @ApiProperty({ example: 'rebels-attack' })
  @IsString()
  @IsNotEmpty()
  game: string;

  @Field(() => Int)
  @ApiProperty({ example: 2 })
  @IsInt()
  @Min(1)
  @Max(16)
  players: number;

  @Field(() => JSONScalar, { nullable: true })
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, example: { firstSeat: 0 } })
  @IsOptional()
  @IsObject()
  options?: Record<string, unknown>;

  @Field({ nullable: true, description: 'Makes the game reproducible: whoever knows it can predict the dice.' })
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  seed?: string;

  @Field(() => SandboxInput, { nullable: true })
  @ApiPropertyOptional({ type: SandboxInput })
  @IsOptional()
  @ValidateNested()
  @Type(() => SandboxInput)
  sandbox?: SandboxInput;

  @Field({ nullable: true, description: 'A label of your choice to list games by (GET /v1/game-list?tag=), e.g. a Discord channel id: 1–100 of A–Z a–z 0–9 . _ : -. Not secret.' })
  @ApiPropertyOptional({ example: 'discord:1234567890', maxLength: 100, pattern: '^[A-Za-z0-9._:-]{1,100}$' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9._:-]{1,100}$/, { message: 'tag must be 1–100 characters of A–Z a–z 0–9 . _ : -' })
  tag?: string;

  @Field(() => [SeatInput], {
    nullable: true,
    description: 'One entry per seat, in seat order: {} for a person, {bot: "heuristic"} for a bot the service plays. Left out: people on every seat.',
  })
  @ApiPropertyOptional({ type: [SeatInput], example: [{}, { bot: 'heuristic' }] })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(16)
  @ValidateNested({ each: true })
  @Type(() => SeatInput)
  seats?: SeatInput[];

  @Field({ nullable: true, description: "Once the game has ended, anyone may read every event unredacted and every seat's view at any point (default false)." })
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  openHistoryWhenEnded?: boolean;
}

@InputType('ActionStepInput')
export class ActionStepInput {
  @Field(() => JSONScalar, {
    nullable: true,
    description: 'The action in machine form {type, ...params}.',
    deprecationReason: 'Use actionId for a listed action, or typed (type and parameter entries) for any action.',
  })
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsOptional()
  @IsObject()
  action?: Record<string, unknown>;

  @Field({ nullable: true, description: 'The id of a legal action.' })
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64)
  actionId?: string;

  @Field(() => TypedActionInput, { nullable: true, description: 'The action as type and parameter entries: the typed form of action, for any action, listed or not.' })
  @ApiPropertyOptional({ type: TypedActionInput })
  @IsOptional()
  @ValidateNested()
  @Type(() => TypedActionInput)
  typed?: TypedActionInput;
}

type Constructor<T = object> = abstract new (...args: any[]) => T;

/**
 * The optimistic-concurrency guard of every state-changing request (actions,
 * resign, claim-win, sandbox dice), declared once so it validates alike everywhere.
 */
export function WithExpectedVersion<B extends Constructor>(Base: B) {
  @InputType({ isAbstract: true })
  abstract class Versioned extends Base {
    @Field(() => Int, { nullable: true, description: 'Refuse with VERSION_CONFLICT unless the game is at this version. Leave it out for none; null is refused.' })
    @ApiPropertyOptional()
    // Not IsOptional: that lets null through, and a client sending null for a version it lost
    // would silently get "no expectation". Left out means none; null is a 400.
    @ValidateIf((_input: object, value: unknown) => value !== undefined)
    @IsInt()
    @Min(0)
    expectedVersion?: number;
  }
  return Versioned;
}

/** The expected version and the idempotency key (actions, resign, claim-win). */
export function WithRequestGuards<B extends Constructor>(Base: B) {
  @InputType({ isAbstract: true })
  abstract class Guarded extends WithExpectedVersion(Base) {
    @Field({ nullable: true, description: 'A retried request with the same key returns the first result.' })
    @ApiPropertyOptional()
    @IsOptional()
    @IsString()
    @IsNotEmpty()
    @MaxLength(200)
    idempotencyKey?: string;
  }
  return Guarded;
}

@InputType('SubmitActionInput')
export class SubmitActionInput extends WithRequestGuards(ActionStepInput) {
  @Field(() => [ActionStepInput], { nullable: true, description: 'Several steps, applied atomically in order.' })
  @ApiPropertyOptional({ type: [ActionStepInput] })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => ActionStepInput)
  steps?: ActionStepInput[];
}
