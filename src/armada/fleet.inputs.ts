import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsInt, IsOptional, IsString } from 'class-validator';

@InputType('ArmadaFleetShipInput')
export class ArmadaFleetShipInput {
  @Field(() => String, { description: 'Ship card id or exact name.' }) @ApiProperty({ example: 'hardcell-class-transport' }) ship: string;
  @Field(() => [String], { nullable: true, description: 'Upgrade card ids or exact names.' }) @ApiPropertyOptional({ type: [String] }) upgrades?: string[];
}

@InputType('ArmadaFleetSquadronInput')
export class ArmadaFleetSquadronInput {
  @Field(() => String, { description: 'Squadron card id or exact name.' }) @ApiProperty({ example: 'vulture-class-droid-fighter-squadron' }) squadron: string;
  @Field(() => Int, { nullable: true, description: 'Copies, default 1.' }) @ApiPropertyOptional({ example: 2 }) count?: number;
}

/** The outer shape only; the engine checks the cards and values and names the field it refuses. */
@InputType('ArmadaFleetListInput', { description: 'A fleet list; cards by catalog id or exact English or German name.' })
export class ArmadaFleetListInput {
  @Field(() => String, { nullable: true, description: 'republic or separatist; taken from the first ship when absent.' })
  @ApiPropertyOptional({ enum: ['republic', 'separatist'] })
  @IsOptional()
  @IsString()
  faction?: string;

  @Field(() => String, { nullable: true, description: 'standard (400 points, default) or starter (200).' })
  @ApiPropertyOptional({ enum: ['standard', 'starter'] })
  @IsOptional()
  @IsString()
  format?: string;

  @Field(() => Int, { nullable: true, description: 'An agreed point limit; wins over format.' })
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  pointLimit?: number;

  @Field(() => String, { nullable: true, description: 'current (AMG final errata, default) or printed.' })
  @ApiPropertyOptional({ enum: ['current', 'printed'] })
  @IsOptional()
  @IsString()
  pointsEdition?: string;

  @Field(() => [ArmadaFleetShipInput])
  @ApiProperty({ type: [ArmadaFleetShipInput] })
  @IsArray()
  ships: ArmadaFleetShipInput[];

  @Field(() => [ArmadaFleetSquadronInput], { nullable: true })
  @ApiPropertyOptional({ type: [ArmadaFleetSquadronInput] })
  @IsOptional()
  @IsArray()
  squadrons?: ArmadaFleetSquadronInput[];

  @Field(() => [String], { nullable: true, description: 'Three objective card ids or names, one per category.' })
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  objectives?: string[];
}
