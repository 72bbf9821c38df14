import { EMPIRE, play, REBEL } from '../../../rebellion.testkit.js';
import { act, payloads, rebelTurn } from '../../card.testkit.js';
import { buildAlliance } from './build-alliance.card.js';

describe('Build Alliance (build-alliance)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(buildAlliance.effect).not.toBeNull();
  });

  it('Build Alliance: +2 dice where Rebel units stand; success puts a Rebel marker, under a subjugation marker if there is one', () => {
    const s = rebelTurn({
      assigned: { rebel: [{ card: 'build-alliance', leaders: ['mon-mothma'] }] },
      systems: { naboo: { subjugated: true, units: { stormtrooper: 1, 'rebel-trooper': 1 } } },
      leaders: { 'darth-vader': 'pool' },
    });
    const revealed = play(s, [REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' }]);
    const { emitted, state } = act(revealed, EMPIRE, { type: 'OpposeMission', leader: 'darth-vader' }, ['hit', 'hit', 'hit', 'blank', 'blank', 'hit', 'blank']);
    expect((payloads(emitted, 'MissionDiceRolled')[0] as { dice: unknown[] }).dice).toHaveLength(5);
    expect(state.systems.naboo).toMatchObject({ loyalty: 'rebel', subjugated: true });
  });
});
