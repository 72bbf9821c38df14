import { payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { demolition } from './demolition.card.js';

const queue = {
  buildQueue: {
    empire: [
      { unit: 'star-destroyer', space: 2 },
      { unit: 'star-destroyer', space: 3 },
      { unit: 'tie-fighter', space: 1 },
      { unit: 'at-at', space: 1 },
      { unit: 'death-star', space: 3 },
    ],
  },
};

describe('Demolition (demolition)', () => {
  it('is attempted in an Imperial system', () => {
    expect(revealTargets(demolition)).toEqual(['coruscant']);
    expect(revealTargets(demolition, { systems: { corellia: { loyalty: 'empire' } } })).toContain('corellia');
  });

  it('rebellion:ressourcensymbol: on success each icon of the system destroys 1 matching queued Imperial unit; other units and the Death Star stay', () => {
    const { emitted, state } = revealUnopposed(demolition, { system: 'corellia' }, { systems: { corellia: { loyalty: 'empire' } }, ...queue });
    // Corellia: a blue triangle and a blue square.
    expect(payloads(emitted, 'QueuedUnitDestroyed')).toEqual([
      { faction: 'empire', unit: 'tie-fighter' },
      { faction: 'empire', unit: 'star-destroyer' },
    ]);
    expect(state.buildQueue.empire.map((q) => q.unit).sort()).toEqual(['at-at', 'death-star', 'star-destroyer']);
    expect(state.prompt).toBeNull();
    expect(state.discards.missions.rebel).toEqual(['demolition']);
  });

  it('an icon without a matching queued unit destroys nothing', () => {
    const { emitted, state } = revealUnopposed(demolition, { system: 'coruscant' }, queue);
    // Coruscant: one green triangle (Stormtroopers), none queued.
    expect(payloads(emitted, 'QueuedUnitDestroyed')).toEqual([]);
    expect(state.buildQueue.empire).toHaveLength(5);
  });
});
