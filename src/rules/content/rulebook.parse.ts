/**
 * The Rebellion Rules Reference (seed 000): the glossary, the golden rules box, the setup appendix.
 * The index is read by index.parse.ts.
 */
import { buildBlocks } from './blocks.build.js';
import { draft, type DraftEntry, type ParsedSeed } from './draft.model.js';
import { lex, type LexOptions, type SeedLine } from './line.lex.js';
import { GOLDEN_RULES_BOX, RULEBOOK_CAPTIONS, RULEBOOK_DEPTHS, RULEBOOK_PAGES, RULEBOOK_REPAIRS } from './rulebook.repairs.js';
import { SEEDS } from './seed.source.js';
import { slugify } from './slug.text.js';
import { repairSeed, type Joined } from './text.repair.js';

const FIRST_HEADING = 'VERWENDUNGS DIESES HANDBUCHS';
const GLOSSARY_INTRO = 'GLOSSAR';
const APPENDIX = 'ANHANG: VOLLSTÄNDIGER SPIELAUFBAU';
const INDEX = 'INDEX';
const HEADING = /^[A-ZÄÖÜ][A-ZÄÖÜß0-9 „“:()–-]*[A-ZÄÖÜ)]$/;
const SEE_STUB = /^(.+) \(SIEHE (.+)\)$/;
const RELATED = /^Verwandte Themen:\s*(.*)$/;

const LEX: LexOptions = {
  romanSteps: true,
  letterSteps: 'none',
  plainLabels: true,
  leadingSpaceBullets: true,
  captions: RULEBOOK_CAPTIONS,
};

interface Section {
  title: string;
  line: number;
  body: SeedLine[];
}

/** A glossary heading with no text of its own that only points elsewhere: "RÜCKZUG (SIEHE GEFECHT)". */
export interface SeeStub {
  term: string;
  see: string;
}

export interface ParsedRulebook extends ParsedSeed {
  /** The repaired lines from "INDEX" on. */
  indexLines: SeedLine[];
  seeStubs: SeeStub[];
  joined: Joined[];
}

function numbered(text: string): SeedLine[] {
  return text.split('\n').map((line, i) => ({ no: i + 1, text: line }));
}

function isHeading(text: string): boolean {
  return HEADING.test(text) && /[A-ZÄÖÜ]{2}/.test(text);
}

function splitSections(lines: readonly SeedLine[]): Section[] {
  const sections: Section[] = [];
  for (const line of lines) {
    if (isHeading(line.text)) sections.push({ title: line.text, line: line.no, body: [] });
    else sections[sections.length - 1]?.body.push(line);
  }
  return sections;
}

/** The golden rules box interrupts "Aktionskarten": the lines after it go back to the entry it interrupted. */
function liftBox(sections: Section[], problems: string[]): Section[] {
  const at = sections.findIndex((s) => s.title === GOLDEN_RULES_BOX.heading);
  const box = sections[at];
  const host = sections[at - 1];
  const resume = box?.body.findIndex((l) => l.text.startsWith(GOLDEN_RULES_BOX.resumeAt)) ?? -1;
  if (!box || !host || resume < 0) {
    problems.push(`golden rules box or its end not found`);
    return sections;
  }
  host.body.push(...box.body.slice(resume));
  box.body = box.body.slice(0, resume);
  return sections;
}

function takeRelated(body: SeedLine[]): { body: SeedLine[]; names: string[] } {
  const names: string[] = [];
  const rest = body.filter((l) => {
    const m = RELATED.exec(l.text);
    if (m) names.push(...(m[1] ?? '').split(',').map((n) => n.trim()).filter((n) => n !== ''));
    return !m;
  });
  return { body: rest, names };
}

function depthOverrides(lines: readonly SeedLine[], problems: string[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const { startsWith, depth } of RULEBOOK_DEPTHS) {
    const hits = lines.filter((l) => l.text.startsWith(startsWith));
    if (hits.length === 1) map.set((hits[0] as SeedLine).no, depth);
    else problems.push(`depth override "${startsWith}" matched ${hits.length}×`);
  }
  return map;
}

export function parseRulebook(raw: string): ParsedRulebook {
  const seed = SEEDS.rulesReference;
  const repaired = repairSeed(raw, RULEBOOK_REPAIRS, { splitWords: true, hardBreaks: false });
  const problems = [...repaired.problems];
  const lines = numbered(repaired.text);
  const first = lines.findIndex((l) => l.text === FIRST_HEADING);
  const index = lines.findIndex((l) => l.text === INDEX);
  const sections = liftBox(splitSections(lines.slice(first, index)), problems);
  const overrides = depthOverrides(lines, problems);
  const depth = { indentNesting: false, romanUnderGlyph: false, paragraphsInLists: 'always', depthOverrides: overrides } as const;

  const drafts: DraftEntry[] = [];
  const seeStubs: SeeStub[] = [];
  let inGlossary = false;
  let group: DraftEntry | undefined;
  for (const section of sections) {
    const stub = SEE_STUB.exec(section.title);
    if (stub && section.body.every((l) => l.text.trim() === '')) {
      seeStubs.push({ term: stub[1] ?? '', see: stub[2] ?? '' });
      continue;
    }
    const { body, names } = takeRelated(section.body);
    const key = slugify(section.title);
    const entry = draft({
      game: 'rebellion',
      lang: 'de',
      seed,
      title: section.title,
      key,
      blocks: buildBlocks(lex(body, LEX), depth),
    });
    drafts.push(entry);
    if (section.title === APPENDIX) inGlossary = false;
    const grouped = inGlossary && section.title !== GOLDEN_RULES_BOX.heading;
    // A glossary entry printed without "Verwandte Themen" holds the sub-topics that follow it,
    // up to the one that closes the group with the shared "Verwandte Themen" line.
    if (grouped && group) {
      entry.parentKey = group.key;
      group.relatedNames.push(...names);
      if (names.length > 0) group = undefined;
    } else {
      entry.relatedNames.push(...names);
      if (grouped && names.length === 0) group = entry;
    }
    if (section.title === GLOSSARY_INTRO) inGlossary = true;
  }

  for (const { key, page, quote } of RULEBOOK_PAGES) {
    const entry = drafts.find((d) => d.key === key);
    if (entry && repaired.text.includes(quote)) entry.page = page;
    else problems.push(`page evidence for ${key} not found`);
  }

  return { seed, text: repaired.text, drafts, problems, indexLines: lines.slice(index), seeStubs, joined: repaired.joined };
}
