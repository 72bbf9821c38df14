import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { HolocronError } from '../common/errors/holocron.error.js';
import { EXPLORER_ASSETS } from './explorer.assets.js';
import { EXPLORER_POLICY, explorerPage } from './explorer.page.js';

/** `/explorer`: GraphiQL served from this service (docs/ARCHITECTURE.md, "GraphQL explorer"). A page for people, so not in the OpenAPI document. */
@ApiExcludeController()
@Controller('explorer')
export class ExplorerController {
  private readonly html = explorerPage();

  @Get()
  page(@Res() res: Response): void {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', EXPLORER_POLICY);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(this.html);
  }

  @Get('assets/:name')
  asset(@Param('name') name: string, @Res() res: Response): void {
    const asset = EXPLORER_ASSETS.get(name);
    if (!asset) throw HolocronError.of('ROUTE_NOT_FOUND');
    res.setHeader('Content-Type', asset.type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.sendFile(asset.path, { maxAge: '1d' });
  }
}
