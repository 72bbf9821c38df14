import { Injectable } from '@nestjs/common';
import { HolocronError } from '../common/errors/holocron.error.js';
import { Database } from '../database/database.service.js';
import { Metrics } from '../metrics/metrics.service.js';
import { text } from '../engine/core/text.js';
import type { GameId, RuleEntry } from './content/entry.model.js';
import { slugify } from './content/slug.text.js';
import { discordAnswer, type AnswerPart } from './rule.answer.js';
import { bookOf, GAME_ID_NAMES, GAME_IDS, GAME_NAMES, GAME_TITLES, glossaryOf } from './rule.books.js';
import type { RuleAutocompleteModel, RuleEntryModel, RuleEntryResponse, RuleLinkModel, RuleSearchResultModel } from './rule.models.js';
import { autocompleteSql, trgmSchema } from './rules.sql.js';
import { matchingCards } from './search/catalog.cards.js';
import { EntryRanker } from './search/entry.rank.js';
import { gameLexicon, GLOSSARY_LEXICON as LEXICON } from './search/glossary.lexicon.js';
import { nameKey, type QueryTerm, queryTerms } from './search/search.analyze.js';
import { type PreparedText, prepareText, snippet } from './search/snippet.highlight.js';
import { readStoredGlossary, storedHash } from './search/stored.glossary.js';

export interface SearchParams {
  q: string;
  game?: string;
  lang?: 'de' | 'en';
  limit: number;
  offset: number;
}

interface EntryRow {
  ref: string;
  entry: RuleEntry;
  body_plain: string;
  body_markdown: string;
}

interface SearchIndex {
  ranker: EntryRanker;
  bodies: Map<string, PreparedText>;
}

const AUTOCOMPLETE_MAX = 20;

/**
 * How long a read of the stored content hash stays current. A reload committed by another instance
 * (a new release) is ranked by this one at most this much later; until then it ranks the previous
 * glossary, whole, as readers did before the reload committed.
 */
const HASH_FRESH_MS = 1000;

/** Lookup, search and autocomplete over the glossary the seeder loaded. */
@Injectable()
export class RulesService {
  private trgm: Promise<string> | undefined;
  /** The stored glossary indexed for ranking, with its bodies prepared for snippets, by content hash. */
  private indexed: { hash: string; loading: Promise<SearchIndex | undefined> } | undefined;
  private hashRead: { at: number; read: Promise<string | undefined> } | undefined;

  constructor(
    private readonly db: Database,
    private readonly metrics: Metrics,
  ) {}

  private trgmSchema(): Promise<string> {
    this.trgm ??= trgmSchema(this.db.dataSource);
    return this.trgm;
  }

  search(p: SearchParams): Promise<RuleSearchResultModel> {
    return this.metrics.ruleSearch('search', () => this.find(p));
  }

  private async find(p: SearchParams): Promise<RuleSearchResultModel> {
    const game = this.gameFilter(p.game);
    const q = p.q.trim();
    if (q === '') {
      throw HolocronError.of('INVALID_REQUEST', text('q darf nicht leer sein.', 'q must not be empty.'));
    }
    const index = await this.index();
    if (index === undefined) return { cards: [], results: [] };
    const key = nameKey(q);
    const rank = (terms: readonly QueryTerm[], limit: number, offset: number) =>
      index.ranker.rank({ terms, key, game, lang: p.lang, gamesNamed: gamesNamed(key), limit, offset });
    let terms = queryTerms(q, game, LEXICON);
    let ranked = rank(terms, p.limit, p.offset);
    // Nothing at all in the game asked for: its words are read again as that game's glossary knows
    // them (`gameLexicon`), so a word only another game's book prints is taken apart or searched by
    // its last part here, on every page alike.
    if (ranked.hits.length === 0 && game !== undefined && (p.offset === 0 || rank(terms, 1, 0).hits.length === 0)) {
      terms = queryTerms(q, game, gameLexicon(game));
      ranked = rank(terms, p.limit, p.offset);
    }
    const boundTo = new Map<string, Set<GameId | null>>();
    for (const t of terms) boundTo.set(t.stem, (boundTo.get(t.stem) ?? new Set<GameId | null>()).add(t.game));
    return {
      // Only on the first page: the cards do not page with the entries.
      cards: p.offset === 0 ? matchingCards(q, game).map(({ score: _, ...card }) => card) : [],
      results: ranked.hits.map((r) => {
        // A form bound to another game ("fliegen" → "bewegen" in Angriff der Rebellen) is not marked here.
        const ours = (l: string) => !boundTo.has(l) || boundTo.get(l)?.has(null) === true || boundTo.get(l)?.has(r.game as GameId) === true;
        const matched = { lexemes: new Set(ranked.lexemes.filter(ours)), prefixes: new Set(ranked.prefixes.filter(ours)), weights: ranked.weights };
        const ref = `${r.game}:${r.slug}`;
        return {
          game: r.game,
          slug: r.slug,
          ref,
          title: r.title,
          titleEn: r.titleEn,
          lang: r.lang,
          snippet: snippet(index.bodies.get(ref) ?? r.title, matched),
          score: Math.round(r.score * 10000) / 10000,
        };
      }),
    };
  }

