import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ViolationModel } from './violation.models.js';

@ObjectType('ArmadaFleetUpgradeCost')
export class FleetUpgradeCostModel {
  @Field(() => ID) @ApiProperty() id: string;
  @Field(() => Int) @ApiProperty() points: number;
}

@ObjectType('ArmadaFleetShipCost')
export class FleetShipCostModel {
  @Field(() => Int, { description: 'Position in the submitted list.' }) @ApiProperty() index: number;
  @Field(() => ID) @ApiProperty() id: string;
  @Field(() => Int) @ApiProperty() points: number;
  @Field(() => [FleetUpgradeCostModel]) @ApiProperty({ type: [FleetUpgradeCostModel] }) upgrades: FleetUpgradeCostModel[];
}

@ObjectType('ArmadaFleetSquadronCost')
export class FleetSquadronCostModel {
  @Field(() => ID) @ApiProperty() id: string;
  @Field(() => Int) @ApiProperty() count: number;
  @Field(() => Int, { description: 'For all copies.' }) @ApiProperty() points: number;
}

@ObjectType('ArmadaFleetValidation', { description: 'Points per card and every fleet-building rule the list breaks (not just the first).' })
export class FleetValidationModel {
  @Field() @ApiProperty() valid: boolean;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true, enum: ['republic', 'separatist'] }) faction: string | null;
  @Field(() => Int) @ApiProperty({ example: 400 }) pointLimit: number;
  @Field(() => Int) @ApiProperty() points: number;
  @Field(() => Int) @ApiProperty() squadronPoints: number;
  @Field(() => [FleetShipCostModel]) @ApiProperty({ type: [FleetShipCostModel] }) ships: FleetShipCostModel[];
  @Field(() => [FleetSquadronCostModel]) @ApiProperty({ type: [FleetSquadronCostModel] }) squadrons: FleetSquadronCostModel[];
  @Field(() => [ViolationModel]) @ApiProperty({ type: [ViolationModel] }) violations: ViolationModel[];
}
