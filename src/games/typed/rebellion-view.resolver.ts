import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { RebellionView } from '../../engine/rebellion/rebellion.view.js';
import { GameModel } from '../game.models.js';
import { GameKind } from './game-kind.enum.js';
import { typedRebellionView } from './rebellion-view.map.js';
import { RebellionViewModel } from './rebellion-view.models.js';

/** Game.rebellionView: a resolver of its own beside GameTypedResolver, so each game's typed view is added alone. */
@Resolver(() => GameModel)
export class GameRebellionViewResolver {
  @ResolveField(() => RebellionViewModel, {
    nullable: true,
    description: "view, typed, for rebellion: what the caller's seat (or a spectator) may see, nothing more; null for every other game.",
  })
  rebellionView(@Parent() game: GameModel): RebellionViewModel | null {
    // view is the rebellion engine's view for the caller, already redacted (rebellion.view.ts).
    return game.game === GameKind.rebellion ? typedRebellionView(game.view as RebellionView) : null;
  }
}
