import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArmadaDiceCountModel } from '../catalog/armada-catalog.models.js';
import { ArmadaViolationModel } from './violation.models.js';

const ZONES = ['front', 'left', 'right', 'rear'];
const RANGES = ['close', 'medium', 'long'];

@ObjectType('ArmadaPose', { description: 'Centre of the base in mm and heading in degrees clockwise from +y.' })
export class ArmadaPoseModel {
  @Field(() => Float) @ApiProperty() x: number;
  @Field(() => Float) @ApiProperty() y: number;
  @Field(() => Float) @ApiProperty() heading: number;
}

@ObjectType('ArmadaObstacleEffect', { description: 'What the obstacle does to a ship ending its move on it.' })
export class ArmadaObstacleEffectModel {
  @Field() @ApiProperty({ enum: ['faceup-damage-card', 'damage-to-any-hull-zone', 'may-discard-damage-card'] }) kind: string;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional() cards?: number;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional() damage?: number;
}

@ObjectType('ArmadaObstacleHit')
export class ArmadaObstacleHitModel {
  @Field(() => ID) @ApiProperty() id: string;
  @Field() @ApiProperty({ enum: ['asteroid', 'debris', 'station'] }) type: string;
  @Field(() => ArmadaObstacleEffectModel) @ApiProperty({ type: ArmadaObstacleEffectModel }) effect: ArmadaObstacleEffectModel;
}

@ObjectType('ArmadaManeuverOutcome', { description: 'How one course ends with the tool on one side (no tool at speed 0).' })
export class ArmadaManeuverOutcomeModel {
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true, enum: ['left', 'right'] }) side: string | null;
  @Field({ description: 'False when the ship would overlap the tool at its final position: use the other side.' }) @ApiProperty() legal: boolean;
  @Field(() => ArmadaViolationModel, { nullable: true }) @ApiPropertyOptional({ type: ArmadaViolationModel }) violation?: ArmadaViolationModel;
  @Field(() => ArmadaPoseModel) @ApiProperty({ type: ArmadaPoseModel }) intendedPose: ArmadaPoseModel;
  @Field(() => Int, { description: 'After temporary speed reductions for overlapped ships.' }) @ApiProperty() executedSpeed: number;
  @Field(() => ArmadaPoseModel) @ApiProperty({ type: ArmadaPoseModel }) finalPose: ArmadaPoseModel;
  @Field(() => [String]) @ApiProperty({ type: [String] }) overlappedShips: string[];
  @Field(() => String, { nullable: true, description: 'The closest overlapped ship: both take a facedown damage card.' })
  @ApiProperty({ type: String, nullable: true })
  collidedWith: string | null;
  @Field(() => [String], { description: 'Squadrons under the final position, to be placed touching the ship by the opponent.' })
  @ApiProperty({ type: [String] })
  displacedSquadrons: string[];
  @Field(() => [ArmadaObstacleHitModel]) @ApiProperty({ type: [ArmadaObstacleHitModel] }) obstacles: ArmadaObstacleHitModel[];
  @Field(() => Boolean, { nullable: true, description: 'null when the table gave no play area.' }) @ApiProperty({ type: Boolean, nullable: true }) leavesPlayArea: boolean | null;
}

@ObjectType('ArmadaNavigateSpend')
export class ArmadaNavigateSpendModel {
  @Field() @ApiProperty() dial: boolean;
  @Field() @ApiProperty() token: boolean;
}

@ObjectType('ArmadaCourseOption')
export class ArmadaCourseOptionModel {
  @Field(() => [Int], { description: 'Clicks per joint, joint 1 first; positive = right.' }) @ApiProperty({ type: [Number] }) yaw: number[];
  @Field(() => Int, { nullable: true, description: "The joint (0-based) using the navigate dial's extra click." })
  @ApiProperty({ type: Number, nullable: true })
  extraClickJoint: number | null;
  @Field(() => [ArmadaNavigateSpendModel], { description: 'Ways to pay for it with the navigate command.' }) @ApiProperty({ type: [ArmadaNavigateSpendModel] }) spend: ArmadaNavigateSpendModel[];
  @Field(() => [ArmadaManeuverOutcomeModel]) @ApiProperty({ type: [ArmadaManeuverOutcomeModel] }) outcomes: ArmadaManeuverOutcomeModel[];
}

@ObjectType('ArmadaSpeedOption')
export class ArmadaSpeedOptionModel {
  @Field(() => Int) @ApiProperty() speed: number;
  @Field(() => Int) @ApiProperty() speedChange: number;
  @Field(() => [ArmadaCourseOptionModel]) @ApiProperty({ type: [ArmadaCourseOptionModel] }) courses: ArmadaCourseOptionModel[];
}

