import { fileURLToPath } from 'node:url';
import { manifestProblems } from '../../core/cards/manifest.testkit.js';
import { STARTER_OBJECTIVES } from '../fleet/fleet.random.js';
import { OBJECTIVE_CARD_SET, objectiveCard } from './objectives.manifest.js';

describe('the starters’ objectives on the card seam', () => {
  it('lists every card once, each with its module and spec, and no module it leaves out', () => {
    expect(manifestProblems(OBJECTIVE_CARD_SET, fileURLToPath(new URL('./objectives/', import.meta.url)))).toEqual([]);
  });

  it('holds the twelve objectives of the core set, four of each category', () => {
    expect(OBJECTIVE_CARD_SET.cards.map((c) => c.id).sort()).toEqual(STARTER_OBJECTIVES.map((c) => c.id).sort());
    for (const category of ['assault', 'defense', 'navigation']) expect(OBJECTIVE_CARD_SET.cards.filter((c) => c.category === category)).toHaveLength(4);
    expect(objectiveCard('superior-positions')?.enforcement).toBe('played');
    expect(objectiveCard('no-such-objective')).toBeUndefined();
  });

  it('the manifest check finds a card without its module', () => {
    const extra = { ...OBJECTIVE_CARD_SET, cards: [...OBJECTIVE_CARD_SET.cards, { ...OBJECTIVE_CARD_SET.cards[0], id: 'no-such-objective' }] };
    expect(manifestProblems(extra, fileURLToPath(new URL('./objectives/', import.meta.url)))).toEqual([
      'core-objectives: no-such-objective has no module no-such-objective.card.ts',
      'core-objectives: no-such-objective has no spec no-such-objective.card.spec.ts',
    ]);
  });
});
