import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { PicturesController } from './pictures.controller.js';
import { PicturesResolver } from './pictures.resolver.js';
import { PicturesService } from './pictures.service.js';
import { WatchController } from './watch.controller.js';

/** Pictures of games (SVG, PNG) and the spectator page; the renderers themselves are pure (docs/pictures.md). */
@Module({
  imports: [GamesModule],
  controllers: [PicturesController, WatchController],
  providers: [PicturesService, PicturesResolver],
})
export class PicturesModule {}
