import { createUnionType, Field, Int, ObjectType } from '@nestjs/graphql';
import { TextModel } from '../game.models.js';

@ObjectType('SeatScore')
export class SeatScoreModel {
  @Field(() => Int) seat: number;
  @Field(() => Int) points: number;
  @Field(() => Int, { nullable: true, description: 'What breaks a tie, where the game has one (rebels-attack: force chips).' }) tieBreak?: number | null;
}

@ObjectType('Resignation', { description: 'A seat conceded (resignGame).' })
export class ResignationModel {
  @Field(() => Int) seat: number;
  @Field(() => [Int]) winners: number[];
}

@ObjectType('Abandonment', { description: 'A seat claimed the win over idle seats (claimWin).' })
export class AbandonmentModel {
  @Field(() => Int) claimedBy: number;
  @Field(() => [Int]) idleSeats: number[];
  @Field({ description: 'ISO time of the last event before the claim.' }) idleSince: string;
  @Field(() => [Int]) winners: number[];
}

export const GameEndingUnion = createUnionType({
  name: 'GameEnding',
  description: 'How a game ended that its rules did not end.',
  types: () => [ResignationModel, AbandonmentModel] as const,
  resolveType: (e: { kind: 'resignation' | 'abandonment' }) => (e.kind === 'resignation' ? ResignationModel : AbandonmentModel),
});

@ObjectType('GameOutcome', { description: 'How a game ended: outcome, typed.' })
export class GameOutcomeModel {
  @Field(() => [Int], { description: 'Empty: nobody won (armada-attack, a drawn Armada game).' }) winners: number[];
  @Field(() => TextModel) reason: TextModel;
  @Field(() => [SeatScoreModel], { nullable: true, description: 'Points per seat, where the game counts them.' }) scores?: SeatScoreModel[] | null;
  @Field(() => GameEndingUnion, { nullable: true, description: 'Set when a resignation or a claimed win ended the game.' })
  endedBy?: ResignationModel | AbandonmentModel | null;
}
