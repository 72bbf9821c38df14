import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../games.resolver.js';
import { GameEnder } from './game-ender.service.js';
import { callerTokens } from './game-life.controller.js';
import { EndGameInput, GameEndedModel, GamePageModel } from './game-life.models.js';
import { GameLists } from './game-lists.service.js';

/** A game's life over GraphQL: the same as GameLifeController (docs/game-life.md). */
@Resolver()
export class GameLifeResolver {
  constructor(
    private readonly ender: GameEnder,
    private readonly lists: GameLists,
  ) {}

  @Mutation(() => GameEndedModel, { description: "The caller's seat concedes: the game ends, every other side wins." })
  resignGame(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('input', { type: () => EndGameInput, nullable: true }) input: EndGameInput | null,
    @Context() ctx: GqlContext,
  ): Promise<GameEndedModel> {
    return this.ender.resign(gameId, ctx.authorization, input ?? {});
  }

  @Mutation(() => GameEndedModel, { description: 'Claim the win over seats the game has waited for longer than the abandon time.' })
  claimWin(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('input', { type: () => EndGameInput, nullable: true }) input: EndGameInput | null,
    @Context() ctx: GqlContext,
  ): Promise<GameEndedModel> {
    return this.ender.claimWin(gameId, ctx.authorization, input ?? {});
  }

  @Query(() => GamePageModel, { description: 'Games created with a tag, newest first.' })
  gameList(
    @Args('tag') tag: string,
    @Args('status', { type: () => String, nullable: true }) status: string | null,
    @Args('game', { type: () => String, nullable: true }) game: string | null,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
  ): Promise<GamePageModel> {
    return this.lists.byTag(tag, { status: status ?? undefined, game: game ?? undefined, limit, offset });
  }

  @Query(() => GamePageModel, { description: "The games of the caller's seat token (Authorization) and of `tokens`, newest first." })
  myGames(
    @Args('tokens', { type: () => [String], nullable: true }) tokens: string[] | null,
    @Args('status', { type: () => String, nullable: true }) status: string | null,
    @Args('game', { type: () => String, nullable: true }) game: string | null,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Context() ctx: GqlContext,
  ): Promise<GamePageModel> {
    return this.lists.byTokens(callerTokens(ctx.authorization, tokens ?? undefined), { status: status ?? undefined, game: game ?? undefined, limit, offset });
  }
}
