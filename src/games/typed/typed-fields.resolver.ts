import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CreatedGameModel, GameEventModel, GameInfoModel, GameModel, LegalActionModel } from '../game.models.js';
import { GameEndedModel, GameSummaryModel } from '../game-life/game-life.models.js';
import { GameOutcomeModel } from './outcome.models.js';
import { EntryModel, entriesOf } from './entry.model.js';
import { GameKind, kindOf } from './game-kind.enum.js';
import type { AttackView } from '../../engine/armada/attack/attack.view.js';
import { ArmadaAttackViewModel } from './armada-attack-view.models.js';
import { typedArmadaAttackView } from './armada-attack-view.map.js';
import { RebelsAttackViewModel } from './rebels-attack-view.models.js';
import { typedRebelsView, type RebelsEngineView } from './rebels-attack-view.map.js';
import { GameRebellionViewResolver } from './rebellion-view.resolver.js';
import { ActionResultTypedResolver } from './action-result-views.resolver.js';
import { ArmadaViewModel } from './armada-view.models.js';
import { typedArmadaView, type ArmadaEngineView } from './armada-view.map.js';

/**
 * Typed fields beside the JSON ones (CHANGELOG, issue 11), resolved only when
 * asked for, so REST and queries that do not select them pay nothing.
 */
@Resolver(() => LegalActionModel)
export class LegalActionTypedResolver {
  @ResolveField(() => [EntryModel], { description: 'params as typed entries: each key with its value JSON-encoded.' })
  paramEntries(@Parent() action: LegalActionModel): EntryModel[] {
    return entriesOf(action.params);
  }
}

@Resolver(() => GameEventModel)
export class GameEventTypedResolver {
  @ResolveField(() => [EntryModel], { description: 'payload as typed entries: each key with its value JSON-encoded; empty when there is none.' })
  payloadEntries(@Parent() event: GameEventModel): EntryModel[] {
    return entriesOf(event.payload);
  }
}

// Every engine's outcome is the contract's Outcome, plus endedBy when the service ended the game (game-ending.ts).
const typedOutcome = (outcome: unknown): GameOutcomeModel | null => (outcome ?? null) as GameOutcomeModel | null;

@Resolver(() => GameModel)
export class GameTypedResolver {
  @ResolveField(() => GameOutcomeModel, { nullable: true, description: 'outcome, typed; null while the game runs.' })
  result(@Parent() game: GameModel): GameOutcomeModel | null {
    return typedOutcome(game.outcome);
  }

  @ResolveField(() => GameKind, { description: 'The game as an enum (game is its string id).' })
  kind(@Parent() game: GameModel): GameKind {
    return kindOf(game.game);
  }

  @ResolveField(() => RebelsAttackViewModel, { nullable: true, description: 'view, typed, for rebels-attack; null for every other game.' })
  rebelsAttackView(@Parent() game: GameModel): RebelsAttackViewModel | null {
    // view comes from the game's own engine: for rebels-attack, viewRebels.
    return game.game === GameKind.rebels_attack ? typedRebelsView(game.view as RebelsEngineView) : null;
  }

  @ResolveField(() => ArmadaAttackViewModel, { nullable: true, description: 'view, typed, for armada-attack; null for every other game.' })
  armadaAttackView(@Parent() game: GameModel): ArmadaAttackViewModel | null {
    return game.game === GameKind.armada_attack ? typedArmadaAttackView(game.view as AttackView) : null;
  }

  @ResolveField(() => ArmadaViewModel, { nullable: true, description: 'view, typed, for armada; null for every other game.' })
  armadaView(@Parent() game: GameModel): ArmadaViewModel | null {
    return game.game === GameKind.armada ? typedArmadaView(game.view as ArmadaEngineView) : null;
  }
}

@Resolver(() => GameEndedModel)
export class GameEndedTypedResolver {
  @ResolveField(() => GameOutcomeModel, { description: 'outcome, typed.' })
  result(@Parent() ended: GameEndedModel): GameOutcomeModel {
    return typedOutcome(ended.outcome)!;
  }
}

@Resolver(() => GameSummaryModel)
export class GameSummaryTypedResolver {
  @ResolveField(() => GameKind, { description: 'The game as an enum (game is its string id).' })
  kind(@Parent() summary: GameSummaryModel): GameKind {
    return kindOf(summary.game);
  }
}

@Resolver(() => GameInfoModel)
export class GameInfoTypedResolver {
  @ResolveField(() => GameKind, { description: 'The game as an enum (id is its string id).' })
  kind(@Parent() info: GameInfoModel): GameKind {
    return kindOf(info.id);
  }
}

@Resolver(() => CreatedGameModel)
export class CreatedGameTypedResolver {
  @ResolveField(() => GameKind, { description: 'The game as an enum (game is its string id).' })
  kind(@Parent() created: CreatedGameModel): GameKind {
    return kindOf(created.game);
  }
}

export const TYPED_FIELD_RESOLVERS = [
  CreatedGameTypedResolver,
  LegalActionTypedResolver,
  GameEventTypedResolver,
  GameTypedResolver,
  GameEndedTypedResolver,
  GameSummaryTypedResolver,
  GameInfoTypedResolver,
  GameRebellionViewResolver,
  ActionResultTypedResolver,
];
