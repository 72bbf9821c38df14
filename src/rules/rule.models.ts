import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JSONScalar } from '../common/graphql/json.scalar.js';
import { Language } from '../common/graphql/language.enum.js';

@ObjectType('RuleSource', { description: 'Where an entry is printed.' })
export class RuleSourceModel {
  @Field({ description: 'Seed file the entry was read from.' }) @ApiProperty() seed: string;
  @Field({ description: 'The book, e.g. Referenzhandbuch.' }) @ApiProperty({ example: 'Referenzhandbuch' }) book: string;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional({ type: Number }) page?: number;
}

@ObjectType('RuleLink', { description: 'Another entry, named.' })
export class RuleLinkModel {
  @Field() @ApiProperty({ example: 'rebellion' }) game: string;
  @Field() @ApiProperty({ example: 'gefecht' }) slug: string;
  @Field(() => ID) @ApiProperty({ example: 'rebellion:gefecht' }) ref: string;
  @Field() @ApiProperty({ example: 'GEFECHT' }) title: string;
  @Field(() => Language) @ApiProperty({ enum: ['de', 'en'] }) lang: string;
}

/**
 * A glossary entry. In GraphQL `parent`, `children`, `related`, `counterparts` and `changes` are
 * entries themselves (resolved by RuleEntryResolver from the refs kept here).
 */
@ObjectType('RuleEntry', { description: 'A rules glossary entry.' })
export class RuleEntryModel {
  @Field() @ApiProperty({ example: 'rebellion' }) game: string;
  @Field() @ApiProperty({ example: 'rueckzug' }) slug: string;
  @Field(() => ID, { description: 'game:slug, the form rule violations cite.' }) @ApiProperty({ example: 'rebellion:rueckzug' }) ref: string;
  @Field(() => Language) @ApiProperty({ enum: ['de', 'en'] }) lang: string;
  @Field({ description: 'As printed.' }) @ApiProperty({ example: 'RÜCKZUG' }) title: string;
  @Field(() => RuleSourceModel) @ApiProperty({ type: RuleSourceModel }) source: RuleSourceModel;
  @Field({ nullable: true, description: 'riseOfTheEmpire for entries of the expansion.' }) @ApiPropertyOptional() expansion?: string;
  @Field(() => [Int]) @ApiProperty({ type: [Number] }) pages: number[];
  @Field(() => [String], { description: 'Other names that lead here.' }) @ApiProperty({ type: [String] }) aliases: string[];
  @Field({ description: 'The body as plain text.' }) @ApiProperty() text: string;
  @Field({ description: 'The body as Markdown.' }) @ApiProperty() markdown: string;
  @Field(() => JSONScalar, { description: 'The body as structured blocks (see docs/rules-content.md).' })
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  blocks: unknown;

  parentRef: string | null;
  childRefs: string[];
  relatedRefs: string[];
  counterpartRefs: string[];
  changeRefs: string[];
}

/** The REST shape: links resolved to named entries. */
export class RuleEntryResponse extends RuleEntryModel {
  @ApiProperty({ type: RuleLinkModel, nullable: true }) parent: RuleLinkModel | null;
  @ApiProperty({ type: [RuleLinkModel] }) children: RuleLinkModel[];
  @ApiProperty({ type: [RuleLinkModel], description: 'Verwandte Themen and in-text references.' }) related: RuleLinkModel[];
  @ApiProperty({ type: [RuleLinkModel], description: 'Entries of the other language on the same rules.' }) counterparts: RuleLinkModel[];
  @ApiProperty({ type: [RuleLinkModel], description: 'Entries whose rules this one changes.' }) changes: RuleLinkModel[];
}

@ObjectType('RuleSearchHit')
export class RuleSearchHitModel {
  @Field() @ApiProperty({ example: 'rebellion' }) game: string;
  @Field() @ApiProperty({ example: 'rueckzug' }) slug: string;
  @Field(() => ID) @ApiProperty({ example: 'rebellion:rueckzug' }) ref: string;
  @Field() @ApiProperty({ example: 'RÜCKZUG' }) title: string;
  @Field(() => String, { nullable: true, description: 'The English name of these rules (English title, term or counterpart); the text stays in `lang`.' })
  @ApiProperty({ type: String, nullable: true, example: 'retreat' })
  titleEn: string | null;
  @Field(() => Language, { description: 'The language of the entry text: de or en.' }) @ApiProperty({ enum: ['de', 'en'] }) lang: string;
  @Field({ description: 'A passage with the matched words in <mark>…</mark>; the rest is HTML-escaped.' })
  @ApiProperty({ example: 'Beim <mark>Rückzug</mark> muss man sich falls möglich für ein System entscheiden, …' })
  snippet: string;
  @Field(() => Float, { description: 'Higher is better; comparable within one search only.' }) @ApiProperty() score: number;
}

@ObjectType('RuleCardHit', { description: 'A catalog card, unit, leader or system the query names, beside the rule entries.' })
export class RuleCardHitModel {
  @Field() @ApiProperty({ enum: ['rebellion', 'armada'] }) game: string;
  @Field({ description: 'The catalog list: ships, squadrons, upgrades, objectives, damage-cards; units, leaders, cards, systems.' })
  @ApiProperty({ example: 'ships' })
  kind: string;
  @Field(() => ID) @ApiProperty({ example: 'hardcell-class-transport' }) id: string;
  @Field({ description: 'The English name.' }) @ApiProperty({ example: 'Hardcell-class Transport' }) name: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) nameDe: string | null;
  @Field({ description: 'The catalog entry (REST path).' }) @ApiProperty({ example: '/v1/catalog/armada/ships/hardcell-class-transport' }) link: string;
}

@ObjectType('RuleSearchResult')
export class RuleSearchResultModel {
  @Field(() => [RuleSearchHitModel]) @ApiProperty({ type: [RuleSearchHitModel] }) results: RuleSearchHitModel[];
  @Field(() => [RuleCardHitModel], { description: 'Catalog cards whose names the query is (card and unit names), best first, at most 5.' })
  @ApiProperty({ type: [RuleCardHitModel] })
  cards: RuleCardHitModel[];
}

@ObjectType('RuleAutocomplete', { description: 'Entry titles for a typed prefix, like Scryfall’s autocomplete.' })
export class RuleAutocompleteModel {
  @Field(() => Int) @ApiProperty() totalValues: number;
  @Field(() => [String], { description: 'Up to 20 distinct titles, best first.' }) @ApiProperty({ type: [String] }) data: string[];
  @Field(() => [RuleLinkModel], { description: 'The entries behind the titles.' }) @ApiProperty({ type: [RuleLinkModel] }) entries: RuleLinkModel[];
}

@ObjectType('RuleAnswer', { description: 'A Discord-ready answer: Markdown of at most 2,000 characters.' })
export class RuleAnswerModel {
  @Field() @ApiProperty() text: string;
  @Field(() => Int) @ApiProperty() part: number;
  @Field(() => Int) @ApiProperty() parts: number;
}
