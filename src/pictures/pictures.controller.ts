import { Controller, Get, Headers, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { historyPoint } from '../games/games.controller.js';
import { parseLang, type Picture, PicturesService } from './pictures.service.js';
import { SeatOptional } from '../openapi/seat.decorators.js';

const PROBLEM = { description: 'Problem details (application/problem+json) with code, messages {de, en} and rule.' };

/**
 * Answers headers for a picture: a strong ETag, revalidation on every use
 * (the game moves on), separate cache entries per token, and no script or
 * sniffing for an SVG opened on its own.
 */
function pictureHeaders(res: Response, picture: Picture, type: string): void {
  res.setHeader('Content-Type', type);
  res.setHeader('ETag', picture.etag);
  // A point in the history never changes; the game now does, so a cache must ask again.
  res.setHeader('Cache-Control', `${picture.seat === null ? 'public' : 'private'}, ${picture.fixed ? 'max-age=31536000, immutable' : 'no-cache'}`);
  // Appended, not set: CORS may already vary by Origin.
  res.vary('Authorization');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
}

const LANG_QUERY = { name: 'lang', required: false, enum: ['de', 'en'], description: 'Language of the labels; default de.' } as const;
const AT_QUERY = { name: 'at', required: false, type: Number, description: 'Time travel: the picture after event seq N (1 to version); it never changes' } as const;
const SEAT_QUERY = { name: 'seat', required: false, type: Number, description: "Another seat's view: only once ended, and only with openHistoryWhenEnded" } as const;

/** `GET /v1/games/:id/board.svg|png`: the game as a picture, as the caller may see it. */
@ApiTags('games')
@Controller('v1/games')
export class PicturesController {
  constructor(private readonly pictures: PicturesService) {}

  @SeatOptional()
  @Get(':id/board.svg')
  @ApiOperation({ summary: 'The game as an SVG picture, as the caller may see it (a seat token is optional; without it the public view)' })
  @ApiProduces('image/svg+xml')
  @ApiQuery(LANG_QUERY)
  @ApiQuery(AT_QUERY)
  @ApiQuery(SEAT_QUERY)
  @ApiResponse({ status: 200, description: 'The picture; ETag changes with the game version.' })
  @ApiResponse({ status: 304, description: 'Not modified (If-None-Match matched the ETag).' })
  @ApiResponse({ status: 400, ...PROBLEM })
  @ApiResponse({ status: 404, ...PROBLEM })
  async svg(
    @Param('id') id: string,
    @Query('lang') lang: string | undefined,
    @Query('at') at: string | undefined,
    @Query('seat') seat: string | undefined,
    @Headers('authorization') auth: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const picture = await this.pictures.svg({ id, authorization: auth, lang: parseLang(lang), point: historyPoint(at, seat) });
    pictureHeaders(res, picture, 'image/svg+xml; charset=utf-8');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(picture.svg);
  }

  @SeatOptional()
  @Get(':id/board.png')
  @ApiOperation({ summary: 'The same picture as PNG, 1200 px wide, for Discord embeds and chat clients' })
  @ApiProduces('image/png')
  @ApiQuery(LANG_QUERY)
  @ApiQuery(AT_QUERY)
  @ApiQuery(SEAT_QUERY)
  @ApiResponse({ status: 200, description: 'The picture; ETag changes with the game version.' })
  @ApiResponse({ status: 304, description: 'Not modified (If-None-Match matched the ETag).' })
  @ApiResponse({ status: 400, ...PROBLEM })
  @ApiResponse({ status: 404, ...PROBLEM })
  async png(
    @Param('id') id: string,
    @Query('lang') lang: string | undefined,
    @Query('at') at: string | undefined,
    @Query('seat') seat: string | undefined,
    @Headers('authorization') auth: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const svg = await this.pictures.svg({ id, authorization: auth, lang: parseLang(lang), point: historyPoint(at, seat) });
    const picture = { ...svg, etag: svg.etag.replace(/"$/, '-png"') };
    pictureHeaders(res, picture, 'image/png');
    // A matching validator spares the rasterising, the expensive part.
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(await this.pictures.png(picture));
  }
}
