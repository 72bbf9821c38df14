import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, REBEL, types } from '../../../rebellion.testkit.js';
import { act, imperialTurn, payloads } from '../../card.testkit.js';
import { blindside } from './blindside.card.js';

/** The Empire reveals Gather Intel in Naboo under `leader`; Leia stands in Naboo, Mon Mothma waits in the pool. */
const reveal = (leader: string, actions: string[]) =>
  act(
    imperialTurn({
      assigned: { empire: [{ card: 'gather-intel', leaders: [leader] }] },
      systems: { naboo: { loyalty: 'rebel', units: { 'star-destroyer': 1 } } },
      leaders: { 'princess-leia': 'naboo', 'mon-mothma': 'pool' },
      hands: { empire: { actions } },
    }),
    EMPIRE,
    { type: 'RevealMission', slot: 0, system: 'naboo' },
  );

describe('Blindside (blindside), rebellion:aktionskarten: a window before the Rebels may oppose', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(blindside.effect).not.toBeNull();
  });

  it('played on Boba Fett’s mission, the Rebel sends nobody from the pool; Leia, already there, still opposes', () => {
    const { emitted, state } = reveal('boba-fett', ['blindside']);
    expect(types(emitted)).toEqual(['MissionRevealed', 'ReactionWindowOpened', 'PromptOpened']);
    expect(legalActions(state, EMPIRE)).toEqual([{ type: 'ChooseOption', card: 'blindside' }, { type: 'PassChoice' }]);
    expect(legalActions(state, REBEL)).toEqual([]);
    const played = act(state, EMPIRE, { type: 'ChooseOption', card: 'blindside' }, Array(20).fill('blank'));
    expect(types(played.emitted).slice(0, 3)).toEqual(['PromptAnswered', 'ActionCardUsed', 'OppositionBarred']);
    expect(payloads(played.emitted, 'OppositionBarred')).toEqual([{ faction: 'rebel' }]);
    expect(played.state.leaders['mon-mothma']!.location).toEqual({ kind: 'pool' });
    expect(payloads(played.emitted, 'MissionDiceRolled')).toContainEqual({ faction: 'rebel', dice: expect.arrayContaining([expect.anything()]) });
    expect(played.state.hands.actions.empire).toEqual([]);
  });

  it('passed, the Rebel is asked to oppose as usual', () => {
    const { state } = reveal('boba-fett', ['blindside']);
    const passed = act(state, EMPIRE, { type: 'PassChoice' });
    expect(legalActions(passed.state, REBEL)).toEqual([{ type: 'OpposeMission', leader: 'mon-mothma' }, { type: 'DeclineOpposition' }]);
  });

  it('no window for a mission without Boba Fett or Janus Greejatus, nor for an Empire without action cards', () => {
    expect(types(reveal('colonel-yularen', ['blindside']).emitted)).not.toContain('ReactionWindowOpened');
    expect(types(reveal('janus-greejatus', []).emitted)).not.toContain('ReactionWindowOpened');
    expect(types(reveal('janus-greejatus', ['boba-fett-where']).emitted)).toContain('ReactionWindowOpened');
  });
});
