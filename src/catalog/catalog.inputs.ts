import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';

export const MAX_PAGE = 100;
const MAX_OFFSET = 10_000;

/** Query strings carry booleans as text; GraphQL hands them over as booleans already. */
const booleanQuery = () => Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));

@ArgsType()
export class CatalogPageArgs {
  @Field(() => String, { nullable: true, description: 'Fuzzy name: German or English, umlauts as ae/oe/ue or left out, small typos forgiven; best match first.' })
  @ApiPropertyOptional({ example: 'Sternzerstorer', description: '1–100 characters' })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  name?: string;

  @Field(() => Int, { defaultValue: 20 })
  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: MAX_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  limit: number = 20;

  @Field(() => Int, { defaultValue: 0 })
  @ApiPropertyOptional({ default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_OFFSET)
  offset: number = 0;
}

const REBELLION_FACTIONS = ['empire', 'rebel'] as const;

@ArgsType()
export class RebellionSystemArgs extends CatalogPageArgs {
  @Field(() => Int, { nullable: true, description: 'Region 1–8 (1 holds Coruscant).' })
  @ApiPropertyOptional({ minimum: 1, maximum: 8 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(8)
  region?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

  @Field(() => Boolean, { nullable: true, description: 'Populous (true) or remote (false) systems only.' })
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @booleanQuery()
  @IsBoolean()
  populous?: boolean;
}

@ArgsType()
export class RebellionUnitArgs extends CatalogPageArgs {
  @Field(() => String, { nullable: true, description: 'empire or rebel.' })
  @ApiPropertyOptional({ enum: REBELLION_FACTIONS })
  @IsOptional()
  @IsIn(REBELLION_FACTIONS)
  faction?: (typeof REBELLION_FACTIONS)[number];

  @Field(() => String, { nullable: true, description: 'space or ground.' })
  @ApiPropertyOptional({ enum: ['space', 'ground'] })
  @IsOptional()
  @IsIn(['space', 'ground'])
  theater?: 'space' | 'ground';

  @Field(() => String, { nullable: true, description: 'fighter, capital, station, ground or structure.' })
  @ApiPropertyOptional({ enum: ['fighter', 'capital', 'station', 'ground', 'structure'] })
  @IsOptional()
  @IsIn(['fighter', 'capital', 'station', 'ground', 'structure'])
  kind?: 'fighter' | 'capital' | 'station' | 'ground' | 'structure';
}

@ArgsType()
export class RebellionLeaderArgs extends CatalogPageArgs {
  @Field(() => String, { nullable: true, description: 'empire or rebel.' })
  @ApiPropertyOptional({ enum: REBELLION_FACTIONS })
  @IsOptional()
  @IsIn(REBELLION_FACTIONS)
  faction?: (typeof REBELLION_FACTIONS)[number];

  @Field(() => Boolean, { nullable: true, description: 'Recruited leaders (true) or those that start in the pool (false).' })
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @booleanQuery()
  @IsBoolean()
  recruitIcon?: boolean;

  @Field(() => String, { nullable: true, description: 'Leaders with at least one icon of this skill: diplomacy, intel, specOps, logistics.' })
  @ApiPropertyOptional({ enum: ['diplomacy', 'intel', 'specOps', 'logistics'] })
  @IsOptional()
  @IsIn(['diplomacy', 'intel', 'specOps', 'logistics'])
  skill?: 'diplomacy' | 'intel' | 'specOps' | 'logistics';
}

@ArgsType()
export class RebellionCardArgs extends CatalogPageArgs {
  @Field(() => String, { nullable: true, description: 'mission, project, action, objective or tactic.' })
  @ApiPropertyOptional({ enum: ['mission', 'project', 'action', 'objective', 'tactic'] })
  @IsOptional()
  @IsIn(['mission', 'project', 'action', 'objective', 'tactic'])
  kind?: 'mission' | 'project' | 'action' | 'objective' | 'tactic';

  @Field(() => String, { nullable: true, description: 'empire or rebel (tactic cards have no faction).' })
  @ApiPropertyOptional({ enum: REBELLION_FACTIONS })
  @IsOptional()
  @IsIn(REBELLION_FACTIONS)
  faction?: (typeof REBELLION_FACTIONS)[number];

  @Field(() => Boolean, { nullable: true, description: 'Starting missions and action cards (true) or the others (false).' })
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @booleanQuery()
  @IsBoolean()
  starting?: boolean;

  @Field(() => Int, { nullable: true, description: 'Objective tier 1–3.' })
  @ApiPropertyOptional({ minimum: 1, maximum: 3 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3)
  tier?: 1 | 2 | 3;

  @Field(() => String, { nullable: true, description: 'empire-missions, rebel-missions, projects (missions) or space, ground (tactic cards).' })
  @ApiPropertyOptional({ enum: ['empire-missions', 'rebel-missions', 'projects', 'space', 'ground'] })
  @IsOptional()
  @IsIn(['empire-missions', 'rebel-missions', 'projects', 'space', 'ground'])
  deck?: string;
}

const ARMADA_FACTIONS = ['republic', 'separatist'] as const;

/** Ships, squadrons and upgrades carry a faction; upgrades without a faction symbol fit both. */
@ArgsType()
export class ArmadaFactionCardArgs extends CatalogPageArgs {
  @Field(() => String, { nullable: true, description: 'republic or separatist.' })
  @ApiPropertyOptional({ enum: ARMADA_FACTIONS })
  @IsOptional()
  @IsIn(ARMADA_FACTIONS)
  faction?: (typeof ARMADA_FACTIONS)[number];
}
