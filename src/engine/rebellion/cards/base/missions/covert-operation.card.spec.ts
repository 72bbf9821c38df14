import { seatViewer, SPECTATOR } from '../../../../core/visibility.view.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, REBEL, received } from '../../../rebellion.testkit.js';
import { act, bestLeaders, rebelTurn, revealTargets } from '../../card.testkit.js';
import { covertOperation } from './covert-operation.card.js';

describe('Covert Operation (covert-operation)', () => {
  it('rebellion:missionskarten: is attempted only in a system with an Imperial unit', () => {
    const targets = revealTargets(covertOperation, { systems: { naboo: { units: { 'tie-fighter': 1 } } } });
    expect(targets).toContain('naboo');
    expect(targets).not.toContain('dagobah');
  });

  it('rebellion:zielkarten: the Rebel alone sees 2 objectives, keeps 1 in hand and puts the other at the bottom', () => {
    const s = rebelTurn({
      assigned: { rebel: [{ card: 'covert-operation', leaders: bestLeaders('rebel', 'covert-operation') }] },
      systems: { naboo: { loyalty: 'empire', units: { 'tie-fighter': 1 } } },
      leaders: {},
      decks: { objectives: ['popular-support', 'liberation', 'crippling-blow'] },
      hands: { rebel: { objectives: [] } },
    });
    const looked = act(s, REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
    expect(legalActions(looked.state, REBEL)).toEqual([
      { type: 'ArrangeObjectives', top: 'popular-support' },
      { type: 'ArrangeObjectives', top: 'liberation' },
    ]);
    for (const viewer of [seatViewer(EMPIRE), SPECTATOR]) expect(JSON.stringify(received(looked.emitted, looked.state, viewer))).not.toContain('liberation');
    const { state } = act(looked.state, REBEL, { type: 'ArrangeObjectives', top: 'liberation' });
    expect(state.hands.objectives).toEqual(['liberation']);
    expect(state.decks.objectives[0]).toBe('crippling-blow');
    expect(state.decks.objectives.at(-1)).toBe('popular-support');
    expect(state.decks.objectives).not.toContain('liberation');
    expect(state.discards.missions.rebel).toEqual(['covert-operation']);
  });
});
