/**
 * Seeds whose structure is given as an outline (expansion, play guide, Armada): the outline names
 * every heading in order and says what it becomes, so no heading is dropped or invented silently.
 */
import { buildBlocks, type DepthOptions } from './blocks.build.js';
import type { Block, Expansion, GameId, Lang } from './entry.model.js';
import { draft, type DraftEntry, type ParsedSeed } from './draft.model.js';
import { lex, type LexOptions, type SeedLine } from './line.lex.js';
import type { SeedName } from './seed.source.js';
import { slugify } from './slug.text.js';
import { repairSeed, type Joined, type Repair } from './text.repair.js';

interface HeadingMatch {
  /** The heading as printed, without Markdown marks. */
  heading: string;
  /** Which occurrence of a repeated heading (1-based). */
  nth?: number;
  /** The heading starts a longer line ("ROUND SUMMARY – Unless …"). */
  prefix?: boolean;
}

export interface OutlineEntry extends HeadingMatch {
  kind: 'entry';
  /** Fixed slug; otherwise the title's. */
  slug?: string;
  parent?: string;
  /** The whole heading line is also the first paragraph (a run-in heading). */
  keepLine?: boolean;
  /** A box inside this section ends here; the lines from here on belong to the section before it. */
  resumeAt?: string;
  /** Every caption and paragraph of this section is an item of one list (a components list). */
  asList?: boolean;
  changes?: string[];
  counterpart?: string[];
  /** A page the text states for this section in words the page-reference scan cannot read, with the quote. */
  page?: { page: number; quote: string };
}

/** A section that belongs to an entry printed elsewhere: an example, a text box, a figure legend. */
export interface OutlineInto extends HeadingMatch {
  kind: 'into';
  into: string;
  as: 'example' | 'box';
}

export interface OutlineSkip extends HeadingMatch {
  kind: 'skip';
  why: string;
}

export type OutlineSection = OutlineEntry | OutlineInto | OutlineSkip;

export interface OutlineSeed {
  seed: SeedName;
  game: GameId;
  lang: Lang;
  expansion?: Expansion;
  repairs: readonly Repair[];
  splitWords: boolean;
  hardBreaks: boolean;
  lex: LexOptions;
  depth: Omit<DepthOptions, 'depthOverrides'>;
  depthFixes: ReadonlyArray<{ startsWith: string; depth: number }>;
  /** Heading text of a line, if it is one; `previous` is the line above. */
  headingOf: (line: string, previous: string) => string | undefined;
  /** Headings before the first outline section (title page). */
  frontMatter: readonly string[];
  outline: readonly OutlineSection[];
  /** Rewrites a section's lines before they are read (e.g. a table into legend lines). */
  transform?: (lines: SeedLine[]) => SeedLine[];
}

export interface ParsedOutline extends ParsedSeed {
  joined: Joined[];
}

interface Cut {
  spec: OutlineSection;
  line: SeedLine;
  body: SeedLine[];
}

function matches(spec: HeadingMatch, heading: string): boolean {
  return spec.prefix ? heading.startsWith(spec.heading) : heading === spec.heading;
}

function cut(lines: readonly SeedLine[], cfg: OutlineSeed, problems: string[]): Cut[] {
  const cuts: Cut[] = [];
  const front: string[] = [];
  const seen = new Map<string, number>();
  let next = 0;
  lines.forEach((line, i) => {
    const heading = cfg.headingOf(line.text, lines[i - 1]?.text ?? '');
    const spec = cfg.outline[next];
    if (heading !== undefined) {
      const count = (seen.get(heading) ?? 0) + 1;
      seen.set(heading, count);
      if (spec && matches(spec, heading) && (spec.nth ?? 1) === count) {
        cuts.push({ spec, line, body: [] });
        next++;
        return;
      }
      if (cuts.length === 0) front.push(heading);
      else problems.push(`${cfg.seed}: heading "${heading}" (line ${line.no}) is not in the outline where it stands`);
    }
    cuts[cuts.length - 1]?.body.push(line);
  });
  for (const spec of cfg.outline.slice(next)) problems.push(`${cfg.seed}: outline heading "${spec.heading}" not found in order`);
  if (front.join('|') !== cfg.frontMatter.join('|')) problems.push(`${cfg.seed}: front matter is ${front.join(' | ')}`);
  return cuts;
}