  /**
   * The stored hash, read at most once per HASH_FRESH_MS: a round trip cost a third of a search's
   * CPU on Postgres (the socket write), and the glossary changes only when a release reloads it. A
   * read under way serves every search that arrives meanwhile.
   */
  private currentHash(): Promise<string | undefined> {
    const fresh = this.hashRead !== undefined && performance.now() - this.hashRead.at < HASH_FRESH_MS;
    if (!fresh) {
      const read = storedHash(this.db.dataSource);
      this.hashRead = { at: performance.now(), read };
      // A failed read is not kept: the next search asks again.
      read.catch(() => {
        if (this.hashRead?.read === read) this.hashRead = undefined;
      });
    }
    return (this.hashRead as { read: Promise<string | undefined> }).read;
  }

  /**
   * The ranking index and snippet bodies of the stored glossary, by the stored hash (`currentHash`);
   * the rows are read and indexed again only when it changed, once however many searches wait for
   * it. The database stays the store: another instance's reload is ranked here within HASH_FRESH_MS.
   */
  private async index(): Promise<SearchIndex | undefined> {
    const hash = await this.currentHash();
    if (hash === undefined) return undefined;
    if (this.indexed?.hash !== hash) {
      const loading = readStoredGlossary(this.db.dataSource).then((g) =>
        g === undefined ? undefined : { ranker: new EntryRanker(g), bodies: new Map(g.entries.map((e) => [e.ref, prepareText(e.bodyPlain || e.title)])) },
      );
      this.indexed = { hash, loading };
      // Failed reads are retried by the next search rather than cached.
      loading.catch(() => {
        if (this.indexed?.loading === loading) this.indexed = undefined;
      });
    }
    // A reload committed between the two reads gives the newer rows; the next search reads them once more.
    return this.indexed.loading;
  }

  autocomplete(q: string, gameParam?: string): Promise<RuleAutocompleteModel> {
    return this.metrics.ruleSearch('autocomplete', () => this.complete(q, gameParam));
  }

  private async complete(q: string, gameParam?: string): Promise<RuleAutocompleteModel> {
    const game = this.gameFilter(gameParam);
    const key = nameKey(q);
    if (key.length < 2) return { totalValues: 0, data: [], entries: [] };
    const rows = (await this.db.dataSource.query(autocompleteSql(await this.trgmSchema()), [
      key,
      game ?? null,
      AUTOCOMPLETE_MAX,
    ])) as RuleLinkModel[];
    const data = [...new Set(rows.map((r) => r.title))];
    return { totalValues: data.length, data, entries: rows };
  }

  /** The entry `game:slug`; the slug of its printed title or of an alias finds it too. */
  async entry(gameParam: string, slug: string): Promise<RuleEntryModel> {
    const game = glossaryOf(gameParam);
    if (game === undefined) {
      throw HolocronError.of(
        'RULE_NOT_FOUND',
        text(`Für ${gameParam} gibt es kein Regelglossar; bekannt sind: ${GAME_ID_NAMES.join(', ')}.`, `There is no rules glossary for ${gameParam}; known games: ${GAME_ID_NAMES.join(', ')}.`),
      );
    }
    const rows = (await this.db.dataSource.query(
      `SELECT e.ref, e.entry, e.body_plain, e.body_markdown FROM rule_entries e
       WHERE e.game = $1 AND (e.slug = $2 OR e.slug = (
         SELECT n.slug FROM rule_names n JOIN rule_entries x USING (game, slug)
         WHERE n.game = $1 AND n.name_slug = $2 AND n.kind IN ('title', 'alias') ORDER BY x.position LIMIT 1))
       ORDER BY e.slug = $2 DESC LIMIT 1`,
      [game, slugify(slug)],
    )) as EntryRow[];
    if (!rows[0]) {
      throw HolocronError.of(
        'RULE_NOT_FOUND',
        text(`Im Glossar von ${GAME_TITLES[game]} gibt es keinen Eintrag ${slug}.`, `The glossary of ${GAME_TITLES[game]} has no entry ${slug}.`),
      );
    }
    return toModel(rows[0]);
  }

