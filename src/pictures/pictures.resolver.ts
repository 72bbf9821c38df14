import { Args, Context, ID, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../games/games.resolver.js';
import { GamePictureModel } from './picture.model.js';
import { parseLang, PicturesService } from './pictures.service.js';

@Resolver()
export class PicturesResolver {
  constructor(private readonly pictures: PicturesService) {}

  @Query(() => GamePictureModel, { description: 'The game as an SVG picture, as the caller may see it (German labels unless lang is en).' })
  async gamePicture(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('lang', { type: () => String, nullable: true }) lang: string | undefined,
    @Context() ctx: GqlContext,
  ): Promise<GamePictureModel> {
    const p = await this.pictures.svg({ id: gameId, authorization: ctx.authorization, lang: parseLang(lang ?? undefined) });
    return { gameId, game: p.game, version: p.version, seat: p.seat, lang: p.lang, svg: p.svg, etag: p.etag, pngPath: `/v1/games/${gameId}/board.png?lang=${p.lang}` };
  }
}
