import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { RebellionCardArgs, RebellionLeaderArgs, RebellionSystemArgs, RebellionUnitArgs } from './catalog.inputs.js';
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
import { CatalogService } from './catalog.service.js';

const PROBLEM = { description: 'Problem details (application/problem+json) with code and messages {de, en}.' };

/** Star Wars: Rebellion's board, units, leaders and cards, filtered and paged. */
@ApiTags('catalog')
@Controller('v1/catalog/rebellion')
export class RebellionCatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('systems')
  @ApiOperation({ summary: 'Systems with their neighbours and probe card; filter by region, populous, fuzzy name' })
  @ApiResponse({ status: 200, type: RebellionSystemPage })
  @ApiResponse({ status: 400, ...PROBLEM })
  systems(@Query() args: RebellionSystemArgs): RebellionSystemPage {
    return this.catalog.rebellionSystems(args) as RebellionSystemPage;
  }

  @Get('systems/:id')
  @ApiOperation({ summary: 'One system by id' })
  @ApiResponse({ status: 200, type: RebellionSystemModel })
  @ApiResponse({ status: 404, ...PROBLEM })
  system(@Param('id') id: string): RebellionSystemModel {
    return this.catalog.rebellionSystem(id) as RebellionSystemModel;
  }

  @Get('units')
  @ApiOperation({ summary: 'Unit types; filter by faction, theater, kind, fuzzy name' })
  @ApiResponse({ status: 200, type: RebellionUnitPage })
  @ApiResponse({ status: 400, ...PROBLEM })
  units(@Query() args: RebellionUnitArgs): RebellionUnitPage {
    return this.catalog.rebellionUnits(args) as RebellionUnitPage;
  }

  @Get('units/:id')
  @ApiOperation({ summary: 'One unit type by id' })
  @ApiResponse({ status: 200, type: RebellionUnitModel })
  @ApiResponse({ status: 404, ...PROBLEM })
  unit(@Param('id') id: string): RebellionUnitModel {
    return this.catalog.rebellionUnit(id) as RebellionUnitModel;
  }

  @Get('leaders')
  @ApiOperation({ summary: 'Leaders; filter by faction, recruitIcon, skill, fuzzy name' })
  @ApiResponse({ status: 200, type: RebellionLeaderPage })
  @ApiResponse({ status: 400, ...PROBLEM })
  leaders(@Query() args: RebellionLeaderArgs): RebellionLeaderPage {
    return this.catalog.rebellionLeaders(args) as RebellionLeaderPage;
  }

  @Get('leaders/:id')
  @ApiOperation({ summary: 'One leader by id' })
  @ApiResponse({ status: 200, type: RebellionLeaderModel })
  @ApiResponse({ status: 404, ...PROBLEM })
  leader(@Param('id') id: string): RebellionLeaderModel {
    return this.catalog.rebellionLeader(id) as RebellionLeaderModel;
  }

  @Get('cards')
  @ApiOperation({ summary: 'Mission, project, action, objective and tactic cards; filter by kind, faction, starting, tier, deck, fuzzy name' })
  @ApiResponse({ status: 200, type: RebellionCardPage })
  @ApiResponse({ status: 400, ...PROBLEM })
  cards(@Query() args: RebellionCardArgs): RebellionCardPage {
    return this.catalog.rebellionCards(args) as RebellionCardPage;
  }

  @Get('cards/:id')
  @ApiOperation({ summary: 'One card by id' })
  @ApiResponse({ status: 200, type: RebellionCardModel })
  @ApiResponse({ status: 404, ...PROBLEM })
  card(@Param('id') id: string): RebellionCardModel {
    return this.catalog.rebellionCard(id) as RebellionCardModel;
  }
}
