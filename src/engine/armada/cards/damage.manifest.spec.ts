import { fileURLToPath } from 'node:url';
import { manifestProblems } from '../../core/cards/manifest.testkit.js';
import { listCards } from '../catalog/catalog.lookup.js';
import { DAMAGE_CARD_SET } from './damage.manifest.js';

describe('the damage deck on the card seam', () => {
  it('lists every card once, each with its module and spec, and no module it leaves out', () => {
    expect(manifestProblems(DAMAGE_CARD_SET, fileURLToPath(new URL('./damage/', import.meta.url)))).toEqual([]);
  });

  it('holds the 22 distinct cards of the catalog, 52 copies', () => {
    expect(DAMAGE_CARD_SET.cards.map((c) => c.id).sort()).toEqual(listCards('damage-cards').map((c) => c.id).sort());
    expect(DAMAGE_CARD_SET.cards.reduce((n, c) => n + c.amount, 0)).toBe(52);
  });

  it('the manifest check finds a card without its module', () => {
    const extra = { ...DAMAGE_CARD_SET, cards: [...DAMAGE_CARD_SET.cards, { ...DAMAGE_CARD_SET.cards[0], id: 'no-such-card' }] };
    expect(manifestProblems(extra, fileURLToPath(new URL('./damage/', import.meta.url)))).toEqual([
      'core-damage-deck: no-such-card has no module no-such-card.card.ts',
      'core-damage-deck: no-such-card has no spec no-such-card.card.spec.ts',
    ]);
  });
});
