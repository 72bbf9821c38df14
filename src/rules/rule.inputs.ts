import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';

export const MAX_LIMIT = 50;
export const MAX_OFFSET = 200;

@ArgsType()
export class RuleSearchArgs {
  @Field({ description: 'Words or a question, German or English; umlauts may be typed as ae/oe/ue or left out.' })
  @ApiPropertyOptional({ example: 'Rückzug aus dem Gefecht', description: '1–200 characters' })
  @IsString()
  @Length(1, 200)
  q: string;

  @Field({ nullable: true, description: 'Only this game: rebellion, armada or rebels-attack, or a /v1/games id (armada-attack).' })
  @ApiPropertyOptional({ enum: ['rebellion', 'armada', 'rebels-attack', 'armada-attack'] })
  @IsOptional()
  @IsString()
  game?: string;

  @Field({ nullable: true, description: 'The language of text to rank first: de or en. Entries in the other language still follow.' })
  @ApiPropertyOptional({ enum: ['de', 'en'] })
  @IsOptional()
  @IsIn(['de', 'en'])
  lang?: 'de' | 'en';

  @Field(() => Int, { defaultValue: 10 })
  @ApiPropertyOptional({ default: 10, minimum: 1, maximum: MAX_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_LIMIT)
  limit: number = 10;

  @Field(() => Int, { defaultValue: 0 })
  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: MAX_OFFSET })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_OFFSET)
  offset: number = 0;
}

@ArgsType()
export class RuleAutocompleteArgs {
  @Field({ description: 'What has been typed so far; fewer than 2 characters give no titles.' })
  @ApiPropertyOptional({ example: 'ruck' })
  @IsString()
  @Length(0, 100)
  q: string;

  @Field({ nullable: true })
  @ApiPropertyOptional({ enum: ['rebellion', 'armada', 'rebels-attack', 'armada-attack'] })
  @IsOptional()
  @IsString()
  game?: string;
}

/** REST only: `?format=markdown` answers with Discord Markdown instead of JSON. */
export class RuleLookupQuery {
  @ApiPropertyOptional({ enum: ['json', 'markdown'], default: 'json' })
  @IsOptional()
  @IsIn(['json', 'markdown'])
  format?: 'json' | 'markdown';

  @ApiPropertyOptional({ default: 1, minimum: 1, description: 'With format=markdown: which part of a long answer.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(99)
  part?: number;
}
