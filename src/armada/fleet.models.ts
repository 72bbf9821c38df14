import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ArmadaViolationModel } from './violation.models.js';

@ObjectType('ArmadaFleetUpgradeCost')
export class ArmadaFleetUpgradeCostModel {
  @Field(() => ID) @ApiProperty() id: string;
  @Field(() => Int) @ApiProperty() points: number;
}

@ObjectType('ArmadaFleetShipCost')
export class ArmadaFleetShipCostModel {
  @Field(() => Int, { description: 'Position in the submitted list.' }) @ApiProperty() index: number;
  @Field(() => ID) @ApiProperty() id: string;
  @Field(() => Int) @ApiProperty() points: number;
  @Field(() => [ArmadaFleetUpgradeCostModel]) @ApiProperty({ type: [ArmadaFleetUpgradeCostModel] }) upgrades: ArmadaFleetUpgradeCostModel[];
}

@ObjectType('ArmadaFleetSquadronCost')
export class ArmadaFleetSquadronCostModel {
  @Field(() => ID) @ApiProperty() id: string;
  @Field(() => Int) @ApiProperty() count: number;
  @Field(() => Int, { description: 'For all copies.' }) @ApiProperty() points: number;
}

@ObjectType('ArmadaFleetValidation', { description: 'Points per card and every fleet-building rule the list breaks (not just the first).' })
export class ArmadaFleetValidationModel {
  @Field() @ApiProperty() valid: boolean;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true, enum: ['republic', 'separatist'] }) faction: string | null;
  @Field(() => Int) @ApiProperty({ example: 400 }) pointLimit: number;
  @Field(() => Int) @ApiProperty() points: number;
  @Field(() => Int) @ApiProperty() squadronPoints: number;
  @Field(() => [ArmadaFleetShipCostModel]) @ApiProperty({ type: [ArmadaFleetShipCostModel] }) ships: ArmadaFleetShipCostModel[];
  @Field(() => [ArmadaFleetSquadronCostModel]) @ApiProperty({ type: [ArmadaFleetSquadronCostModel] }) squadrons: ArmadaFleetSquadronCostModel[];
  @Field(() => [ArmadaViolationModel]) @ApiProperty({ type: [ArmadaViolationModel] }) violations: ArmadaViolationModel[];
}
