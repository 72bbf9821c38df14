import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Language } from '../common/graphql/language.enum.js';

@ObjectType('GamePicture', { description: 'A game as an SVG picture, as the caller may see it; the PNG is at pngPath.' })
export class GamePictureModel {
  @Field(() => ID) gameId: string;
  @Field() game: string;
  @Field(() => Int, { description: 'The version the picture shows: the game now, or at.' }) version: number;
  @Field(() => Int, { nullable: true, description: "The caller's seat; null for spectators." }) seat: number | null;
  @Field(() => Language, { description: 'de or en.' }) lang: string;
  @Field({ description: 'The SVG document.' }) svg: string;
  @Field({ description: 'Changes with the game version, the viewer, the language and the picture.' }) etag: string;
  @Field({ description: 'The same picture as PNG (1200 px wide): GET this path with the same token.' }) pngPath: string;
}
