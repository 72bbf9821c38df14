import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsIn, IsInt, IsObject, IsOptional, IsString } from 'class-validator';
import { JSONScalar } from '../common/graphql/json.scalar.js';
import { ArmadaPointInput, ArmadaPoseInput, ArmadaTableInput } from './table.inputs.js';

const GEOMETRY = {
  description: 'Overrides of the measurements (GeometryConfig, see docs/games/armada.md), merged over the defaults.',
} as const;

/** What every query about models on the table takes: the table and optional measurement overrides. */
@InputType({ isAbstract: true })
abstract class ArmadaOnTableInput {
  @Field(() => ArmadaTableInput, { description: 'The models on the table; for attacks, enemies are models of another owner.' })
  @ApiProperty({ type: ArmadaTableInput })
  @IsObject()
  table: ArmadaTableInput;

  @Field(() => JSONScalar, { nullable: true, ...GEOMETRY })
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, ...GEOMETRY })
  @IsOptional()
  @IsObject()
  geometry?: Record<string, unknown>;
}

@InputType('ArmadaNavigateInput', { description: 'A navigate command the ship may spend: the dial changes speed by 1 and adds a click, a token changes speed by 1.' })
export class ArmadaNavigateInput {
  @Field(() => Boolean, { nullable: true }) @ApiPropertyOptional() dial?: boolean;
  @Field(() => Boolean, { nullable: true }) @ApiPropertyOptional() token?: boolean;
}

@InputType('ArmadaManeuverQueryInput')
export class ArmadaManeuverQueryInput {
  @Field(() => String, { description: 'Ship card id or exact name.' })
  @ApiProperty({ example: 'consular-class-charger-c70' })
  @IsString()
  ship: string;

  @Field(() => ArmadaPoseInput)
  @ApiProperty({ type: ArmadaPoseInput })
  @IsObject()
  pose: ArmadaPoseInput;

  @Field(() => Int)
  @ApiProperty({ example: 2 })
  @IsInt()
  speed: number;

  @Field(() => ArmadaNavigateInput, { nullable: true })
  @ApiPropertyOptional({ type: ArmadaNavigateInput })
  @IsOptional()
  @IsObject()
  navigate?: ArmadaNavigateInput;

  @Field(() => String, { nullable: true, description: "The moving ship's id in table.ships, so it does not overlap itself." })
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  shipId?: string;

  @Field(() => ArmadaTableInput, { nullable: true })
  @ApiPropertyOptional({ type: ArmadaTableInput })
  @IsOptional()
  @IsObject()
  table?: ArmadaTableInput;

  @Field(() => JSONScalar, { nullable: true, ...GEOMETRY })
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, ...GEOMETRY })
  @IsOptional()
  @IsObject()
  geometry?: Record<string, unknown>;
}

@InputType('ArmadaManeuverInput', { description: 'One course: clicks per joint (joint 1 first, positive = right) and the side of the tool.' })
export class ArmadaManeuverInput extends ArmadaManeuverQueryInput {
  @Field(() => Int, { nullable: true, description: 'Speed change paid with the navigate command (−2…2).' })
  @ApiPropertyOptional({ example: 0 })
  @IsOptional()
  @IsInt()
  speedChange?: number;

  @Field(() => [Int])
  @ApiProperty({ type: [Number], example: [0, 1] })
  @IsArray()
  course: number[];

  @Field(() => String, { description: 'left or right.' })
  @ApiProperty({ enum: ['left', 'right'] })
  @IsIn(['left', 'right'])
  side: string;
}

@InputType('ArmadaAttackerInput')
export class ArmadaAttackerInput {
  @Field(() => String, { description: 'A ship or squadron id on the table.' }) @ApiProperty({ example: 'hardcell' }) id: string;
  @Field(() => String, { nullable: true, description: 'The attacking hull zone of a ship; omit it for a squadron.' })
  @ApiPropertyOptional({ enum: ['front', 'left', 'right', 'rear'] })
  zone?: string;
}

@InputType('ArmadaAttackOptionsInput')
export class ArmadaAttackOptionsInput extends ArmadaOnTableInput {
  @Field(() => ArmadaAttackerInput)
  @ApiProperty({ type: ArmadaAttackerInput })
  @IsObject()
  attacker: ArmadaAttackerInput;
}

@InputType('ArmadaSquadronMoveInput')
export class ArmadaSquadronMoveInput extends ArmadaOnTableInput {
  @Field(() => String, { description: 'The squadron id on the table.' })
  @ApiProperty({ example: 'v19' })
  @IsString()
  squadron: string;
}

@InputType('ArmadaSquadronDestinationInput')
export class ArmadaSquadronDestinationInput extends ArmadaSquadronMoveInput {
  @Field(() => ArmadaPointInput, { description: 'Where the centre of the base would end.' })
  @ApiProperty({ type: ArmadaPointInput })
  @IsObject()
  to: ArmadaPointInput;
}

@InputType('ArmadaDisplacedSquadronInput', { description: 'Where the opponent puts a squadron a ship moved onto.' })
export class ArmadaDisplacedSquadronInput extends ArmadaSquadronDestinationInput {
  @Field(() => String, { description: 'The ship id on the table, at its new position.' })
  @ApiProperty({ example: 'charger' })
  @IsString()
  ship: string;
}

@InputType('ArmadaMeasureEndInput')
export class ArmadaMeasureEndInput {
  @Field(() => String, { description: 'A ship or squadron id on the table.' }) @ApiProperty() id: string;
  @Field(() => String, { nullable: true, description: 'One hull zone of a ship; omit it to measure the whole base.' })
  @ApiPropertyOptional({ enum: ['front', 'left', 'right', 'rear'] })
  zone?: string;
}

@InputType('ArmadaMeasureInput')
export class ArmadaMeasureInput extends ArmadaOnTableInput {
  @Field(() => ArmadaMeasureEndInput)
  @ApiProperty({ type: ArmadaMeasureEndInput })
  @IsObject()
  from: ArmadaMeasureEndInput;

  @Field(() => ArmadaMeasureEndInput)
  @ApiProperty({ type: ArmadaMeasureEndInput })
  @IsObject()
  to: ArmadaMeasureEndInput;
}
