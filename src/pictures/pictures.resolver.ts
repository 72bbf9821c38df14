import { Args, Context, ID, Int, Query, Resolver } from '@nestjs/graphql';
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
    @Args('at', { type: () => Int, nullable: true, description: 'Time travel: the picture after event seq N.' }) at: number | null | undefined,
    @Args('seat', { type: () => Int, nullable: true, description: "Another seat's view: only once ended, with openHistoryWhenEnded." }) seat: number | null | undefined,
    @Context() ctx: GqlContext,
  ): Promise<GamePictureModel> {
    const point = { ...(at == null ? {} : { at }), ...(seat == null ? {} : { seat }) };
    const p = await this.pictures.svg({ id: gameId, authorization: ctx.authorization, lang: parseLang(lang ?? undefined), point });
    const query = new URLSearchParams({ lang: p.lang, ...(at == null ? {} : { at: String(at) }), ...(seat == null ? {} : { seat: String(seat) }) });
    return { gameId, game: p.game, version: p.version, seat: p.seat, lang: p.lang, svg: p.svg, etag: p.etag, pngPath: `/v1/games/${gameId}/board.png?${query}` };
  }
}
