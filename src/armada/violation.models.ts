import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TextModel } from '../games/game.models.js';

@ObjectType('ArmadaViolation', { description: 'A rule the input breaks: stable code, German and English messages, the glossary entry it rests on.' })
export class ArmadaViolationModel {
  @Field() @ApiProperty({ example: 'FLEET_OVER_POINT_LIMIT' }) code: string;
  @Field(() => TextModel) @ApiProperty({ type: TextModel }) messages: TextModel;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional({ example: 'armada:flottenzusammenstellung' }) rule?: string;
  @Field(() => String, { nullable: true, description: 'The card it concerns, where there is one.' }) @ApiPropertyOptional() subject?: string;
}
