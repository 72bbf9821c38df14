import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { findGame } from '../engine/games.registry.js';
import { parseLang, PicturesService } from './pictures.service.js';
import { WATCH_POLICY, watchPage } from './watch.page.js';

/** `/watch/:id`: a page for spectators that shows the picture and follows the game live. */
@ApiTags('games')
@Controller('watch')
export class WatchController {
  constructor(private readonly pictures: PicturesService) {}

  @Get(':id')
  @ApiOperation({ summary: 'A spectator page: the public picture, updated live over the gameUpdated subscription' })
  @ApiProduces('text/html')
  @ApiQuery({ name: 'lang', required: false, enum: ['de', 'en'] })
  @ApiResponse({ status: 200, description: 'HTML with the picture and a small script, nothing from elsewhere.' })
  @ApiResponse({ status: 404, description: 'Problem details: no such game.' })
  async page(@Param('id') id: string, @Query('lang') lang: string | undefined, @Res() res: Response): Promise<void> {
    // Spectators only: a seat token never travels in a URL.
    const picture = await this.pictures.svg({ id, authorization: undefined, lang: parseLang(lang), point: {} });
    const title = findGame(picture.game)!.title;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', WATCH_POLICY);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(watchPage({ id, lang: picture.lang, title, svg: picture.svg, version: picture.version }));
  }
}
