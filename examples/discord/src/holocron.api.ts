import { HolocronClient } from '../../../clients/typescript/src/holocron.client.js';
import type { Result } from '../../../clients/typescript/src/api.errors.js';
import { failed, networkError, ok } from '../../../clients/typescript/src/api.errors.js';

/*
 * What the bot asks Holocron. Games go through the typed client
 * (clients/typescript); the rules glossary, the catalogs, pictures and paged
 * legal actions through REST, which the client does not wrap.
 */

export interface RuleHit {
  readonly game: string;
  readonly slug: string;
  readonly title: string;
  readonly titleEn: string | null;
}

export interface CardHit {
  readonly game: string;
  readonly kind: string;
  readonly id: string;
  readonly name: string;
  readonly nameDe: string | null;
  /** The catalog entry's REST path, e.g. /v1/catalog/armada/ships/hardcell-class-transport. */
  readonly link: string;
}

export interface Group {
  readonly id: string;
  readonly de: string;
  readonly en: string;
}

export interface PagedAction {
  readonly id: string;
  readonly type: string;
  readonly label: { readonly de: string; readonly en: string };
  readonly group: Group;
}

export interface LegalPage {
  readonly version: number;
  readonly seat: number;
  readonly actions: readonly PagedAction[];
  readonly total: number;
  readonly offset: number;
  readonly groups: readonly (Group & { readonly count: number })[];
}

export class HolocronApi {
  readonly client: HolocronClient;
  private readonly base: string;

  constructor(url: string) {
    this.base = url.replace(/\/+$/, '');
    this.client = new HolocronClient({ url: this.base });
  }

  async searchRules(q: string): Promise<Result<{ results: RuleHit[]; cards: CardHit[] }>> {
    return this.json(`/v1/rules/search?${new URLSearchParams({ q, limit: '5' })}`);
  }

  async autocompleteRules(q: string): Promise<Result<{ data: string[] }>> {
    return this.json(`/v1/rules/autocomplete?${new URLSearchParams({ q })}`);
  }

  /** The Discord-ready answer: Markdown of at most 2,000 characters that links its next part. */
  async ruleAnswer(game: string, slug: string): Promise<Result<string>> {
    return this.text(`/v1/rules/${encodeURIComponent(game)}/${encodeURIComponent(slug)}?format=markdown`);
  }

  /** A catalog entry by the path a card hit links to; only catalog paths are followed. */
  async catalogEntry(link: string): Promise<Result<Record<string, unknown>>> {
    if (!/^\/v1\/catalog\/(rebellion|armada)\/[a-z-]+\/[A-Za-z0-9._-]+$/.test(link)) {
      return failed({ code: 'NOT_A_CATALOG_PATH', messages: { de: 'Keine Katalogadresse.', en: 'Not a catalog path.' }, details: {} });
    }
    return this.json(link);
  }

  /** The picture as `token`'s seat may see it (the public picture without a token), at `version` so Discord caches each moment apart. */
  async boardPng(gameId: string, version: number, token?: string): Promise<Result<Buffer>> {
    try {
      const res = await fetch(`${this.base}/v1/games/${encodeURIComponent(gameId)}/board.png?lang=de&at=${version}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok) return failed(await problem(res));
      return ok(Buffer.from(await res.arrayBuffer()));
    } catch (e) {
      return failed(networkError(e));
    }
  }

  /** One page of a seat's legal actions, of one group or of all (docs/game-life.md, "Legal actions in groups"). */
  async legalPage(gameId: string, token: string, page: { group?: string; limit: number; offset: number }): Promise<Result<LegalPage>> {
    const query = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset), ...(page.group ? { group: page.group } : {}) });
    return this.json(`/v1/games/${encodeURIComponent(gameId)}/legal-actions?${query}`, token);
  }

  private async json<T>(path: string, token?: string): Promise<Result<T>> {
    try {
      const res = await fetch(`${this.base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!res.ok) return failed(await problem(res));
      return ok((await res.json()) as T);
    } catch (e) {
      return failed(networkError(e));
    }
  }

  private async text(path: string): Promise<Result<string>> {
    try {
      const res = await fetch(`${this.base}${path}`);
      if (!res.ok) return failed(await problem(res));
      return ok(await res.text());
    } catch (e) {
      return failed(networkError(e));
    }
  }
}

async function problem(res: Response) {
  const body = (await res.json().catch(() => ({}))) as { code?: string; messages?: { de: string; en: string }; rule?: string };
  return {
    code: body.code ?? `HTTP_${res.status}`,
    messages: body.messages ?? { de: `HTTP ${res.status}`, en: `HTTP ${res.status}` },
    ...(body.rule ? { rule: body.rule } : {}),
    status: res.status,
    details: {},
  };
}
