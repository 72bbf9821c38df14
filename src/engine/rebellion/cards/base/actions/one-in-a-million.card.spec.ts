import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, REBEL, types } from '../../../rebellion.testkit.js';
import { act, bestLeaders, no, payloads, rebelTurn } from '../../card.testkit.js';
import { oneInAMillion } from './one-in-a-million.card.js';

const [saboteur] = bestLeaders('rebel', 'sabotage').filter((l) => l !== 'luke-skywalker');

/** The Rebel attempts Sabotage in Naboo (`luke` stands where given); Vader in Naboo opposes. */
const attempt = (luke: string, actions: string[]) =>
  act(
    rebelTurn({
      assigned: { rebel: [{ card: 'sabotage', leaders: [saboteur] }] },
      leaders: { 'luke-skywalker': luke, 'darth-vader': 'naboo' },
      hands: { rebel: { actions } },
    }),
    REBEL,
    { type: 'RevealMission', slot: 0, system: 'naboo' },
  );

describe('One in a Million (one-in-a-million), rebellion:wuerfel: dice set down instead of rolled', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(oneInAMillion.effect).not.toBeNull();
  });

  it('with Luke in the mission’s system the Rebel sets up to 2 dice to faces of its choice; the rest are rolled', () => {
    const { emitted, state } = attempt('naboo', ['one-in-a-million']);
    expect(types(emitted).slice(-2)).toEqual(['ReactionWindowOpened', 'PromptOpened']);
    expect(payloads(emitted, 'ReactionWindowOpened')).toEqual([{ moment: 'dice-rolling', faction: 'rebel' }]);
    const choices = legalActions(state, REBEL);
    expect(choices).toContainEqual({ type: 'ChooseOption', card: 'one-in-a-million', faces: 'special+special' });
    expect(choices).toContainEqual({ type: 'ChooseOption', card: 'one-in-a-million', faces: 'hit' });
    expect(choices.at(-1)).toEqual({ type: 'PassChoice' });
    expect(legalActions(state, EMPIRE)).toEqual([]);
    const played = act(state, REBEL, { type: 'ChooseOption', card: 'one-in-a-million', faces: 'special+special' }, Array(20).fill('blank'));
    expect(payloads(played.emitted, 'DiceSetDown')).toEqual([{ faction: 'rebel', dice: [{ colour: 'red', face: 'special' }, { colour: 'red', face: 'special' }] }]);
    const rebelDice = payloads(played.emitted, 'MissionDiceRolled')[0] as { faction: string; dice: { face: string }[] };
    expect(rebelDice.faction).toBe('rebel');
    expect(rebelDice.dice.slice(0, 2).map((d) => d.face)).toEqual(['special', 'special']);
    expect(rebelDice.dice.slice(2).every((d) => d.face === 'blank')).toBe(true);
    expect(played.state.hands.actions.rebel).toEqual([]);
  });

  it('refuses faces it did not offer (more than 2 dice)', () => {
    const { state } = attempt('naboo', ['one-in-a-million']);
    expect(no(state, REBEL, { type: 'ChooseOption', card: 'one-in-a-million', faces: 'hit+hit+hit' }).code).toBe('CHOICE_NOT_OFFERED');
  });

  it('passed, every die is rolled; with Luke elsewhere no window opens', () => {
    const passed = act(attempt('naboo', ['one-in-a-million']).state, REBEL, { type: 'PassChoice' }, Array(20).fill('blank'));
    expect(payloads(passed.emitted, 'DiceSetDown')).toEqual([]);
    expect(types(passed.emitted)).toContain('MissionDiceRolled');
    expect(types(attempt('tatooine', ['one-in-a-million']).emitted)).not.toContain('ReactionWindowOpened');
  });
});
