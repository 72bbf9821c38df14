import { readFileSync, writeFileSync } from 'node:fs';
import { loadRuleContent } from '../src/rules/content/content.load.js';
import { SEEDS } from '../src/rules/content/seed.source.js';
import { BASE_SET } from '../src/engine/rebellion/cards/base/manifest.js';
import { renderCardTable } from '../src/engine/rebellion/cards/card.table.js';
import { COVERAGE, EXAMPLES } from '../src/engine/rebellion/coverage.data.js';
import { renderCoverage } from '../src/engine/rebellion/coverage.render.js';

/**
 * `npm run docs:tables`: rewrites the two generated tables of
 * docs/games/rebellion.md (Rules Reference coverage, cards) from the code, so
 * parallel branches that each add cards merge by regenerating, not by hand.
 * `card.table.spec.ts` and `coverage.spec.ts` check the result.
 */

const DOC = 'docs/games/rebellion.md';

/** Replaces the block that starts with the line matching `start` and runs through the last table row of its last table. */
function replaceBlock(doc: string, start: RegExp, tables: number, block: string): string {
  const lines = doc.split('\n');
  const from = lines.findIndex((l) => start.test(l));
  if (from < 0) throw new Error(`${DOC}: no line matches ${start}`);
  let to = from;
  for (let seen = 0; seen < tables; seen++) {
    while (to < lines.length && !lines[to].startsWith('|')) to++;
    while (to < lines.length && lines[to].startsWith('|')) to++;
  }
  return [...lines.slice(0, from), ...block.split('\n'), ...lines.slice(to)].join('\n');
}

const entries = loadRuleContent().entries.filter((e) => e.game === 'rebellion' && e.lang === 'de' && e.source.seed === SEEDS.rulesReference);
const titleOf = (slug: string) => entries.find((e) => e.slug === slug)!.title;

let doc = readFileSync(DOC, 'utf8');
doc = replaceBlock(doc, /^\d+ entries: \d+ implemented/, 2, renderCoverage(COVERAGE, EXAMPLES, titleOf));
doc = replaceBlock(doc, /^\d+ distinct cards in set `base`/, 1, renderCardTable(BASE_SET));
writeFileSync(DOC, doc);
console.log(`${DOC}: coverage and card tables rewritten`);
