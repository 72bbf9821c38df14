import type { EntryCoverage, ExampleCoverage } from './coverage.data.js';

/** The coverage tables of docs/games/rebellion.md, rendered from `coverage.data.ts` (the spec keeps the doc equal to this). */

const cell = (text: string) => text.replace(/\|/g, '\\|');
const files = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(', ');

function notes(row: EntryCoverage): string {
  const parts: string[] = [];
  if (row.note !== undefined) parts.push(row.note);
  if (row.closed !== undefined) parts.push(`**Closed (${row.closed.kind === 'rule' ? 'rule added' : 'spec added'}):** ${row.closed.what}`);
  if (row.gap !== undefined) parts.push(`**Gap:** ${row.gap}`);
  if (row.cards !== undefined) parts.push(`**Cards:** ${row.cards.what} (${row.cards.cards.map((c) => `\`${c}\``).join(', ')})`);
  if (row.teamPlay !== undefined) parts.push(`**Team play:** ${row.teamPlay}`);
  return parts.map(cell).join('<br>');
}

export function coverageCounts(rows: readonly EntryCoverage[]) {
  const with_ = (test: (r: EntryCoverage) => boolean) => rows.filter(test).length;
  return {
    entries: rows.length,
    implemented: with_((r) => r.status === 'implemented'),
    cardTexts: with_((r) => r.status === 'card-texts'),
    teamPlay: with_((r) => r.status === 'team-play'),
    gaps: with_((r) => r.status === 'gap'),
    closedRules: with_((r) => r.closed?.kind === 'rule'),
    closedSpecs: with_((r) => r.closed?.kind === 'spec'),
    withCards: with_((r) => r.cards !== undefined),
    withTeamPlayParts: with_((r) => r.teamPlay !== undefined),
  };
}

export function renderCoverage(rows: readonly EntryCoverage[], examples: readonly ExampleCoverage[], titleOf: (slug: string) => string): string {
  const c = coverageCounts(rows);
  const summary =
    `${c.entries} entries: ${c.implemented} implemented, ${c.cardTexts} waiting only for card texts, ${c.teamPlay} team play, ${c.gaps} gaps. ` +
    `Closed for issue 4: ${c.closedRules} entries missed a rule, ${c.closedSpecs} had rules without a spec naming them. ` +
    `${c.withCards} entries have parts that cards bring into play, every one of them played; ${c.withTeamPlayParts} have team-play parts.`;
  const entries = rows.map(
    (r) => `| ${cell(titleOf(r.slug))} (\`${r.slug}\`) | ${r.status} | ${files(r.code)} | ${files(r.specs)} | ${notes(r)} |`,
  );
  const shown = (e: ExampleCoverage) => ('spec' in e.shown ? `\`${e.shown.spec}\`: “${cell(e.shown.title)}”` : `not reproduced: ${cell(e.shown.why)}`);
  const exampleRows = examples.map((e) => `| \`${e.slug}\` | „…${cell(e.quote)}…“ | ${shown(e)} |`);
  return [
    summary,
    '',
    '| entry | status | code | specs | notes |',
    '|---|---|---|---|---|',
    ...entries,
    '',
    'Examples the glossary gives, and where a spec reproduces them:',
    '',
    '| entry | example | reproduced by |',
    '|---|---|---|',
    ...exampleRows,
  ].join('\n');
}
