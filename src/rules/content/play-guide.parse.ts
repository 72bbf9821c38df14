/** The English play guide for Rebellion (seed 003). */
import { parseOutlined, type ParsedOutline } from './outline.parse.js';
import { PLAY_GUIDE_OUTLINE, PLAY_GUIDE_RUN_IN } from './play-guide.outline.js';
import { SEEDS } from './seed.source.js';

/** An upper-case line after a blank line, with an optional " – subtitle", or a run-in phase heading. */
function headingOf(line: string, previous: string): string | undefined {
  if (previous.trim() !== '') return undefined;
  if (/^[A-Z][A-Z ]+(?: – .*)?$/.test(line)) return line;
  return PLAY_GUIDE_RUN_IN.some((h) => line.startsWith(h)) ? line : undefined;
}

export function parsePlayGuide(raw: string): ParsedOutline {
  return parseOutlined(raw, {
    seed: SEEDS.playGuide,
    game: 'rebellion',
    lang: 'en',
    repairs: [],
    splitWords: false,
    hardBreaks: false,
    lex: { romanSteps: false, letterSteps: 'lower', plainLabels: false, leadingSpaceBullets: false, captions: [] },
    depth: { indentNesting: false, romanUnderGlyph: false, paragraphsInLists: 'always' },
    depthFixes: [],
    headingOf,
    frontMatter: ['STAR WARS REBELLION – ACTUAL PLAY GUIDE'],
    outline: PLAY_GUIDE_OUTLINE,
  });
}
