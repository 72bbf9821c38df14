import { Module } from '@nestjs/common';
import { ExplorerController } from './explorer.controller.js';

/** The GraphQL explorer, bundled from npm packages: no CDN. */
@Module({ controllers: [ExplorerController] })
export class ExplorerModule {}