  /** Entries by ref, in the order asked; refs that name nothing are left out. */
  async entries(refs: readonly string[]): Promise<RuleEntryModel[]> {
    if (refs.length === 0) return [];
    const rows = (await this.db.dataSource.query(
      'SELECT ref, entry, body_plain, body_markdown FROM rule_entries WHERE ref = ANY($1)',
      [refs],
    )) as EntryRow[];
    const byRef = new Map(rows.map((r) => [r.ref, toModel(r)]));
    return refs.flatMap((r) => byRef.get(r) ?? []);
  }

  /** The REST shape: the entry with its links named. */
  async withLinks(e: RuleEntryModel): Promise<RuleEntryResponse> {
    const linked = await this.entries([...new Set([...(e.parentRef ? [e.parentRef] : []), ...e.childRefs, ...e.relatedRefs, ...e.counterpartRefs, ...e.changeRefs])]);
    const links = new Map(linked.map((l) => [l.ref, { game: l.game, slug: l.slug, ref: l.ref, title: l.title, lang: l.lang }]));
    const named = (refs: string[]) => refs.flatMap((r) => links.get(r) ?? []);
    return {
      ...e,
      parent: e.parentRef ? (links.get(e.parentRef) ?? null) : null,
      children: named(e.childRefs),
      related: named(e.relatedRefs),
      counterparts: named(e.counterpartRefs),
      changes: named(e.changeRefs),
    };
  }

  /** Part `part` of the Discord answer; `link(n)` is the address of part n. */
  async answer(e: RuleEntryModel, part: number, link: (part: number) => string): Promise<AnswerPart> {
    const related = await this.entries(e.relatedRefs);
    const page = e.source.page === undefined ? '' : `, S. ${e.source.page}`;
    const answer = discordAnswer(
      {
        title: e.title,
        origin: `${GAME_TITLES[e.game as GameId]} · ${e.source.book}${page}`,
        bodyMarkdown: e.markdown,
        related: related.map((r) => r.title),
      },
      part,
      link,
    );
    if (answer === undefined) {
      throw HolocronError.of(
        'RULE_PART_NOT_FOUND',
        text(`Die Antwort zu ${e.ref} hat keinen Teil ${part}.`, `The answer for ${e.ref} has no part ${part}.`),
      );
    }
    return answer;
  }

  private gameFilter(game: string | undefined): GameId | undefined {
    if (game === undefined) return undefined;
    const known = glossaryOf(game);
    if (known === undefined) {
      throw HolocronError.of(
        'UNKNOWN_GAME',
        text(`Das Spiel ${game} hat kein Regelglossar; bekannt sind: ${GAME_ID_NAMES.join(', ')}.`, `The game ${game} has no rules glossary; known games: ${GAME_ID_NAMES.join(', ')}.`),
      );
    }
    return known;
  }
}

/** The search function's parameters (`rules.sql.ts`) for a query and its analysed terms. */
export function searchArgs(q: string, terms: readonly QueryTerm[], game: GameId | undefined, p: Pick<SearchParams, 'lang' | 'limit' | 'offset'>): unknown[] {
  const key = nameKey(q);
  return [
    terms.map((t) => t.i),
    terms.map((t) => t.word),
    terms.map((t) => t.stem),
    terms.map((t) => t.conf),
    terms.map((t) => t.game),
    key,
    game ?? null,
    p.lang ?? null,
    gamesNamed(key),
    p.limit,
    p.offset,
  ];
}

/** The query's terms as the search analyses them, for the evaluation's feature runs. */
export function searchTerms(q: string, game: GameId | undefined): QueryTerm[] {
  return queryTerms(q.trim(), game, LEXICON);
}

/** Games whose names the query mentions, for a small boost: "Wer gewinnt bei Armada?". */
export function gamesNamed(key: string): GameId[] {
  const padded = ` ${key} `;
  return GAME_IDS.filter((g) => GAME_NAMES[g].some((n) => padded.includes(` ${n} `)));
}

function toModel(row: EntryRow): RuleEntryModel {
  const e = row.entry;
  const ref = (slug: string) => `${e.game}:${slug}`;
  return {
    game: e.game,
    slug: e.slug,
    ref: e.ref,
    lang: e.lang,
    title: e.title,
    source: { seed: e.source.seed, book: bookOf(e.source.seed), page: e.source.page },
    expansion: e.expansion,
    pages: e.pages,
    aliases: e.aliases,
    text: row.body_plain,
    markdown: row.body_markdown,
    blocks: e.blocks,
    parentRef: e.parent === undefined ? null : ref(e.parent),
    childRefs: e.children.map(ref),
    relatedRefs: e.related,
    counterpartRefs: e.counterpart,
    changeRefs: e.changes,
  };
}
