import { Args, Context, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { ActionResultModel, CreatedGameModel, EventPageModel, GameEventModel, GameInfoModel, GameModel, LegalActionsModel, SandboxDiceModel } from './game.models.js';
import { NewGameInput, ReplaceSandboxDiceInput, SubmitActionInput } from './game.inputs.js';
import { ActionSubmission } from './action-submission.service.js';
import { GameWatch } from './game-watch.service.js';
import { GamesService } from './games.service.js';
import { SandboxDice } from './sandbox-dice.service.js';

/** What every GraphQL operation knows of its caller: the Authorization header or connection parameter. */
export interface GqlContext {
  authorization?: string;
}

@Resolver()
export class GamesResolver {
  constructor(
    private readonly service: GamesService,
    private readonly actions: ActionSubmission,
    private readonly watcher: GameWatch,
    private readonly sandboxDice: SandboxDice,
  ) {}

  @Query(() => [GameInfoModel], { description: 'The games Holocron plays, with their options.' })
  games(): GameInfoModel[] {
    return this.service.list();
  }

  @Query(() => GameModel, { description: 'A game as the caller may see it, now or after event `at`.' })
  game(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
    @Args('at', { type: () => Int, nullable: true, description: 'Time travel: the game after event seq N.' }) at?: number | null,
    @Args('seat', { type: () => Int, nullable: true, description: "Another seat's view: only once ended, with openHistoryWhenEnded." }) seat?: number | null,
  ): Promise<GameModel> {
    return this.service.get(id, ctx.authorization, { at: at ?? undefined, seat: seat ?? undefined });
  }

  @Query(() => LegalActionsModel, { description: "What the caller's seat may do now, or could do after event `at` (informative)." })
  legalActions(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Context() ctx: GqlContext,
    @Args('at', { type: () => Int, nullable: true }) at?: number | null,
    @Args('seat', { type: () => Int, nullable: true }) seat?: number | null,
    @Args('group', { type: () => String, nullable: true, description: 'Only the actions of this group id.' }) group?: string | null,
    @Args('limit', { type: () => Int, nullable: true, description: '1–1000; default: every action.' }) limit?: number | null,
    @Args('offset', { type: () => Int, nullable: true }) offset?: number | null,
  ): Promise<LegalActionsModel> {
    return this.service.legalActions(
      gameId,
      ctx.authorization,
      { at: at ?? undefined, seat: seat ?? undefined },
      { group: group ?? undefined, limit: limit ?? undefined, offset: offset ?? undefined },
    );
  }

  @Query(() => EventPageModel, { description: 'The event log after seq `after`, redacted for the caller.' })
  gameEvents(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('after', { type: () => Int, defaultValue: 0 }) after: number,
    @Args('limit', { type: () => Int, defaultValue: 100 }) limit: number,
    @Context() ctx: GqlContext,
  ): Promise<EventPageModel> {
    return this.service.events(gameId, ctx.authorization, after, limit);
  }

  @Mutation(() => CreatedGameModel, { description: 'Create a game; returns one secret token per seat.' })
  createGame(@Args('input') input: NewGameInput): Promise<CreatedGameModel> {
    return this.service.create(input);
  }

  @Mutation(() => ActionResultModel, { description: 'Submit an action, by id or in machine form, or several steps atomically.' })
  submitAction(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('input') input: SubmitActionInput,
    @Context() ctx: GqlContext,
  ): Promise<ActionResultModel> {
    return this.actions.submit(gameId, ctx.authorization, input);
  }

  @Mutation(() => SandboxDiceModel, { description: "Replace the unused rest of a sandbox game's dice script (any seat of the game)." })
  replaceSandboxDice(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('input') input: ReplaceSandboxDiceInput,
    @Context() ctx: GqlContext,
  ): Promise<SandboxDiceModel> {
    return this.sandboxDice.replace(gameId, ctx.authorization, input);
  }

  @Subscription(() => GameEventModel, {
    description: 'Each new event of a game as the subscriber may see it; `after` replays from that seq first.',
    resolve: (event: GameEventModel) => event,
  })
  gameUpdated(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('after', { type: () => Int, nullable: true }) after: number | undefined,
    @Context() ctx: GqlContext,
  ): Promise<AsyncIterableIterator<GameEventModel>> {
    return this.watcher.watch(gameId, ctx.authorization, after ?? undefined);
  }
}
