import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifestProblems } from '../../../core/cards/manifest.testkit.js';
import { ACTION_CARD_IDS } from '../../data/action-cards.data.js';
import { MISSION_IDS } from '../../data/missions.data.js';
import { OBJECTIVE_IDS } from '../../data/objectives.data.js';
import { TACTIC_CARD_IDS } from '../../data/tactic-cards.data.js';
import { BASE_SET } from './manifest.js';

/**
 * The base set is complete: every card id of the reference's base set (the
 * ids of `data/`, checked against shared/reference/rebellion by
 * data/data.spec.ts) has its module and its own spec, and no module is left
 * out of the manifest.
 */
describe('the base set manifest', () => {
  it('lists every base card once, each with a module and a spec', () => {
    const ids = BASE_SET.cards.map((c) => c.id);
    expect([...ids].sort()).toEqual([...MISSION_IDS, ...ACTION_CARD_IDS, ...OBJECTIVE_IDS, ...TACTIC_CARD_IDS].sort());
    expect(manifestProblems(BASE_SET, dirname(fileURLToPath(import.meta.url)))).toEqual([]);
  });

  it('files each card under its kind', () => {
    const folder = { mission: 'missions', project: 'projects', action: 'actions', objective: 'objectives', tactic: 'tactics' } as const;
    for (const card of BASE_SET.cards) expect([card.id, card.provenance]).toEqual([card.id, expect.stringContaining(card.id)]);
    expect(new Set(BASE_SET.cards.map((c) => folder[c.kind])).size).toBe(5);
  });
});