/** Moves the lines after a box back to the section the box interrupted. */
function resume(cuts: Cut[], problems: string[]): void {
  cuts.forEach((c, i) => {
    const spec = c.spec;
    if (spec.kind !== 'entry' || spec.resumeAt === undefined) return;
    const end = spec.resumeAt;
    const at = c.body.findIndex((l) => l.text.startsWith(end));
    const host = cuts[i - 1];
    if (at < 0 || !host) {
      problems.push(`box "${spec.heading}": end "${end}" not found`);
      return;
    }
    host.body.push(...c.body.slice(at));
    c.body = c.body.slice(0, at);
  });
}

function asList(blocks: Block[]): Block[] {
  const items = blocks.flatMap((b) => (b.kind === 'figure' ? [b.caption] : b.kind === 'paragraph' ? [b.text] : []));
  const rest = blocks.filter((b) => b.kind !== 'figure' && b.kind !== 'paragraph');
  return [{ kind: 'list', items: items.map((text) => ({ text, children: [] })) }, ...rest];
}

export function parseOutlined(raw: string, cfg: OutlineSeed): ParsedOutline {
  const repaired = repairSeed(raw, cfg.repairs, { splitWords: cfg.splitWords, hardBreaks: cfg.hardBreaks });
  const problems = [...repaired.problems];
  const lines: SeedLine[] = repaired.text.split('\n').map((text, i) => ({ no: i + 1, text }));
  const overrides = new Map<number, number>();
  for (const fix of cfg.depthFixes) {
    const hits = lines.filter((l) => l.text.startsWith(fix.startsWith));
    if (hits.length === 1) overrides.set((hits[0] as SeedLine).no, fix.depth);
    else problems.push(`${cfg.seed}: depth fix "${fix.startsWith}" matched ${hits.length}×`);
  }
  const depth: DepthOptions = { ...cfg.depth, depthOverrides: overrides };
  const cuts = cut(lines, cfg, problems);
  resume(cuts, problems);

  for (const c of cuts) {
    if (c.spec.kind === 'entry' && c.spec.page && !repaired.text.includes(c.spec.page.quote)) {
      problems.push(`${cfg.seed}: page evidence "${c.spec.page.quote}" not found`);
    }
  }
  const drafts: DraftEntry[] = [];
  const intos: Array<{ spec: OutlineInto; blocks: Block[] }> = [];
  for (const { spec, line, body } of cuts) {
    if (spec.kind === 'skip') continue;
    const heading = cfg.headingOf(line.text, '') ?? spec.heading;
    const run: SeedLine[] = [];
    if (spec.kind === 'entry' && spec.keepLine) run.push(line);
    else if (spec.prefix && heading.length > spec.heading.length) {
      run.push({ no: line.no, text: heading.slice(spec.heading.length).replace(/^\s*–\s*/, '') });
    }
    const source = cfg.transform ? cfg.transform([...run, ...body]) : [...run, ...body];
    const blocks = buildBlocks(lex(source, cfg.lex), depth);
    if (spec.kind === 'into') {
      intos.push({ spec, blocks });
      continue;
    }
    const title = spec.heading;
    drafts.push(
      draft({
        game: cfg.game,
        lang: cfg.lang,
        seed: cfg.seed,
        title,
        key: spec.slug ?? slugify(title),
        ...(spec.slug === undefined ? {} : { slug: spec.slug }),
        ...(spec.parent === undefined ? {} : { parentKey: spec.parent }),
        ...(cfg.expansion === undefined ? {} : { expansion: cfg.expansion }),
        ...(spec.page === undefined ? {} : { page: spec.page.page }),
        blocks: spec.asList ? asList(blocks) : blocks,
        changes: [...(spec.changes ?? [])],
        counterpart: [...(spec.counterpart ?? [])],
      }),
    );
  }
  for (const { spec, blocks } of intos) {
    const host = drafts.find((d) => d.key === spec.into);
    if (!host) problems.push(`${cfg.seed}: "${spec.heading}" belongs to ${spec.into}, which does not exist`);
    else host.blocks.push({ kind: spec.as, title: spec.heading, blocks });
  }
  return { seed: cfg.seed, text: repaired.text, drafts, problems, joined: repaired.joined };
}
