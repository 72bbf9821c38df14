/**
 * Settles what the seed parsers leave open: slugs (unique per game), parents and children,
 * "Verwandte Themen" links, index aliases and pages, in-text page references, counterparts.
 */
import type { GameId, IndexLine, RuleContent, RuleEntry, TermPair } from './entry.model.js';
import { plainText } from './entry.render.js';
import { leadIns } from './entry.walk.js';
import type { DraftEntry, ParsedSeed } from './draft.model.js';
import type { RawIndexLine } from './index.parse.js';
import type { SeeStub } from './rulebook.parse.js';
import type { SeedName } from './seed.source.js';
import { looseSlug, refOf, slugify } from './slug.text.js';
import { toPlain } from './inline.text.js';

export interface LinkInput {
  seeds: ParsedSeed[];
  /** The index and see-references of the Rules Reference, resolved within its seed. */
  index: { seed: SeedName; lines: RawIndexLine[]; seeStubs: SeeStub[] };
  terms: TermPair[];
}

export interface PageReference {
  from: string;
  title: string;
  page: number;
}

export interface Linked {
  content: RuleContent;
  problems: string[];
  /** In-text page references ("siehe „X“ auf Seite N") that name no entry of their seed. */
  unresolvedPageRefs: PageReference[];
}

const PAGE_REF = /„([^“]+)“ auf (?:S\.|Seite) (\d+)/g;

interface Node {
  draft: DraftEntry;
  entry: RuleEntry;
}

function words(text: string): string[] {
  return looseSlug(text).split('-').filter((w) => w !== '');
}

class SeedScope {
  private readonly bySlug = new Map<string, Node>();
  private readonly byLoose = new Map<string, Node>();

  constructor(readonly nodes: Node[]) {
    for (const n of nodes) {
      for (const key of [n.entry.slug, n.draft.key, slugify(n.entry.title)]) if (!this.bySlug.has(key)) this.bySlug.set(key, n);
      const loose = looseSlug(n.entry.title);
      if (!this.byLoose.has(loose)) this.byLoose.set(loose, n);
    }
  }

  byName(name: string): Node | undefined {
    return this.bySlug.get(slugify(name)) ?? this.byLoose.get(looseSlug(name));
  }

  descendants(node: Node): Node[] {
    const kids = this.nodes.filter((n) => n.entry.parent === node.entry.slug && n.entry.game === node.entry.game);
    return kids.flatMap((k) => [...this.descendants(k), k]);
  }

  /** An index term resolves to the entry of that title, else into the entry it refers to ("siehe"). */
  indexTarget(term: string, see: string | undefined): Node | undefined {
    const own = this.byName(term);
    if (own || see === undefined) return own;
    const target = this.byName(see);
    if (!target) return undefined;
    const wanted = words(term);
    const explains = (n: Node): boolean =>
      leadIns(n.entry.blocks).some((label) => {
        const have = new Set(words(toPlain(label)));
        return wanted.every((w) => have.has(w));
      });
    return [...this.descendants(target), target].find(explains) ?? target;
  }
}

function assignSlugs(seeds: readonly ParsedSeed[], problems: string[]): Node[] {
  const used = new Map<GameId, Set<string>>();
  const nodes: Node[] = [];
  for (const seed of seeds) {
    const byKey = new Map<string, Node>();
    for (const d of seed.drafts) {
      if (byKey.has(d.key)) problems.push(`${seed.seed}: two entries named ${d.key}`);
      const taken = used.get(d.game) ?? new Set<string>();
      used.set(d.game, taken);
      const parent = d.parentKey === undefined ? undefined : byKey.get(d.parentKey);
      if (d.parentKey !== undefined && !parent) problems.push(`${seed.seed}: parent ${d.parentKey} of ${d.key} not found`);
      let slug = d.slug ?? d.key;
      // Only a child whose own slug is taken borrows its parent's slug as a prefix.
      if (taken.has(slug) && parent) slug = `${parent.entry.slug}-${slug}`;
      if (taken.has(slug)) problems.push(`${d.game}: slug ${slug} is not unique`);
      taken.add(slug);
      const entry: RuleEntry = {
        game: d.game,
        slug,
        ref: refOf(d.game, slug),
        lang: d.lang,
        title: d.title,
        source: { seed: d.seed },
        ...(d.expansion === undefined ? {} : { expansion: d.expansion }),
        ...(parent === undefined ? {} : { parent: parent.entry.slug }),
        children: [],
        blocks: d.blocks,
        related: [],
        aliases: [...d.aliases],
        pages: [...d.pages, ...(d.page === undefined ? [] : [d.page])],
        changes: [...d.changes],
        counterpart: [...d.counterpart],
      };
      parent?.entry.children.push(slug);
      const node = { draft: d, entry };
      byKey.set(d.key, node);
      nodes.push(node);
    }
  }
  return nodes;
}

