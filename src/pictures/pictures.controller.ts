import { applyDecorators, Controller, createParamDecorator, type ExecutionContext, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
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

interface PictureAsked {
  id: string;
  lang: string | undefined;
  at: string | undefined;
  seat: string | undefined;
  auth: string | undefined;
}

/** What both picture routes read from the request: the game, the language, a history point and the caller's token. */
const Asked = createParamDecorator((_: unknown, ctx: ExecutionContext): PictureAsked => {
  const req = ctx.switchToHttp().getRequest<Request>();
  const query = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined);
  return { id: String(req.params.id), lang: query('lang'), at: query('at'), seat: query('seat'), auth: req.headers.authorization };
});

/** The route and its documentation, alike for both formats but for path, summary and media type. */
const PictureRoute = (path: string, summary: string, type: string) =>
  applyDecorators(
    SeatOptional(),
    Get(path),
    ApiOperation({ summary }),
    ApiProduces(type),
    ApiParam({ name: 'id', type: String }),
    ApiQuery(LANG_QUERY),
    ApiQuery(AT_QUERY),
    ApiQuery(SEAT_QUERY),
    ApiResponse({ status: 200, description: 'The picture; ETag changes with the game version.' }),
    ApiResponse({ status: 304, description: 'Not modified (If-None-Match matched the ETag).' }),
    ApiResponse({ status: 400, ...PROBLEM }),
    ApiResponse({ status: 404, ...PROBLEM }),
  );

/** `GET /v1/games/:id/board.svg|png`: the game as a picture, as the caller may see it. */
@ApiTags('games')
@Controller('v1/games')
export class PicturesController {
  constructor(private readonly pictures: PicturesService) {}

  @PictureRoute(':id/board.svg', 'The game as an SVG picture, as the caller may see it (a seat token is optional; without it the public view)', 'image/svg+xml')
  async svg(@Asked() asked: PictureAsked, @Req() req: Request, @Res() res: Response): Promise<void> {
    const picture = await this.picture(asked);
    pictureHeaders(res, picture, 'image/svg+xml; charset=utf-8');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(picture.svg);
  }

  @PictureRoute(':id/board.png', 'The same picture as PNG, 1200 px wide, for Discord embeds and chat clients', 'image/png')
  async png(@Asked() asked: PictureAsked, @Req() req: Request, @Res() res: Response): Promise<void> {
    const svg = await this.picture(asked);
    const picture = { ...svg, etag: svg.etag.replace(/"$/, '-png"') };
    pictureHeaders(res, picture, 'image/png');
    // A matching validator spares the rasterising, the expensive part.
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(await this.pictures.png(picture));
  }

  private picture({ id, lang, at, seat, auth }: PictureAsked): Promise<Picture> {
    return this.pictures.svg({ id, authorization: auth, lang: parseLang(lang), point: historyPoint(at, seat) });
  }
}
