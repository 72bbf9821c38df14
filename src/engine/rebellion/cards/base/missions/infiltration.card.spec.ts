import { seatViewer, SPECTATOR } from '../../../../core/visibility.view.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, REBEL, received } from '../../../rebellion.testkit.js';
import { act, rebelTurn } from '../../card.testkit.js';
import { infiltration } from './infiltration.card.js';

describe('Infiltration (infiltration)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(infiltration.effect).not.toBeNull();
  });

  it('Infiltration: the Rebel alone sees the top 2 objectives and puts one back on top, the other at the bottom', () => {
    const s = rebelTurn({
      assigned: { rebel: [{ card: 'infiltration', leaders: ['jan-dodonna'] }] },
      systems: { naboo: { loyalty: 'empire', units: { 'tie-fighter': 1 } } },
      leaders: {},
      decks: { objectives: ['popular-support', 'liberation', 'crippling-blow'] },
    });
    const looked = act(s, REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
    expect(legalActions(looked.state, REBEL)).toEqual([
      { type: 'ArrangeObjectives', top: 'popular-support' },
      { type: 'ArrangeObjectives', top: 'liberation' },
    ]);
    for (const viewer of [seatViewer(EMPIRE), SPECTATOR]) expect(JSON.stringify(received(looked.emitted, looked.state, viewer))).not.toContain('liberation');
    const { state } = act(looked.state, REBEL, { type: 'ArrangeObjectives', top: 'liberation' });
    expect(state.decks.objectives[0]).toBe('liberation');
    expect(state.decks.objectives[1]).toBe('crippling-blow');
    expect(state.decks.objectives.at(-1)).toBe('popular-support');
  });
});
