import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
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
import { ArmadaFactionCardArgs, CatalogPageArgs } from './catalog.inputs.js';
import { CatalogService } from './catalog.service.js';

const PROBLEM = { description: 'Problem details (application/problem+json) with code and messages {de, en}.' };
const BY_ID = 'One card by id or exact English or German name (an ambiguous name finds nothing)';

/** Star Wars: Armada's cards (Clone Wars), filtered and paged. */
@ApiTags('catalog')
@Controller('v1/catalog/armada')
export class ArmadaCatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('ships')
  @ApiOperation({ summary: 'Ship cards; filter by faction, fuzzy name' })
  @ApiResponse({ status: 200, type: ArmadaShipPage })
  @ApiResponse({ status: 400, ...PROBLEM })
  ships(@Query() args: ArmadaFactionCardArgs): ArmadaShipPage {
    return this.catalog.armadaCards('ships', args) as ArmadaShipPage;
  }

  @Get('ships/:id')
  @ApiOperation({ summary: BY_ID })
  @ApiResponse({ status: 200, type: ArmadaShipModel })
  @ApiResponse({ status: 404, ...PROBLEM })
  ship(@Param('id') id: string): ArmadaShipModel {
    return this.catalog.armadaCard('ships', id) as ArmadaShipModel;
  }

  @Get('squadrons')
  @ApiOperation({ summary: 'Squadron cards; filter by faction, fuzzy name' })
  @ApiResponse({ status: 200, type: ArmadaSquadronPage })
  @ApiResponse({ status: 400, ...PROBLEM })
  squadrons(@Query() args: ArmadaFactionCardArgs): ArmadaSquadronPage {
    return this.catalog.armadaCards('squadrons', args) as ArmadaSquadronPage;
  }

  @Get('squadrons/:id')
  @ApiOperation({ summary: BY_ID })
  @ApiResponse({ status: 200, type: ArmadaSquadronModel })
  @ApiResponse({ status: 404, ...PROBLEM })
  squadron(@Param('id') id: string): ArmadaSquadronModel {
    return this.catalog.armadaCard('squadrons', id) as ArmadaSquadronModel;
  }

  @Get('upgrades')
  @ApiOperation({ summary: 'Upgrade cards; filter by faction (cards without a faction symbol fit both), fuzzy name' })
  @ApiResponse({ status: 200, type: ArmadaUpgradePage })
  @ApiResponse({ status: 400, ...PROBLEM })
  upgrades(@Query() args: ArmadaFactionCardArgs): ArmadaUpgradePage {
    return this.catalog.armadaCards('upgrades', args) as ArmadaUpgradePage;
  }

  @Get('upgrades/:id')
  @ApiOperation({ summary: BY_ID })
  @ApiResponse({ status: 200, type: ArmadaUpgradeModel })
  @ApiResponse({ status: 404, ...PROBLEM })
  upgrade(@Param('id') id: string): ArmadaUpgradeModel {
    return this.catalog.armadaCard('upgrades', id) as ArmadaUpgradeModel;
  }

  @Get('objectives')
  @ApiOperation({ summary: 'Objective cards; fuzzy name' })
  @ApiResponse({ status: 200, type: ArmadaObjectivePage })
  @ApiResponse({ status: 400, ...PROBLEM })
  objectives(@Query() args: CatalogPageArgs): ArmadaObjectivePage {
    return this.catalog.armadaCards('objectives', args) as ArmadaObjectivePage;
  }

  @Get('objectives/:id')
  @ApiOperation({ summary: BY_ID })
  @ApiResponse({ status: 200, type: ArmadaObjectiveModel })
  @ApiResponse({ status: 404, ...PROBLEM })
  objective(@Param('id') id: string): ArmadaObjectiveModel {
    return this.catalog.armadaCard('objectives', id) as ArmadaObjectiveModel;
  }

  @Get('damage-cards')
  @ApiOperation({ summary: 'The damage cards (52 in the deck: see amount); fuzzy name' })
  @ApiResponse({ status: 200, type: ArmadaDamageCardPage })
  @ApiResponse({ status: 400, ...PROBLEM })
  damageCards(@Query() args: CatalogPageArgs): ArmadaDamageCardPage {
    return this.catalog.armadaCards('damage-cards', args) as ArmadaDamageCardPage;
  }

  @Get('damage-cards/:id')
  @ApiOperation({ summary: BY_ID })
  @ApiResponse({ status: 200, type: ArmadaDamageCardModel })
  @ApiResponse({ status: 404, ...PROBLEM })
  damageCard(@Param('id') id: string): ArmadaDamageCardModel {
    return this.catalog.armadaCard('damage-cards', id) as ArmadaDamageCardModel;
  }
}
