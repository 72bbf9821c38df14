import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JSONScalar } from '../common/graphql/json.scalar.js';
import { PageOf } from './catalog.page.js';
import { ArmadaFaction } from '../common/graphql/faction.enum.js';

const SIZES = ['small', 'medium', 'large'];
const FACTIONS = ['republic', 'separatist'];

@ObjectType('ArmadaDiceCount', { description: 'Dice of each colour.' })
export class ArmadaDiceCountModel {
  @Field(() => Int) @ApiProperty() red: number;
  @Field(() => Int) @ApiProperty() blue: number;
  @Field(() => Int) @ApiProperty() black: number;
}

@ObjectType('ArmadaHullZoneDice')
export class ArmadaHullZoneDiceModel {
  @Field(() => ArmadaDiceCountModel) @ApiProperty({ type: ArmadaDiceCountModel }) front: ArmadaDiceCountModel;
  @Field(() => ArmadaDiceCountModel) @ApiProperty({ type: ArmadaDiceCountModel }) left: ArmadaDiceCountModel;
  @Field(() => ArmadaDiceCountModel) @ApiProperty({ type: ArmadaDiceCountModel }) right: ArmadaDiceCountModel;
  @Field(() => ArmadaDiceCountModel) @ApiProperty({ type: ArmadaDiceCountModel }) rear: ArmadaDiceCountModel;
}

@ObjectType('ArmadaHullZoneShields')
export class ArmadaHullZoneShieldsModel {
  @Field(() => Int) @ApiProperty() front: number;
  @Field(() => Int) @ApiProperty() left: number;
  @Field(() => Int) @ApiProperty() right: number;
  @Field(() => Int) @ApiProperty() rear: number;
}

@ObjectType('ArmadaPoints', { description: 'current: AMG final errata (January 2025); printed: first print, null if never printed.' })
export class ArmadaPointsModel {
  @Field(() => Int) @ApiProperty() current: number;
  @Field(() => Int, { nullable: true }) @ApiProperty({ type: Number, nullable: true }) printed: number | null;
}

@ObjectType('ArmadaShip', { description: 'A ship card.' })
export class ArmadaShipModel {
  @Field(() => ID) @ApiProperty({ example: 'hardcell-class-transport' }) id: string;
  @Field() @ApiProperty() name: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) nameDe: string | null;
  @Field(() => ArmadaFaction) @ApiProperty({ enum: FACTIONS }) faction: string;
  @Field() @ApiProperty({ enum: SIZES }) size: string;
  @Field(() => Int) @ApiProperty() hull: number;
  @Field(() => Int) @ApiProperty() command: number;
  @Field(() => Int) @ApiProperty() squadron: number;
  @Field(() => Int) @ApiProperty() engineering: number;
  @Field(() => ArmadaHullZoneShieldsModel) @ApiProperty({ type: ArmadaHullZoneShieldsModel }) shields: ArmadaHullZoneShieldsModel;
  @Field(() => ArmadaHullZoneDiceModel) @ApiProperty({ type: ArmadaHullZoneDiceModel }) battery: ArmadaHullZoneDiceModel;
  @Field(() => ArmadaDiceCountModel) @ApiProperty({ type: ArmadaDiceCountModel }) antiSquadron: ArmadaDiceCountModel;
  @Field(() => [String]) @ApiProperty({ type: [String] }) defenseTokens: string[];
  @Field(() => JSONScalar, {
    description: 'Speed → clicks allowed per joint, joint 1 first, e.g. {"1": [1], "2": [1, 0]}.',
    deprecationReason: 'Use speeds: the same chart, typed.',
  })
  @ApiProperty({ type: 'object', additionalProperties: { type: 'array', items: { type: 'integer' } }, example: { '1': [1], '2': [1, 0] } })
  speedChart: Record<string, number[]>;
  @Field(() => Int) @ApiProperty() maxSpeed: number;
  @Field(() => [String], { description: 'Printed upgrade icons; commander and title are implicit.' }) @ApiProperty({ type: [String] }) upgradeBar: string[];
  @Field(() => [String]) @ApiProperty({ type: [String] }) keywords: string[];
  @Field(() => String, { nullable: true, description: 'The ship icon a title card must match.' }) @ApiProperty({ type: String, nullable: true }) titleFamily: string | null;
  @Field(() => ArmadaPointsModel) @ApiProperty({ type: ArmadaPointsModel }) points: ArmadaPointsModel;
  @Field() @ApiProperty() product: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) fleetStarter: string | null;
  @Field({ description: 'The game `armada` plays this card (a module on the card seam; ships and generic squadrons are data the rules read).' })
  @ApiProperty({ description: 'The game armada plays this card.' })
  implemented: boolean;
}