@ObjectType('ArmadaManeuverOptions', { description: 'Every course at every speed the ship may move, each with both tool sides.' })
export class ArmadaManeuverOptionsModel {
  @Field(() => ID) @ApiProperty() ship: string;
  @Field(() => ArmadaPoseModel) @ApiProperty({ type: ArmadaPoseModel }) start: ArmadaPoseModel;
  @Field(() => Int) @ApiProperty() speed: number;
  @Field(() => [ArmadaSpeedOptionModel]) @ApiProperty({ type: [ArmadaSpeedOptionModel] }) options: ArmadaSpeedOptionModel[];
}

@ObjectType('ArmadaAttacker')
export class ArmadaAttackerModel {
  @Field() @ApiProperty({ enum: ['ship', 'squadron'] }) kind: string;
  @Field(() => ID) @ApiProperty() id: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true, enum: ZONES }) zone: string | null;
}

@ObjectType('ArmadaAttackTarget')
export class ArmadaAttackTargetModel {
  @Field() @ApiProperty({ enum: ['ship', 'squadron'] }) kind: string;
  @Field(() => ID) @ApiProperty() id: string;
  @Field(() => String, { nullable: true, description: 'The defending hull zone of a ship.' }) @ApiProperty({ type: String, nullable: true, enum: ZONES }) zone: string | null;
  @Field() @ApiProperty() inArc: boolean;
  @Field(() => Float, { nullable: true, description: 'To the part inside the arc, mm.' }) @ApiProperty({ type: Number, nullable: true }) distanceMm: number | null;
  @Field(() => String, { nullable: true, description: 'null beyond attack range.' }) @ApiProperty({ type: String, nullable: true, enum: [...RANGES, 'distance-1'] }) range: string | null;
  @Field() @ApiProperty() lineOfSight: boolean;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true, enum: ZONES }) blockedByZone: string | null;
  @Field(() => [String], { description: 'Obstacles and ships the line of sight crosses: the attacker removes one die.' })
  @ApiProperty({ type: [String] })
  obstructedBy: string[];
  @Field(() => ArmadaDiceCountModel, { description: 'Dice allowed at this range, before removing one for obstruction.' }) @ApiProperty({ type: ArmadaDiceCountModel }) dice: ArmadaDiceCountModel;
  @Field() @ApiProperty() canAttack: boolean;
  @Field(() => [ArmadaViolationModel], { description: 'Why not, when it cannot.' }) @ApiProperty({ type: [ArmadaViolationModel] }) reasons: ArmadaViolationModel[];
}

@ObjectType('ArmadaAttackOptions')
export class ArmadaAttackOptionsModel {
  @Field(() => ArmadaAttackerModel) @ApiProperty({ type: ArmadaAttackerModel }) attacker: ArmadaAttackerModel;
  @Field(() => [String], { description: 'Squadrons at distance 1 of a squadron attacker.' }) @ApiProperty({ type: [String] }) engagedWith: string[];
  @Field(() => [ArmadaAttackTargetModel]) @ApiProperty({ type: [ArmadaAttackTargetModel] }) targets: ArmadaAttackTargetModel[];
}

@ObjectType('ArmadaSquadronReach')
export class ArmadaSquadronReachModel {
  @Field(() => ID) @ApiProperty() id: string;
  @Field(() => Int) @ApiProperty() speed: number;
  @Field(() => Float, { description: 'The centre may end anywhere within this many mm of where it started.' }) @ApiProperty() reachMm: number;
  @Field(() => [String]) @ApiProperty({ type: [String] }) engagedWith: string[];
  @Field() @ApiProperty() canMove: boolean;
  @Field(() => [ArmadaViolationModel]) @ApiProperty({ type: [ArmadaViolationModel] }) reasons: ArmadaViolationModel[];
}

@ObjectType('ArmadaSquadronPlacement', { description: 'A legal destination; illegal ones are refused with 422 and the rule.' })
export class ArmadaSquadronPlacementModel {
  @Field() @ApiProperty() ok: boolean;
  @Field(() => Float) @ApiProperty() distanceMm: number;
  @Field(() => Boolean, { nullable: true }) @ApiProperty({ type: Boolean, nullable: true }) leavesPlayArea: boolean | null;
}

@ObjectType('ArmadaMeasurement', { description: 'Closest-point length between two models, ignoring arcs; symmetric.' })
export class ArmadaMeasurementModel {
  @Field(() => Float) @ApiProperty() mm: number;
  @Field(() => String, { nullable: true, description: 'null beyond long range.' }) @ApiProperty({ type: String, nullable: true, enum: RANGES }) range: string | null;
  @Field(() => Int, { nullable: true, description: 'Distance band 1–5; null beyond 5.' }) @ApiProperty({ type: Number, nullable: true }) distance: number | null;
}
