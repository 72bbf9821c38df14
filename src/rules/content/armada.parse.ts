/** Star Wars: Armada learn-to-play (seed 004) as entries of `armada`. */
import { ARMADA_DEPTHS, ARMADA_OUTLINE, ARMADA_REPAIRS } from './armada.outline.js';
import type { SeedLine } from './line.lex.js';
import { parseOutlined, type ParsedOutline } from './outline.parse.js';
import { SEEDS } from './seed.source.js';

const MD_HEADING = /^#{1,6}\s+(.*?)\s*$/;
const TABLE_ROW = /^(?:- )?\|/;

/**
 * The setup figure's legend came out as an HTML table whose cells cut one item in two
 * ("U. … mit Schubrad," | "Kommandorädern, …"); it becomes one legend line per letter.
 */
function tableLegend(lines: SeedLine[]): SeedLine[] {
  const rows = lines.filter((l) => TABLE_ROW.test(l.text));
  if (rows.length === 0) return lines;
  const cells = rows.flatMap((r) => [...r.text.matchAll(/<p>(.*?)<\/p>/g)].map((m) => (m[1] ?? '').replace(/<\/?i>/g, '*').trim()));
  const items: string[] = [];
  for (const cell of cells) {
    if (/^[A-Z]\. /.test(cell) || items.length === 0) items.push(cell);
    else items[items.length - 1] = `${items[items.length - 1]} ${cell}`;
  }
  const at = (rows[0] as SeedLine).no;
  const legend = items.map((text) => ({ no: at, text: `- ${text}` }));
  return [...lines.filter((l) => l.no < at), ...legend, ...lines.filter((l) => l.no > at && !TABLE_ROW.test(l.text))];
}

export function parseArmada(raw: string): ParsedOutline {
  return parseOutlined(raw, {
    seed: SEEDS.armada,
    game: 'armada',
    lang: 'de',
    repairs: ARMADA_REPAIRS,
    splitWords: true,
    hardBreaks: true,
    lex: { romanSteps: false, letterSteps: 'upper', plainLabels: false, leadingSpaceBullets: false, captions: 'heuristic' },
    depth: { indentNesting: true, romanUnderGlyph: false, paragraphsInLists: 'loose' },
    depthFixes: ARMADA_DEPTHS,
    headingOf: (line) => MD_HEADING.exec(line)?.[1],
    frontMatter: ['ARMADA'],
    outline: ARMADA_OUTLINE,
    transform: tableLegend,
  });
}
