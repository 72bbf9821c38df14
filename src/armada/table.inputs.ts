import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/*
 * The play area as clients send it. Only the outer request classes carry
 * class-validator decorators: everything inside is the engine's to check, so
 * its refusals (400, ARMADA_MALFORMED_INPUT) name the exact field.
 */

@InputType('ArmadaPoseInput', { description: 'Centre of the base in mm (origin at a corner, x right, y up) and heading in degrees clockwise from +y.' })
export class ArmadaPoseInput {
  @Field(() => Float) @ApiProperty({ example: 450 }) x: number;
  @Field(() => Float) @ApiProperty({ example: 200 }) y: number;
  @Field(() => Float) @ApiProperty({ example: 0 }) heading: number;
}

@InputType('ArmadaPointInput')
export class ArmadaPointInput {
  @Field(() => Float) @ApiProperty() x: number;
  @Field(() => Float) @ApiProperty() y: number;
}

@InputType('ArmadaPlayAreaInput', { description: 'Play area in mm; omit it to skip the "leaves the play area" check.' })
export class ArmadaPlayAreaInput {
  @Field(() => Float) @ApiProperty({ example: 900 }) width: number;
  @Field(() => Float) @ApiProperty({ example: 900 }) height: number;
}

@InputType('ArmadaTableShipInput')
export class ArmadaTableShipInput {
  @Field(() => String, { description: 'Your id for this ship on the table.' }) @ApiProperty({ example: 'hardcell' }) id: string;
  @Field(() => String, { description: 'Ship card id or exact name.' }) @ApiProperty({ example: 'hardcell-class-transport' }) ship: string;
  @Field(() => ArmadaPoseInput) @ApiProperty({ type: ArmadaPoseInput }) pose: ArmadaPoseInput;
  @Field(() => Int, { nullable: true, description: 'The seat it belongs to; needed wherever enemies matter.' }) @ApiPropertyOptional() owner?: number;
}

@InputType('ArmadaTableSquadronInput')
export class ArmadaTableSquadronInput {
  @Field() @ApiProperty() id: string;
  @Field(() => String, { description: 'Squadron card id or exact name.' }) @ApiProperty({ example: 'v-19-torrent-squadron' }) squadron: string;
  @Field(() => ArmadaPointInput) @ApiProperty({ type: ArmadaPointInput }) position: ArmadaPointInput;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional() owner?: number;
}

@InputType('ArmadaTableObstacleInput', { description: 'A named shape (station, debris-1/2, asteroid-1/2/3), or a type with an outline in mm around the pose.' })
export class ArmadaTableObstacleInput {
  @Field() @ApiProperty() id: string;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional({ enum: ['station', 'debris-1', 'debris-2', 'asteroid-1', 'asteroid-2', 'asteroid-3'] }) shape?: string;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional({ enum: ['asteroid', 'debris', 'station'] }) type?: string;
  @Field(() => [ArmadaPointInput], { nullable: true }) @ApiPropertyOptional({ type: [ArmadaPointInput] }) outline?: ArmadaPointInput[];
  @Field(() => ArmadaPoseInput) @ApiProperty({ type: ArmadaPoseInput }) pose: ArmadaPoseInput;
}

@InputType('ArmadaTableInput', { description: 'Everything on the play area.' })
export class ArmadaTableInput {
  @Field(() => ArmadaPlayAreaInput, { nullable: true }) @ApiPropertyOptional({ type: ArmadaPlayAreaInput }) playArea?: ArmadaPlayAreaInput;
  @Field(() => [ArmadaTableShipInput], { nullable: true }) @ApiPropertyOptional({ type: [ArmadaTableShipInput] }) ships?: ArmadaTableShipInput[];
  @Field(() => [ArmadaTableSquadronInput], { nullable: true }) @ApiPropertyOptional({ type: [ArmadaTableSquadronInput] }) squadrons?: ArmadaTableSquadronInput[];
  @Field(() => [ArmadaTableObstacleInput], { nullable: true }) @ApiPropertyOptional({ type: [ArmadaTableObstacleInput] }) obstacles?: ArmadaTableObstacleInput[];
}
