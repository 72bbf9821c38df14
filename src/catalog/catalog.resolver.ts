import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import {
  ArmadaDamageCardModel,
  ArmadaDamageCardPage,
  ArmadaObjectiveModel,
  ArmadaObjectivePage,
  ArmadaShipModel,
  ArmadaShipPage,
  ArmadaSquadronModel,
  ArmadaSquadronPage,
  ArmadaUpgradeModel,
  ArmadaUpgradePage,
} from './armada-catalog.models.js';
import { ArmadaFactionCardArgs, CatalogPageArgs, RebellionCardArgs, RebellionLeaderArgs, RebellionSystemArgs, RebellionUnitArgs } from './catalog.inputs.js';
import { CatalogService } from './catalog.service.js';
import {
  RebellionCardModel,
  RebellionCardPage,
  RebellionLeaderModel,
  RebellionLeaderPage,
  RebellionSystemModel,
  RebellionSystemPage,
  RebellionUnitModel,
  RebellionUnitPage,
} from './rebellion-catalog.models.js';

const BY_ID = 'By id or exact English or German name; CATALOG_ENTRY_NOT_FOUND when there is none.';

/** The same catalogs as REST /v1/catalog, one list and one lookup query per kind. */
@Resolver()
export class CatalogResolver {
  constructor(private readonly catalog: CatalogService) {}

  @Query(() => RebellionSystemPage, { description: 'Rebellion systems with neighbours and probe card.' })
  rebellionSystems(@Args() args: RebellionSystemArgs): RebellionSystemPage {
    return this.catalog.rebellionSystems(args) as RebellionSystemPage;
  }

  @Query(() => RebellionSystemModel, { description: 'One Rebellion system by id; CATALOG_ENTRY_NOT_FOUND when there is none.' })
  rebellionSystem(@Args('id', { type: () => ID }) id: string): RebellionSystemModel {
    return this.catalog.rebellionSystem(id) as RebellionSystemModel;
  }

  @Query(() => RebellionUnitPage, { description: 'Rebellion unit types.' })
  rebellionUnits(@Args() args: RebellionUnitArgs): RebellionUnitPage {
    return this.catalog.rebellionUnits(args) as RebellionUnitPage;
  }

  @Query(() => RebellionUnitModel, { description: 'One Rebellion unit type by id.' })
  rebellionUnit(@Args('id', { type: () => ID }) id: string): RebellionUnitModel {
    return this.catalog.rebellionUnit(id) as RebellionUnitModel;
  }

  @Query(() => RebellionLeaderPage, { description: 'Rebellion leaders.' })
  rebellionLeaders(@Args() args: RebellionLeaderArgs): RebellionLeaderPage {
    return this.catalog.rebellionLeaders(args) as RebellionLeaderPage;
  }

  @Query(() => RebellionLeaderModel, { description: 'One Rebellion leader by id.' })
  rebellionLeader(@Args('id', { type: () => ID }) id: string): RebellionLeaderModel {
    return this.catalog.rebellionLeader(id) as RebellionLeaderModel;
  }

  @Query(() => RebellionCardPage, { description: 'Rebellion mission, project, action, objective and tactic cards.' })
  rebellionCards(@Args() args: RebellionCardArgs): RebellionCardPage {
    return this.catalog.rebellionCards(args) as RebellionCardPage;
  }

  @Query(() => RebellionCardModel, { description: 'One Rebellion card by id.' })
  rebellionCard(@Args('id', { type: () => ID }) id: string): RebellionCardModel {
    return this.catalog.rebellionCard(id) as RebellionCardModel;
  }

  @Query(() => ArmadaShipPage, { description: 'Armada ship cards.' })
  armadaShips(@Args() args: ArmadaFactionCardArgs): ArmadaShipPage {
    return this.catalog.armadaCards('ships', args) as ArmadaShipPage;
  }

  @Query(() => ArmadaShipModel, { description: `One Armada ship card. ${BY_ID}` })
  armadaShip(@Args('id', { type: () => ID }) id: string): ArmadaShipModel {
    return this.catalog.armadaCard('ships', id) as ArmadaShipModel;
  }

  @Query(() => ArmadaSquadronPage, { description: 'Armada squadron cards.' })
  armadaSquadrons(@Args() args: ArmadaFactionCardArgs): ArmadaSquadronPage {
    return this.catalog.armadaCards('squadrons', args) as ArmadaSquadronPage;
  }

  @Query(() => ArmadaSquadronModel, { description: `One Armada squadron card. ${BY_ID}` })
  armadaSquadron(@Args('id', { type: () => ID }) id: string): ArmadaSquadronModel {
    return this.catalog.armadaCard('squadrons', id) as ArmadaSquadronModel;
  }

  @Query(() => ArmadaUpgradePage, { description: 'Armada upgrade cards; those without a faction symbol fit both factions.' })
  armadaUpgrades(@Args() args: ArmadaFactionCardArgs): ArmadaUpgradePage {
    return this.catalog.armadaCards('upgrades', args) as ArmadaUpgradePage;
  }

  @Query(() => ArmadaUpgradeModel, { description: `One Armada upgrade card. ${BY_ID}` })
  armadaUpgrade(@Args('id', { type: () => ID }) id: string): ArmadaUpgradeModel {
    return this.catalog.armadaCard('upgrades', id) as ArmadaUpgradeModel;
  }

  @Query(() => ArmadaObjectivePage, { description: 'Armada objective cards.' })
  armadaObjectives(@Args() args: CatalogPageArgs): ArmadaObjectivePage {
    return this.catalog.armadaCards('objectives', args) as ArmadaObjectivePage;
  }

  @Query(() => ArmadaObjectiveModel, { description: `One Armada objective card. ${BY_ID}` })
  armadaObjective(@Args('id', { type: () => ID }) id: string): ArmadaObjectiveModel {
    return this.catalog.armadaCard('objectives', id) as ArmadaObjectiveModel;
  }

  @Query(() => ArmadaDamageCardPage, { description: 'Armada damage cards.' })
  armadaDamageCards(@Args() args: CatalogPageArgs): ArmadaDamageCardPage {
    return this.catalog.armadaCards('damage-cards', args) as ArmadaDamageCardPage;
  }

  @Query(() => ArmadaDamageCardModel, { description: `One Armada damage card. ${BY_ID}` })
  armadaDamageCard(@Args('id', { type: () => ID }) id: string): ArmadaDamageCardModel {
    return this.catalog.armadaCard('damage-cards', id) as ArmadaDamageCardModel;
  }
}
