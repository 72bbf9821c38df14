/** "Aufstieg des Imperiums" (seed 001) as entries of `rebellion`, marked as expansion rules. */
import { EXPANSION_CAPTIONS, EXPANSION_OUTLINE, EXPANSION_REPAIRS } from './expansion.outline.js';
import { parseOutlined, type ParsedOutline } from './outline.parse.js';
import { SEEDS } from './seed.source.js';

const MD_HEADING = /^#{1,6}\s+(.*?)\s*$/;

export function parseExpansion(raw: string): ParsedOutline {
  return parseOutlined(raw, {
    seed: SEEDS.riseOfTheEmpire,
    game: 'rebellion',
    lang: 'de',
    expansion: 'riseOfTheEmpire',
    repairs: EXPANSION_REPAIRS,
    splitWords: true,
    hardBreaks: true,
    lex: { romanSteps: true, letterSteps: 'none', plainLabels: false, leadingSpaceBullets: false, captions: EXPANSION_CAPTIONS },
    depth: { indentNesting: true, romanUnderGlyph: true, paragraphsInLists: 'loose' },
    depthFixes: [],
    headingOf: (line) => MD_HEADING.exec(line)?.[1],
    frontMatter: ['STAR WARS REBELLION'],
    outline: EXPANSION_OUTLINE,
  });
}
