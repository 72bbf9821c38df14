import { Inject } from '@nestjs/common';
import { Args, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { HolocronError } from '../common/errors/holocron.error.js';
import { HOLOCRON_CONFIG, type HolocronConfig } from '../config/holocron.config.js';
import { text } from '../engine/core/text.js';
import { RuleAutocompleteArgs, RuleSearchArgs } from './rule.inputs.js';
import { RuleAnswerModel, RuleAutocompleteModel, RuleEntryModel, RuleSearchHitModel, RuleSearchResultModel } from './rule.models.js';
import { RulesService } from './rules.service.js';

@Resolver(() => RuleEntryModel)
export class RulesResolver {
  constructor(
    private readonly rules: RulesService,
    @Inject(HOLOCRON_CONFIG) private readonly config: HolocronConfig,
  ) {}

  @Query(() => RuleEntryModel, { description: 'A glossary entry by game and slug (or a slug of one of its other names).' })
  rule(@Args('game') game: string, @Args('slug') slug: string): Promise<RuleEntryModel> {
    return this.rules.entry(game, slug);
  }

  @Query(() => RuleSearchResultModel, { description: 'Full-text search over the rules glossary; titles rank above bodies.' })
  ruleSearch(@Args() args: RuleSearchArgs): Promise<RuleSearchResultModel> {
    return this.rules.search(args);
  }

  @Query(() => RuleAutocompleteModel, { description: 'Up to 20 entry titles for what has been typed so far.' })
  ruleAutocomplete(@Args() args: RuleAutocompleteArgs): Promise<RuleAutocompleteModel> {
    return this.rules.autocomplete(args.q, args.game);
  }

  @ResolveField(() => RuleEntryModel, { nullable: true, description: 'The entry this one is printed inside.' })
  async parent(@Parent() e: RuleEntryModel): Promise<RuleEntryModel | null> {
    return e.parentRef ? ((await this.rules.entries([e.parentRef]))[0] ?? null) : null;
  }

  @ResolveField(() => [RuleEntryModel], { description: 'The entries printed inside this one.' })
  children(@Parent() e: RuleEntryModel): Promise<RuleEntryModel[]> {
    return this.rules.entries(e.childRefs);
  }

  @ResolveField(() => [RuleEntryModel], { description: 'Verwandte Themen and in-text references.' })
  related(@Parent() e: RuleEntryModel): Promise<RuleEntryModel[]> {
    return this.rules.entries(e.relatedRefs);
  }

  @ResolveField(() => [RuleEntryModel], { description: 'Entries of the other language on the same rules.' })
  counterparts(@Parent() e: RuleEntryModel): Promise<RuleEntryModel[]> {
    return this.rules.entries(e.counterpartRefs);
  }

  @ResolveField(() => [RuleEntryModel], { description: 'Entries whose rules this one changes (expansion, errata).' })
  changes(@Parent() e: RuleEntryModel): Promise<RuleEntryModel[]> {
    return this.rules.entries(e.changeRefs);
  }

  @ResolveField(() => RuleAnswerModel, {
    description: 'Discord-ready Markdown of at most 2,000 characters; a long entry comes in parts, each linking the next.',
  })
  answer(
    @Parent() e: RuleEntryModel,
    @Args('part', { type: () => Int, defaultValue: 1 }) part: number,
    @Args('baseUrl', {
      nullable: true,
      description: "Where the links to the next part point; the service's public address (HOLOCRON_PUBLIC_URL) when left out.",
    })
    baseUrl?: string,
  ): Promise<RuleAnswerModel> {
    const base = (baseUrl ?? this.config.publicUrl).replace(/\/+$/, '');
    if (base !== '' && !/^https?:\/\/[^\s/]+/.test(base)) {
      throw HolocronError.of('INVALID_REQUEST', text('baseUrl muss eine http(s)-Adresse sein.', 'baseUrl must be an http(s) address.'));
    }
    return this.rules.answer(e, part, (n) => `${base}/v1/rules/${e.game}/${e.slug}?format=markdown&part=${n}`);
  }
}

@Resolver(() => RuleSearchHitModel)
export class RuleSearchHitResolver {
  constructor(private readonly rules: RulesService) {}

  @ResolveField(() => RuleEntryModel, { description: 'The whole entry.' })
  async entry(@Parent() hit: RuleSearchHitModel): Promise<RuleEntryModel> {
    return this.rules.entry(hit.game, hit.slug);
  }
}
