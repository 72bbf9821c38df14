import { readFileSync } from 'node:fs';
import { BASE_SET } from './base/manifest.js';
import { renderCardTable } from './card.table.js';

describe('the card table of docs/games/rebellion.md', () => {
  it('is the base manifest as it stands: every card, implemented or not, its spec and its assumptions', () => {
    expect(readFileSync('docs/games/rebellion.md', 'utf8')).toContain(renderCardTable(BASE_SET));
  });
});
