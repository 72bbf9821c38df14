import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HOLOCRON_CONFIG, type HolocronConfig } from '../config/holocron.config.js';
import { RuleAutocompleteArgs, RuleLookupQuery, RuleSearchArgs } from './rule.inputs.js';
import { RuleAutocompleteModel, RuleEntryResponse, RuleSearchResultModel } from './rule.models.js';
import { RulesService } from './rules.service.js';

const PROBLEM = { description: 'Problem details (application/problem+json) with code and messages {de, en}.' };

/** The rules glossary over REST: search, autocomplete and lookup (JSON or Discord Markdown). */
@ApiTags('rules')
@Controller('v1/rules')
export class RulesController {
  constructor(
    private readonly rules: RulesService,
    @Inject(HOLOCRON_CONFIG) private readonly config: HolocronConfig,
  ) {}

  @Get('search')
  @ApiOperation({ summary: 'Full-text search: German stemming, umlaut spellings, typos, English terms; titles rank first' })
  @ApiResponse({ status: 200, type: RuleSearchResultModel })
  @ApiResponse({ status: 400, ...PROBLEM })
  search(@Query() query: RuleSearchArgs): Promise<RuleSearchResultModel> {
    return this.rules.search(query);
  }

  @Get('autocomplete')
  @ApiOperation({ summary: 'Up to 20 entry titles for what has been typed so far' })
  @ApiResponse({ status: 200, type: RuleAutocompleteModel })
  @ApiResponse({ status: 400, ...PROBLEM })
  autocomplete(@Query() query: RuleAutocompleteArgs): Promise<RuleAutocompleteModel> {
    return this.rules.autocomplete(query.q, query.game);
  }

  @Get(':game/:slug')
  @ApiOperation({
    summary: 'One entry; ?format=markdown gives a Discord-ready answer of at most 2,000 characters, the rest linked',
  })
  @ApiProduces('application/json', 'text/markdown')
  @ApiResponse({ status: 200, type: RuleEntryResponse })
  @ApiResponse({ status: 404, ...PROBLEM })
  async entry(
    @Param('game') game: string,
    @Param('slug') slug: string,
    @Query() query: RuleLookupQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RuleEntryResponse | string> {
    const entry = await this.rules.entry(game, slug);
    if (query.format !== 'markdown') return this.rules.withLinks(entry);
    // Never from the Host header: whoever sends the request could point the link anywhere (issue 10).
    const base = `${this.config.publicUrl}/v1/rules/${entry.game}/${entry.slug}`;
    const link = (part: number) => `${base}?format=markdown&part=${part}`;
    const answer = await this.rules.answer(entry, query.part ?? 1, link);
    res.type('text/markdown; charset=utf-8');
    res.set('X-Answer-Parts', String(answer.parts));
    if (answer.part < answer.parts) res.set('Link', `<${link(answer.part + 1)}>; rel="next"`);
    return answer.text;
  }
}