@ObjectType('ArmadaSquadron', { description: 'A squadron card.' })
export class ArmadaSquadronModel {
  @Field(() => ID) @ApiProperty({ example: 'vulture-class-droid-fighter-squadron' }) id: string;
  @Field() @ApiProperty() name: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) nameDe: string | null;
  @Field(() => ArmadaFaction) @ApiProperty({ enum: FACTIONS }) faction: string;
  @Field() @ApiProperty() unique: boolean;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) chassis: string | null;
  @Field(() => Int) @ApiProperty() hull: number;
  @Field(() => Int) @ApiProperty() speed: number;
  @Field(() => ArmadaDiceCountModel) @ApiProperty({ type: ArmadaDiceCountModel }) antiSquadron: ArmadaDiceCountModel;
  @Field(() => ArmadaDiceCountModel) @ApiProperty({ type: ArmadaDiceCountModel }) battery: ArmadaDiceCountModel;
  @Field(() => [String]) @ApiProperty({ type: [String], example: ['Swarm'] }) keywords: string[];
  @Field(() => [String]) @ApiProperty({ type: [String] }) defenseTokens: string[];
  @Field(() => String, { nullable: true, description: "A unique squadron's ability, in our own words." })
  @ApiProperty({ type: String, nullable: true })
  ability: string | null;
  @Field(() => ArmadaPointsModel) @ApiProperty({ type: ArmadaPointsModel }) points: ArmadaPointsModel;
  @Field() @ApiProperty() product: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) fleetStarter: string | null;
  @Field({ description: 'The game `armada` plays this card (a module on the card seam; ships and generic squadrons are data the rules read).' })
  @ApiProperty({ description: 'The game armada plays this card.' })
  implemented: boolean;
}

@ObjectType('ArmadaUpgradeRestrictions')
export class ArmadaUpgradeRestrictionsModel {
  @Field(() => [String], { nullable: true }) @ApiPropertyOptional({ type: [String], enum: SIZES }) shipSize?: string[];
  @Field(() => String, { nullable: true }) @ApiPropertyOptional() shipTrait?: string;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional() shipNameContains?: string;
  @Field({ nullable: true }) @ApiPropertyOptional() flagshipOnly?: boolean;
}

@ObjectType('ArmadaUpgradeBarChanges')
export class ArmadaUpgradeBarChangesModel {
  @Field(() => [String], { nullable: true }) @ApiPropertyOptional({ type: [String] }) add?: string[];
  @Field(() => [String], { nullable: true }) @ApiPropertyOptional({ type: [String] }) forbid?: string[];
}

@ObjectType('ArmadaUpgrade', { description: 'An upgrade card; the effect is an own-words summary, not card text.' })
export class ArmadaUpgradeModel {
  @Field(() => ID) @ApiProperty({ example: 'admiral-trench' }) id: string;
  @Field() @ApiProperty() name: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) nameDe: string | null;
  @Field(() => [String], { description: 'Icons the card needs.' }) @ApiProperty({ type: [String] }) slots: string[];
  @Field(() => [ArmadaFaction], { nullable: true, description: 'null: no faction symbol; two: the split symbol.' })
  @ApiProperty({ type: [String], nullable: true })
  factions: string[] | null;
  @Field() @ApiProperty() unique: boolean;
  @Field() @ApiProperty() modification: boolean;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) titleFamily: string | null;
  @Field(() => ArmadaUpgradeRestrictionsModel, { nullable: true }) @ApiProperty({ type: ArmadaUpgradeRestrictionsModel, nullable: true }) restrictions: ArmadaUpgradeRestrictionsModel | null;
  @Field(() => ArmadaUpgradeBarChangesModel, { nullable: true }) @ApiProperty({ type: ArmadaUpgradeBarChangesModel, nullable: true }) upgradeBarChanges: ArmadaUpgradeBarChangesModel | null;
  @Field(() => ArmadaPointsModel) @ApiProperty({ type: ArmadaPointsModel }) points: ArmadaPointsModel;
  @Field() @ApiProperty() effect: string;
  @Field({ description: 'When the card acts.' }) @ApiProperty() timing: string;
  @Field(() => String, { nullable: true, description: 'recurring, non-recurring, or null when the card is never exhausted.' })
  @ApiProperty({ type: String, nullable: true, enum: ['recurring', 'non-recurring'] })
  recurrence: string | null;
  @Field(() => JSONScalar, {
    nullable: true,
    description: 'Tokens that ready a non-recurring card: {count, tokens: [command] | "any", note?}.',
    deprecationReason: 'Use readying: the same cost, typed.',
  })
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, example: { count: 1, tokens: ['concentrate-fire'] } })
  readyCost: object | null;
  @Field(() => JSONScalar, {
    nullable: true,
    description: 'Put on the card when its ship is deployed: {count, kind: command-tokens | command-dials, types: [command] | "any", note?}.',
    deprecationReason: 'Use tokensAtStart: the same tokens, typed.',
  })
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, example: { count: 5, kind: 'command-tokens', types: ['repair'] } })
  startingTokens: object | null;
  @Field(() => JSONScalar, {
    nullable: true,
    description: 'A critical effect the card gives: {dieColor (null = any), effect}.',
    deprecationReason: 'Use critical: the same effect, typed.',
  })
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, example: { dieColor: 'black', effect: '...' } })
  criticalEffect: object | null;
  @Field(() => [String], { description: 'Fleet starters holding the card: SWM34 (Republic), SWM35 (Separatists).' }) @ApiProperty({ type: [String] }) fleetStarters: string[];
  @Field({ description: 'The game `armada` plays this card (a module on the card seam; ships and generic squadrons are data the rules read).' })
  @ApiProperty({ description: 'The game armada plays this card.' })
  implemented: boolean;
}

