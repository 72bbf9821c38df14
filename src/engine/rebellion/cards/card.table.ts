import type { RebellionCard, RebellionCardSet } from './card.types.js';
import { isImplemented } from './card.types.js';

/**
 * The card table of docs/games/rebellion.md, rendered from a set's manifest
 * so the page cannot drift from the code (card.table.spec.ts checks it).
 */
const FOLDER: Readonly<Record<RebellionCard['kind'], string>> = { mission: 'missions', project: 'projects', action: 'actions', objective: 'objectives', tactic: 'tactics' };

export function renderCardTable(set: RebellionCardSet): string {
  const played = set.cards.filter(isImplemented).length;
  const rows = set.cards.map((c) => {
    const name = c.name.de === null ? c.name.en : `${c.name.en} („${c.name.de}“)`;
    const spec = `\`cards/${set.set}/${FOLDER[c.kind]}/${c.id}.card.spec.ts\``;
    const notes = (c.assumptions ?? []).map((a) => a.en).join(' ');
    return `| ${name} (\`${c.id}\`) | ${c.kind} | ${c.faction} | ${c.timing} | ${c.copies} | ${isImplemented(c) ? 'yes' : 'no (bluff/held only)'} | ${spec} | ${notes} |`;
  });
  return [
    `${set.cards.length} distinct cards in set \`${set.set}\`, ${played} implemented.`,
    '',
    '| card | kind | faction | timing | copies | implemented | spec | assumptions |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