function addUnique(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}

interface Graph {
  nodes: Node[];
  byRef: Map<string, Node>;
  scopes: Map<SeedName, SeedScope>;
  problems: string[];
}

function scopeOf(g: Graph, n: Node): SeedScope {
  return g.scopes.get(n.draft.seed) as SeedScope;
}

function linkRelated(g: Graph): void {
  for (const n of g.nodes) {
    for (const name of n.draft.relatedNames) {
      const target = scopeOf(g, n).byName(name);
      if (target) addUnique(n.entry.related, target.entry.ref);
      else g.problems.push(`${n.entry.ref}: "Verwandte Themen" link "${name}" resolves to no entry`);
    }
    for (const ref of [...n.draft.relatedRefs, ...n.draft.changes]) {
      if (!g.byRef.has(ref)) g.problems.push(`${n.entry.ref}: link ${ref} resolves to no entry`);
    }
    for (const ref of n.draft.relatedRefs) addUnique(n.entry.related, ref);
  }
}

/** Index lines become aliases and pages; returns the page of each entry's own index line. */
function linkIndex(g: Graph, input: LinkInput['index'], index: IndexLine[]): Map<Node, number> {
  const ownPage = new Map<Node, number>();
  const scope = g.scopes.get(input.seed);
  for (const line of input.lines) {
    const target = scope?.indexTarget(line.term, line.see);
    if (!target) {
      g.problems.push(`index line "${line.term}" resolves to no entry`);
      continue;
    }
    index.push({ term: line.term, ...(line.see === undefined ? {} : { see: line.see }), page: line.page, ref: target.entry.ref });
    target.entry.pages.push(line.page);
    if (slugify(line.term) === slugify(target.entry.title) && !ownPage.has(target)) ownPage.set(target, line.page);
    else addUnique(target.entry.aliases, line.term);
  }
  for (const stub of input.seeStubs) {
    const target = scope?.indexTarget(stub.term, stub.see);
    if (target) addUnique(target.entry.aliases, stub.term);
    else g.problems.push(`see-reference "${stub.term} (siehe ${stub.see})" resolves to no entry`);
  }
  return ownPage;
}

/** "siehe „X“ auf Seite N": a page for X and a link from the entry that says it. */
function linkPageRefs(g: Graph): PageReference[] {
  const unresolved: PageReference[] = [];
  for (const n of g.nodes) {
    for (const m of plainText(n.entry.blocks).matchAll(PAGE_REF)) {
      const title = m[1] ?? '';
      const page = Number(m[2]);
      const target = scopeOf(g, n).byName(title);
      if (!target) {
        unresolved.push({ from: n.entry.ref, title, page });
        continue;
      }
      target.entry.pages.push(page);
      if (target !== n) addUnique(n.entry.related, target.entry.ref);
    }
  }
  return unresolved;
}

function linkCounterparts(g: Graph): void {
  for (const n of g.nodes) {
    for (const ref of n.draft.counterpart) {
      const other = g.byRef.get(ref);
      if (!other || other.entry.lang === n.entry.lang) g.problems.push(`${n.entry.ref}: counterpart ${ref} is no entry in the other language`);
      else addUnique(other.entry.counterpart, n.entry.ref);
    }
  }
}

export function linkContent(input: LinkInput): Linked {
  const problems = input.seeds.flatMap((s) => s.problems);
  const nodes = assignSlugs(input.seeds, problems);
  const g: Graph = {
    nodes,
    byRef: new Map(nodes.map((n) => [n.entry.ref, n] as const)),
    scopes: new Map(input.seeds.map((s) => [s.seed, new SeedScope(nodes.filter((n) => n.draft.seed === s.seed))] as const)),
    problems,
  };
  linkRelated(g);
  const index: IndexLine[] = [];
  const ownPage = linkIndex(g, input.index, index);
  const unresolvedPageRefs = linkPageRefs(g);
  linkCounterparts(g);

  for (const n of nodes) {
    const e = n.entry;
    e.pages = [...new Set(e.pages)].sort((a, b) => a - b);
    const page = n.draft.page ?? ownPage.get(n) ?? e.pages[0];
    if (page !== undefined) e.source.page = page;
    e.aliases = e.aliases.filter((a) => slugify(a) !== e.slug);
  }
  for (const t of input.terms) {
    const target = g.byRef.get(t.ref);
    if (!target || target.entry.lang !== 'de') problems.push(`term ${t.en} – ${t.de}: ${t.ref} is no German entry`);
  }
  return { content: { entries: nodes.map((n) => n.entry), terms: input.terms, index }, problems, unresolvedPageRefs };
}
