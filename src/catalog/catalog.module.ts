import { Module } from '@nestjs/common';
import { ArmadaCatalogController } from './armada-catalog.controller.js';
import { ArmadaShipTypedResolver, ArmadaUpgradeTypedResolver } from './armada-catalog-typed.resolver.js';
import { CatalogResolver } from './catalog.resolver.js';
import { CatalogService } from './catalog.service.js';
import { RebellionCatalogController } from './rebellion-catalog.controller.js';

@Module({
  controllers: [RebellionCatalogController, ArmadaCatalogController],
  providers: [CatalogService, CatalogResolver, ArmadaShipTypedResolver, ArmadaUpgradeTypedResolver],
})
export class CatalogModule {}
