import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { TextModel } from '../game.models.js';

/** The engine's phases (src/engine/rebels-attack/rebels.state.ts). */
export enum RebelsAttackPhase {
  new = 'new',
  placeGhost = 'placeGhost',
  move = 'move',
  reveal = 'reveal',
  enemy = 'enemy',
  fight = 'fight',
  ended = 'ended',
}
registerEnumType(RebelsAttackPhase, { name: 'RebelsAttackPhase' });

export enum RebelsAttackSquare {
  gap = 'gap',
  faceUp = 'faceUp',
  faceDown = 'faceDown',
}
registerEnumType(RebelsAttackSquare, { name: 'RebelsAttackSquare', description: 'A position on the grid: empty, its tile face up, or face down.' });

export enum RebelsAttackTileCategory {
  enemy = 'enemy',
  ally = 'ally',
  support = 'support',
  nebula = 'nebula',
}
registerEnumType(RebelsAttackTileCategory, { name: 'RebelsAttackTileCategory' });

@ObjectType('RebelsAttackTile', { description: 'A tile face up or held by a player.' })
export class RebelsAttackTileModel {
  @Field({ description: 'This copy, e.g. "tie-fighter#2".' }) id: string;
  @Field({ description: 'The tile type, e.g. "darth-vader".' }) type: string;
  @Field(() => RebelsAttackTileCategory) category: RebelsAttackTileCategory;
  @Field(() => TextModel) name: TextModel;
  @Field(() => Int, { nullable: true, description: 'Enemies only: the white number.' }) strength?: number | null;
  @Field(() => Int, { nullable: true, description: 'Enemies only: victory points.' }) points?: number | null;
}

@ObjectType('RebelsAttackLayout')
export class RebelsAttackLayoutModel {
  @Field({ description: 'hex-odd-r: hexagons in rows, odd rows shifted right.' }) kind: string;
  @Field(() => Int) rows: number;
  @Field(() => Int) cols: number;
  @Field() oddRowsShiftedRight: boolean;
}

@ObjectType('RebelsAttackPosition', { description: 'One position of the grid, as everybody sees it.' })
export class RebelsAttackPositionModel {
  @Field(() => Int) position: number;
  @Field() name: string;
  @Field(() => Int) row: number;
  @Field(() => Int) col: number;
  @Field(() => [Int]) neighbours: number[];
  @Field(() => RebelsAttackSquare) state: RebelsAttackSquare;
  @Field(() => RebelsAttackTileModel, { nullable: true, description: 'Only while face up.' }) tile?: RebelsAttackTileModel | null;
  @Field(() => Int, { nullable: true, description: "The seat whose Ghost stands here." }) ghost: number | null;
}

@ObjectType('RebelsAttackStack')
export class RebelsAttackStackModel {
  @Field(() => Int, { description: 'Face-down tiles left; their order is hidden from all.' }) count: number;
}

@ObjectType('RebelsAttackPlayer')
export class RebelsAttackPlayerModel {
  @Field(() => Int) seat: number;
  @Field(() => Int, { nullable: true, description: "The Ghost's position; null before it is placed." }) ghost: number | null;
  @Field(() => RebelsAttackTileModel, { nullable: true }) support: RebelsAttackTileModel | null;
  @Field(() => RebelsAttackTileModel, { nullable: true }) ally: RebelsAttackTileModel | null;
  @Field(() => [RebelsAttackTileModel]) enemies: RebelsAttackTileModel[];
  @Field(() => Int) forceChips: number;
  @Field(() => Int) points: number;
}

@ObjectType('RebelsAttackDuel', { description: 'The dice duel in progress.' })
export class RebelsAttackDuelModel {
  @Field(() => Int) position: number;
  @Field(() => Int) enemyDie: number;
  @Field(() => Int) enemyStrength: number;
  @Field(() => Int) playerDie: number;
}

@ObjectType('RebelsAttackEnemyValue', { description: "One enemy type's values in this game (the JSON view's enemyValues map as a list)." })
export class RebelsAttackEnemyValueModel {
  @Field() type: string;
  @Field(() => Int) strength: number;
  @Field(() => Int) points: number;
}

@ObjectType('RebelsAttackView', { description: 'Angriff der Rebellen as the caller sees it: Game.view, typed.' })
export class RebelsAttackViewModel {
  @Field() sandbox: boolean;
  @Field(() => Int, { nullable: true, description: "The caller's seat; null for spectators." }) you: number | null;
  @Field(() => RebelsAttackLayoutModel) layout: RebelsAttackLayoutModel;
  @Field(() => RebelsAttackPhase) phase: RebelsAttackPhase;
  @Field(() => Int) turn: number;
  @Field(() => Int, { nullable: true, description: 'The seat to play; null once ended.' }) current: number | null;
  @Field() extraTurn: boolean;
  @Field(() => [RebelsAttackPositionModel]) board: RebelsAttackPositionModel[];
  @Field(() => RebelsAttackStackModel) stack: RebelsAttackStackModel;
  @Field(() => Int) forceChipSupply: number;
  @Field(() => [RebelsAttackPlayerModel]) players: RebelsAttackPlayerModel[];
  @Field(() => RebelsAttackDuelModel, { nullable: true }) duel: RebelsAttackDuelModel | null;
  @Field(() => [RebelsAttackEnemyValueModel]) enemyValues: RebelsAttackEnemyValueModel[];
}
