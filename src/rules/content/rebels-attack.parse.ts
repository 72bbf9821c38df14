/** "Star Wars Rebels: Angriff der Rebellen" (seed 002) as entries of `rebels-attack`. */
import { buildBlocks } from './blocks.build.js';
import type { Block } from './entry.model.js';
import { draft, type ParsedSeed } from './draft.model.js';
import { lex, type LexOptions, type SeedLine } from './line.lex.js';
import { REBELS_CAPTIONS, REBELS_IGNORED, REBELS_OUTLINE, type RebelsPart } from './rebels-attack.outline.js';
import { SEEDS } from './seed.source.js';
import { slugify } from './slug.text.js';
import { repairSeed } from './text.repair.js';

const LEX: LexOptions = { romanSteps: false, letterSteps: 'none', plainLabels: false, leadingSpaceBullets: false, captions: REBELS_CAPTIONS };
const DEPTH = { indentNesting: true, romanUnderGlyph: false, paragraphsInLists: 'loose', depthOverrides: new Map<number, number>() } as const;

/** A short marker ("3", "4": page numbers) must match a whole line; a longer one may start a line. */
function at(line: SeedLine, marker: string): boolean {
  const t = line.text.trim();
  return t === marker || (marker.length >= 8 && t.startsWith(marker));
}

function take(lines: readonly SeedLine[], part: RebelsPart, problems: string[]): SeedLine[] {
  const start = lines.findIndex((l) => at(l, part.from));
  const end = part.until === '' ? lines.length : lines.findIndex((l, i) => i > start && at(l, part.until));
  if (start < 0 || end < 0) {
    problems.push(`rebels-attack: part "${part.from}" … "${part.until}" not found`);
    return [];
  }
  return lines.slice(start, end);
}

/** The components list prints items without bullets and their contents as bullets. */
function components(lines: SeedLine[]): SeedLine[] {
  return lines.map((l) => {
    const t = l.text.trim();
    if (t === '') return l;
    return { no: l.no, text: t.startsWith('- ') ? `  ${t}` : `- ${t}` };
  });
}

export function parseRebelsAttack(raw: string): ParsedSeed {
  const seed = SEEDS.rebelsAttack;
  const repaired = repairSeed(raw, [], { splitWords: true, hardBreaks: false });
  const problems = [...repaired.problems];
  const lines: SeedLine[] = repaired.text.split('\n').map((text, i) => ({ no: i + 1, text }));
  const used = new Set<number>();
  const drafts = REBELS_OUTLINE.map((section) => {
    const blocks: Block[] = [];
    for (const part of section.parts) {
      const body = take(lines, part, problems);
      body.forEach((l) => used.add(l.no));
      const built = buildBlocks(lex(section.components ? components(body) : body, LEX), DEPTH);
      blocks.push(...(part.example === undefined ? built : [{ kind: 'example', title: part.example, blocks: built } as const]));
    }
    if (section.heading !== undefined) {
      const heading = lines.find((l) => l.text.trim() === section.heading);
      if (heading) used.add(heading.no);
      else problems.push(`rebels-attack: heading "${section.heading}" not found`);
    }
    const printed = slugify(section.heading ?? section.title);
    return draft({
      game: 'rebels-attack',
      lang: 'de',
      seed,
      title: section.title,
      key: section.slug,
      slug: section.slug,
      ...(section.parent === undefined ? {} : { parentKey: section.parent }),
      blocks,
      pages: [...(section.pages ?? [])],
      aliases: [...(printed === section.slug ? [] : [printed]), ...(section.aliases ?? [])],
      relatedRefs: [...(section.related ?? [])],
      changes: [...(section.changes ?? [])],
    });
  });
  const ignored = [...REBELS_IGNORED];
  const leftOver: string[] = [];
  for (const l of lines) {
    const t = l.text.trim();
    if (t === '' || used.has(l.no)) continue;
    const at = ignored.indexOf(t);
    if (at >= 0) ignored.splice(at, 1);
    else leftOver.push(t);
  }
  if (leftOver.length > 0) problems.push(`rebels-attack: lines no entry took: ${leftOver.join(' | ')}`);
  if (ignored.length > 0) problems.push(`rebels-attack: ignorable lines not found: ${ignored.join(' | ')}`);
  return { seed, text: repaired.text, drafts, problems };
}
