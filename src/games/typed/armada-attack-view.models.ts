import { createUnionType, Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ArmadaDiceCountModel } from '../../catalog/armada-catalog.models.js';

/** The engine's string unions (src/engine/armada/attack/attack.types.ts, catalog.types.ts) as enums. */
export enum ArmadaAttackStatus {
  idle = 'idle',
  active = 'active',
  over = 'over',
}
registerEnumType(ArmadaAttackStatus, { name: 'ArmadaAttackStatus' });

export enum ArmadaAttackKind {
  normal = 'normal',
  salvo = 'salvo',
  counter = 'counter',
}
registerEnumType(ArmadaAttackKind, { name: 'ArmadaAttackKind' });

export enum ArmadaAttackStep {
  obstruction = 'obstruction',
  roll = 'roll',
  effects = 'effects',
  defense = 'defense',
  critical = 'critical',
  damage = 'damage',
  redirect = 'redirect',
  resolve = 'resolve',
  followUp = 'followUp',
  ended = 'ended',
}
registerEnumType(ArmadaAttackStep, { name: 'ArmadaAttackStep' });

export enum ArmadaHullZone {
  front = 'front',
  left = 'left',
  right = 'right',
  rear = 'rear',
}
registerEnumType(ArmadaHullZone, { name: 'ArmadaHullZone' });

export enum ArmadaDieColor {
  red = 'red',
  blue = 'blue',
  black = 'black',
}
registerEnumType(ArmadaDieColor, { name: 'ArmadaDieColor' });

export enum ArmadaDefenseTokenType {
  redirect = 'redirect',
  evade = 'evade',
  brace = 'brace',
  scatter = 'scatter',
  contain = 'contain',
  salvo = 'salvo',
}
registerEnumType(ArmadaDefenseTokenType, { name: 'ArmadaDefenseTokenType' });

export enum ArmadaDefenseTokenState {
  ready = 'ready',
  exhausted = 'exhausted',
  discarded = 'discarded',
}
registerEnumType(ArmadaDefenseTokenState, { name: 'ArmadaDefenseTokenState' });

@ObjectType('ArmadaDefenseToken')
export class ArmadaDefenseTokenModel {
  @Field(() => ArmadaDefenseTokenType) type: ArmadaDefenseTokenType;
  @Field(() => ArmadaDefenseTokenState) state: ArmadaDefenseTokenState;
}

@ObjectType('ArmadaShields', { description: 'Shields left per hull zone.' })
export class ArmadaShieldsModel {
  @Field(() => Int) front: number;
  @Field(() => Int) left: number;
  @Field(() => Int) right: number;
  @Field(() => Int) rear: number;
}

@ObjectType('ArmadaAttackShip', { description: 'A ship in the attack; its facedown damage cards are only counted.' })
export class ArmadaAttackShipModel {
  @Field() id: string;
  @Field({ description: 'Ship card id.' }) card: string;
  @Field(() => Int) seat: number;
  @Field(() => ArmadaHullZone, { description: 'The attacking or the defending hull zone.' }) zone: ArmadaHullZone;
  @Field(() => Int) speed: number;
  @Field(() => ArmadaShieldsModel) shields: ArmadaShieldsModel;
  @Field(() => [ArmadaDefenseTokenModel]) defenseTokens: ArmadaDefenseTokenModel[];
  @Field(() => [String]) faceupDamage: string[];
  @Field(() => Int) facedownDamage: number;
  @Field() concentrateFireDial: boolean;
  @Field() concentrateFireToken: boolean;
}

@ObjectType('ArmadaAttackSquadron', { description: 'A squadron in the attack.' })
export class ArmadaAttackSquadronModel {
  @Field() id: string;
  @Field({ description: 'Squadron card id.' }) card: string;
  @Field(() => Int) seat: number;
  @Field(() => Int) hull: number;
  @Field(() => [ArmadaDefenseTokenModel]) defenseTokens: ArmadaDefenseTokenModel[];
  @Field() activatedBySquadronCommand: boolean;
}

export const ArmadaAttackCombatant = createUnionType({
  name: 'ArmadaAttackCombatant',
  types: () => [ArmadaAttackShipModel, ArmadaAttackSquadronModel] as const,
  resolveType: (c: { kind: 'ship' | 'squadron' }) => (c.kind === 'ship' ? ArmadaAttackShipModel : ArmadaAttackSquadronModel),
});

@ObjectType('ArmadaAttackDie')
export class ArmadaAttackDieModel {
  @Field(() => ArmadaDieColor) color: ArmadaDieColor;
  @Field({ description: 'blank, hit, crit, accuracy, hit+hit or hit+crit.' }) face: string;
  @Field() cancelled: boolean;
  @Field() spent: boolean;
}

@ObjectType('ArmadaAttackRecord', { description: 'Where one attack stands (the attack, then a salvo or counter).' })
export class ArmadaAttackRecordModel {
  @Field(() => ArmadaAttackKind) kind: ArmadaAttackKind;
  @Field() attacker: string;
  @Field() defender: string;
  @Field({ description: 'close, medium, long or distance-1.' }) range: string;
  @Field() obstructed: boolean;
  @Field(() => ArmadaAttackStep) step: ArmadaAttackStep;
  @Field(() => ArmadaDiceCountModel) pool: ArmadaDiceCountModel;
  @Field(() => [ArmadaAttackDieModel]) dice: ArmadaAttackDieModel[];
  @Field() concentrateFireDialUsed: boolean;
  @Field() concentrateFireTokenUsed: boolean;
  @Field() swarmEligible: boolean;
  @Field() swarmUsed: boolean;
  @Field(() => Int) aiDiceAdded: number;
  @Field(() => [Int]) lockedTokens: number[];
  @Field(() => [Int]) spentTokens: number[];
  @Field(() => ArmadaHullZone, { nullable: true }) redirectZone: ArmadaHullZone | null;
  @Field() braced: boolean;
  @Field() contained: boolean;
  @Field() salvoSpent: boolean;
  @Field() criticalResolved: boolean;
  @Field(() => Int, { nullable: true }) damageTotal: number | null;
  @Field(() => Int, { nullable: true }) redirected: number | null;
}

@ObjectType('ArmadaAttackView', { description: 'armada-attack as every viewer sees it: Game.view, typed.' })
export class ArmadaAttackViewModel {
  @Field(() => ArmadaAttackStatus) status: ArmadaAttackStatus;
  @Field(() => [ArmadaAttackCombatant], { description: "The JSON view's combatants map as a list, in its order; each keeps its id." })
  combatants: (ArmadaAttackShipModel | ArmadaAttackSquadronModel)[];
  @Field(() => [ArmadaAttackRecordModel]) attacks: ArmadaAttackRecordModel[];
  @Field(() => Int, { description: 'Damage cards left; their order is secret.' }) deckSize: number;
  @Field(() => [String]) destroyed: string[];
}
