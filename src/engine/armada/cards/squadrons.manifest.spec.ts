import { fileURLToPath } from 'node:url';
import { manifestProblems } from '../../core/cards/manifest.testkit.js';
import { listCards } from '../catalog/catalog.lookup.js';
import { isImplemented } from './cards.implemented.js';
import { SQUADRON_CARD_SET } from './squadrons.manifest.js';

describe('the starters’ unique squadrons on the card seam', () => {
  it('lists every card once, each with its module and spec, and no module it leaves out', () => {
    expect(manifestProblems(SQUADRON_CARD_SET, fileURLToPath(new URL('./squadrons/', import.meta.url)))).toEqual([]);
  });

  it('plays the starters’ generic squadrons and, with their modules, both unique ones', () => {
    const starters = listCards('squadrons').filter((q) => q.fleetStarter !== null);
    const played = (id: string) => isImplemented('squadrons', id);
    expect(starters.filter((q) => !q.unique).map((q) => [q.id, played(q.id)])).toEqual([
      ['v-19-torrent-squadron', true],
      ['vulture-class-droid-fighter-squadron', true],
    ]);
    const unique = starters.filter((q) => q.unique).map((q) => q.id);
    expect(unique.sort()).toEqual(['axe', 'haor-chall-prototypes']);
    expect(unique.filter((id) => played(id)).sort()).toEqual(SQUADRON_CARD_SET.cards.map((c) => c.id).sort());
    expect(unique.every((id) => played(id))).toBe(true);
  });
});
