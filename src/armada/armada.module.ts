import { Module } from '@nestjs/common';
import { ArmadaController } from './armada.controller.js';
import { ArmadaResolver } from './armada.resolver.js';
import { ArmadaService } from './armada.service.js';

@Module({
  controllers: [ArmadaController],
  providers: [ArmadaService, ArmadaResolver],
})
export class ArmadaModule {}
