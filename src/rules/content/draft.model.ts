/** Entries as the seed parsers produce them, before slugs, links and pages are settled. */
import type { Block, Expansion, GameId, Lang } from './entry.model.js';
import type { SeedName } from './seed.source.js';

export interface DraftEntry {
  game: GameId;
  lang: Lang;
  seed: SeedName;
  title: string;
  /** Slug the brief fixes for this entry; otherwise the title's slug, or the parent's prefix on a clash. */
  slug?: string;
  /** The title's slug: how the other entries of the same seed name this one. */
  key: string;
  parentKey?: string;
  blocks: Block[];
  /** Topic names as printed under "Verwandte Themen". */
  relatedNames: string[];
  /** Refs given by the seed's outline data. */
  relatedRefs: string[];
  aliases: string[];
  page?: number;
  pages: number[];
  expansion?: Expansion;
  changes: string[];
  counterpart: string[];
}

/** What a seed parser hands on: its entries, and every repair or check that did not come out as expected. */
export interface ParsedSeed {
  seed: SeedName;
  text: string;
  drafts: DraftEntry[];
  problems: string[];
}

export function draft(fields: Pick<DraftEntry, 'game' | 'lang' | 'seed' | 'title' | 'key' | 'blocks'> & Partial<DraftEntry>): DraftEntry {
  return { relatedNames: [], relatedRefs: [], aliases: [], pages: [], changes: [], counterpart: [], ...fields };
}
