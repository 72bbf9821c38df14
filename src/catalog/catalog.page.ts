import type { Type } from '@nestjs/common';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

export interface Page<T> {
  readonly total: number;
  readonly limit: number;
  readonly offset: number;
  readonly items: T[];
}

/**
 * A page of a catalog list. Each concrete page is a subclass with its own
 * GraphQL name; the base stays abstract so neither GraphQL nor OpenAPI sees it.
 */
export function PageOf<T>(item: Type<T>): Type<Page<T>> {
  @ObjectType({ isAbstract: true })
  abstract class PageType implements Page<T> {
    @Field(() => Int, { description: 'Matches in all, before limit and offset.' }) @ApiProperty() total: number;
    @Field(() => Int) @ApiProperty() limit: number;
    @Field(() => Int) @ApiProperty() offset: number;
    @Field(() => [item], { description: 'Best match first with a name; catalog order without.' }) @ApiProperty({ type: [item] }) items: T[];
  }
  return PageType as unknown as Type<Page<T>>;
}

export function paginate<T>(items: readonly T[], limit: number, offset: number): Page<T> {
  return { total: items.length, limit, offset, items: items.slice(offset, offset + limit) };
}
