import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ArmadaDieColor } from '../games/typed/armada-attack-view.models.js';
import { ArmadaCommand } from '../games/typed/armada-view.models.js';

@ObjectType('ArmadaSpeed', { description: "One column of a ship's speed chart." })
export class ArmadaSpeedModel {
  @Field(() => Int) speed: number;
  @Field(() => [Int], { description: 'Clicks allowed per joint, joint 1 first.' }) clicks: number[];
}

@ObjectType('ArmadaReadyCost', { description: 'Tokens that ready a non-recurring card.' })
export class ArmadaReadyCostModel {
  @Field(() => Int) count: number;
  @Field(() => [ArmadaCommand], { nullable: true, description: 'The command tokens that may be spent; null: any ("any" in JSON).' })
  tokens: ArmadaCommand[] | null;
  @Field(() => String, { nullable: true }) note: string | null;
}

export enum ArmadaStartingTokenKind {
  command_tokens = 'command-tokens',
  command_dials = 'command-dials',
}
registerEnumType(ArmadaStartingTokenKind, { name: 'ArmadaStartingTokenKind', description: 'command_tokens is "command-tokens" in JSON.' });

@ObjectType('ArmadaStartingTokens', { description: "Put on the card when its ship is deployed." })
export class ArmadaStartingTokensModel {
  @Field(() => Int) count: number;
  @Field(() => ArmadaStartingTokenKind) kind: ArmadaStartingTokenKind;
  @Field(() => [ArmadaCommand], { nullable: true, description: 'The commands they may show; null: any ("any" in JSON).' })
  types: ArmadaCommand[] | null;
  @Field(() => String, { nullable: true }) note: string | null;
}

@ObjectType('ArmadaCriticalEffect', { description: 'A critical effect a card gives.' })
export class ArmadaCriticalEffectModel {
  @Field(() => ArmadaDieColor, { nullable: true, description: 'The die colour it needs; null: any.' }) dieColor: ArmadaDieColor | null;
  @Field() effect: string;
}
