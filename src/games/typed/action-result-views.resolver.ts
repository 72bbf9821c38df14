import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { AttackView } from '../../engine/armada/attack/attack.view.js';
import type { RebellionView } from '../../engine/rebellion/rebellion.view.js';
import { ActionResultModel, RESULT_GAME } from '../game.models.js';
import { ArmadaAttackViewModel } from './armada-attack-view.models.js';
import { typedArmadaAttackView } from './armada-attack-view.map.js';
import { ArmadaViewModel } from './armada-view.models.js';
import { typedArmadaView, type ArmadaEngineView } from './armada-view.map.js';
import { GameKind } from './game-kind.enum.js';
import { typedRebellionView } from './rebellion-view.map.js';
import { RebellionViewModel } from './rebellion-view.models.js';
import { RebelsAttackViewModel } from './rebels-attack-view.models.js';
import { typedRebelsView, type RebelsEngineView } from './rebels-attack-view.map.js';

/**
 * submitAction's view, typed (CHANGELOG, issue 11): the same maps as Game's typed views, from the
 * same seat view the deprecated JSON field answers; the game comes from RESULT_GAME.
 */
@Resolver(() => ActionResultModel)
export class ActionResultTypedResolver {
  @ResolveField(() => RebelsAttackViewModel, { nullable: true, description: 'view, typed, for rebels-attack; null for every other game.' })
  rebelsAttackView(@Parent() result: ActionResultModel): RebelsAttackViewModel | null {
    return result[RESULT_GAME] === GameKind.rebels_attack ? typedRebelsView(result.view as RebelsEngineView) : null;
  }

  @ResolveField(() => ArmadaAttackViewModel, { nullable: true, description: 'view, typed, for armada-attack; null for every other game.' })
  armadaAttackView(@Parent() result: ActionResultModel): ArmadaAttackViewModel | null {
    return result[RESULT_GAME] === GameKind.armada_attack ? typedArmadaAttackView(result.view as AttackView) : null;
  }

  @ResolveField(() => ArmadaViewModel, { nullable: true, description: 'view, typed, for armada; null for every other game.' })
  armadaView(@Parent() result: ActionResultModel): ArmadaViewModel | null {
    return result[RESULT_GAME] === GameKind.armada ? typedArmadaView(result.view as ArmadaEngineView) : null;
  }

  @ResolveField(() => RebellionViewModel, {
    nullable: true,
    description: "view, typed, for rebellion: what the caller's seat may see, nothing more; null for every other game.",
  })
  rebellionView(@Parent() result: ActionResultModel): RebellionViewModel | null {
    return result[RESULT_GAME] === GameKind.rebellion ? typedRebellionView(result.view as RebellionView) : null;
  }
}