@ObjectType('ArmadaObjective', { description: 'An objective card; texts are own-words summaries.' })
export class ArmadaObjectiveModel {
  @Field(() => ID) @ApiProperty() id: string;
  @Field() @ApiProperty() name: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) nameDe: string | null;
  @Field() @ApiProperty({ enum: ['assault', 'defense', 'navigation'] }) category: string;
  @Field(() => Int, { nullable: true }) @ApiProperty({ type: Number, nullable: true }) victoryTokenValue: number | null;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) setup: string | null;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) specialRule: string | null;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) endOfRound: string | null;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) endOfGame: string | null;
  @Field() @ApiProperty() product: string;
  @Field({ description: 'The game `armada` plays this card (a module on the card seam; ships and generic squadrons are data the rules read).' })
  @ApiProperty({ description: 'The game armada plays this card.' })
  implemented: boolean;
}

@ObjectType('ArmadaDamageCard', { description: 'A damage card, how many copies the 52-card deck holds, and what it does when faceup.' })
export class ArmadaDamageCardModel {
  @Field(() => ID) @ApiProperty({ example: 'structural-damage' }) id: string;
  @Field() @ApiProperty() title: string;
  @Field({ description: 'German name: our translation.' }) @ApiProperty({ example: 'Strukturschaden' }) nameDe: string;
  @Field(() => Int) @ApiProperty() amount: number;
  @Field({ description: "The card's trait." }) @ApiProperty({ enum: ['ship', 'crew'] }) type: string;
  @Field({ description: 'What the card does, in our own words.' }) @ApiProperty() text: string;
  @Field() @ApiProperty() textDe: string;
  @Field({ description: 'flips-facedown: acts once when dealt faceup; stays-faceup: acts while faceup.' })
  @ApiProperty({ enum: ['flips-facedown', 'stays-faceup'] })
  persistence: string;
  @Field(() => JSONScalar, { description: 'When the card acts and what it forbids, changes or costs: [{when, as?, effect: {kind, ...}}] (docs/games/armada.md).' })
  @ApiProperty({ type: 'array', items: { type: 'object' }, example: [{ when: 'dealt-faceup', effect: { kind: 'deal-facedown-damage-card', count: 1 } }] })
  rules: object[];
  @Field({ description: 'The game `armada` plays this card (a module on the card seam; ships and generic squadrons are data the rules read).' })
  @ApiProperty({ description: 'The game armada plays this card.' })
  implemented: boolean;
}

@ObjectType('ArmadaShipPage')
export class ArmadaShipPage extends PageOf(ArmadaShipModel) {}

@ObjectType('ArmadaSquadronPage')
export class ArmadaSquadronPage extends PageOf(ArmadaSquadronModel) {}

@ObjectType('ArmadaUpgradePage')
export class ArmadaUpgradePage extends PageOf(ArmadaUpgradeModel) {}

@ObjectType('ArmadaObjectivePage')
export class ArmadaObjectivePage extends PageOf(ArmadaObjectiveModel) {}

@ObjectType('ArmadaDamageCardPage')
export class ArmadaDamageCardPage extends PageOf(ArmadaDamageCardModel) {}
