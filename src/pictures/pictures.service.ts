import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { HolocronError } from '../common/errors/holocron.error.js';
import type { Outcome } from '../engine/core/game.contract.js';
import { text } from '../engine/core/text.js';
import type { HistoryPoint } from '../games/game-life/game-history.service.js';
import { GamesService } from '../games/games.service.js';
import { renderPicture } from './picture.registry.js';
import { isLang, type Lang } from './picture.types.js';
import { renderPng } from './png.render.js';

/** PNGs kept (65–150 KiB each): at most about 10 MiB. */
const PNG_CACHE = 64;

/** What a picture request names: the game, the caller's token, the labels' language, and a point in its history (`?at=N&seat=K`). */
export interface PictureRequest {
  readonly id: string;
  readonly authorization: string | undefined;
  readonly lang: Lang;
  readonly point: HistoryPoint;
}

/** A picture's SVG and the facts its HTTP answer needs; the PNG is rendered only when asked for. */
export interface Picture {
  readonly game: string;
  /** The version the picture shows: the game's, or `at`. */
  readonly version: number;
  /** A point in the history (`at`): its picture never changes. */
  readonly fixed: boolean;
  readonly seat: number | null;
  readonly lang: Lang;
  readonly svg: string;
  /** Strong validator: the game version, who looks, the language and a hash of the SVG (so a new renderer changes it too). */
  readonly etag: string;
}

/** `?lang=`: German unless English is asked for; anything else is 400. */
export function parseLang(raw: unknown): Lang {
  if (raw === undefined) return 'de';
  if (isLang(raw)) return raw;
  throw HolocronError.of('INVALID_REQUEST', text('lang muss de oder en sein.', 'lang must be de or en.'));
}

/**
 * Pictures of games: adapts the renderers to the service. The view comes
 * from GamesService exactly as `GET /v1/games/:id` shows it to the same
 * caller, now or after event `at` (time travel, with GameHistory's rules on
 * whose eyes may look), so a picture holds nothing that answer does not.
 */
@Injectable()
export class PicturesService {
  /** PNGs by ETag (pending ones too, so a burst of requests renders once); Map order serves as LRU order. */
  private readonly pngs = new Map<string, Promise<Buffer>>();

  constructor(private readonly games: GamesService) {}

  async svg(request: PictureRequest): Promise<Picture> {
    const game = await this.games.get(request.id, request.authorization, request.point);
    const version = game.at ?? game.version;
    const svg = renderPicture(game.game, {
      view: game.view,
      pending: game.pending,
      outcome: game.outcome as Outcome | null,
      version,
      seat: game.seat,
      lang: request.lang,
    });
    const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 16);
    const viewer = game.seat === null ? 'spectator' : `seat${game.seat}`;
    return { game: game.game, version, fixed: game.at !== null, seat: game.seat, lang: request.lang, svg, etag: `"v${version}-${viewer}-${request.lang}-${hash}"` };
  }

  /** The picture as PNG; the same picture is rasterised once while it stays among the last `PNG_CACHE` asked for. */
  png(picture: Picture): Promise<Buffer> {
    const cached = this.pngs.get(picture.etag);
    if (cached) {
      this.pngs.delete(picture.etag);
      this.pngs.set(picture.etag, cached);
      return cached;
    }
    const rendered = renderPng(picture.svg);
    this.pngs.set(picture.etag, rendered);
    rendered.catch(() => this.pngs.delete(picture.etag));
    if (this.pngs.size > PNG_CACHE) this.pngs.delete(this.pngs.keys().next().value!);
    return rendered;
  }
}
