import { fileURLToPath } from 'node:url';
import { manifestProblems } from '../../core/cards/manifest.testkit.js';
import { listCards } from '../catalog/catalog.lookup.js';
import { cardsNotImplemented } from './cards.implemented.js';
import { UPGRADE_CARD_SET } from './upgrades.manifest.js';

const STARTER_UPGRADES = listCards('upgrades').filter((u) => u.fleetStarters.length > 0);

describe('the starters’ upgrade cards on the card seam', () => {
  it('lists every card once, each with its module and spec, and no module it leaves out', () => {
    expect(manifestProblems(UPGRADE_CARD_SET, fileURLToPath(new URL('./upgrades/', import.meta.url)))).toEqual([]);
  });

  it('holds only cards of the Republic and Separatist fleet starters (26 in all)', () => {
    expect(STARTER_UPGRADES).toHaveLength(26);
    const starters = new Set(STARTER_UPGRADES.map((u) => u.id));
    expect(UPGRADE_CARD_SET.cards.filter((c) => !starters.has(c.id))).toEqual([]);
  });

  it('leaves no starter card without a module (docs/games/armada.md)', () => {
    const missing = cardsNotImplemented({ ships: [{ upgrades: STARTER_UPGRADES.map((u) => u.id) }] }).map((m) => m.id);
    expect(missing).toEqual([]);
    expect(UPGRADE_CARD_SET.cards.length).toBe(26);
  });

  it('the manifest check finds a card without its module', () => {
    const extra = { ...UPGRADE_CARD_SET, cards: [...UPGRADE_CARD_SET.cards, { ...UPGRADE_CARD_SET.cards[0], id: 'no-such-card' }] };
    expect(manifestProblems(extra, fileURLToPath(new URL('./upgrades/', import.meta.url)))).toEqual([
      'clone-wars-starters: no-such-card has no module no-such-card.card.ts',
      'clone-wars-starters: no-such-card has no spec no-such-card.card.spec.ts',
    ]);
  });
});
