import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { ShipCard, UpgradeCard } from '../engine/armada/catalog/catalog.types.js';
import { ArmadaShipModel, ArmadaUpgradeModel } from './armada-catalog.models.js';
import { typedCriticalEffect, typedReadyCost, typedSpeeds, typedStartingTokens } from './armada-catalog-typed.map.js';
import { ArmadaCriticalEffectModel, ArmadaReadyCostModel, ArmadaSpeedModel, ArmadaStartingTokensModel } from './armada-catalog-typed.models.js';

/** Typed siblings of the catalog's JSON fields (CHANGELOG, issue 11); GraphQL only, so REST bodies stay as they are. */
@Resolver(() => ArmadaShipModel)
export class ArmadaShipTypedResolver {
  @ResolveField(() => [ArmadaSpeedModel], { description: 'speedChart, typed: one entry per speed, slowest first.' })
  speeds(@Parent() ship: ArmadaShipModel): ArmadaSpeedModel[] {
    return typedSpeeds(ship.speedChart as ShipCard['speedChart']);
  }
}

@Resolver(() => ArmadaUpgradeModel)
export class ArmadaUpgradeTypedResolver {
  @ResolveField(() => ArmadaReadyCostModel, { nullable: true, description: 'readyCost, typed.' })
  readying(@Parent() upgrade: ArmadaUpgradeModel): ArmadaReadyCostModel | null {
    return typedReadyCost(upgrade.readyCost as UpgradeCard['readyCost']);
  }

  @ResolveField(() => ArmadaStartingTokensModel, { nullable: true, description: 'startingTokens, typed.' })
  tokensAtStart(@Parent() upgrade: ArmadaUpgradeModel): ArmadaStartingTokensModel | null {
    return typedStartingTokens(upgrade.startingTokens as UpgradeCard['startingTokens']);
  }

  @ResolveField(() => ArmadaCriticalEffectModel, { nullable: true, description: 'criticalEffect, typed.' })
  critical(@Parent() upgrade: ArmadaUpgradeModel): ArmadaCriticalEffectModel | null {
    return typedCriticalEffect(upgrade.criticalEffect as UpgradeCard['criticalEffect']);
  }
}
