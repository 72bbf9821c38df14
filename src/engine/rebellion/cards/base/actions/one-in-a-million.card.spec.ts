import { redactFor } from '../../../../core/event.redact.js';
import { seatViewer } from '../../../../core/visibility.view.js';
import { at, confirm, drive, imperialAttack, passive } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { view } from '../../../rebellion.view.js';
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

/**
 * The Empire attacks Naboo from Sullust with a Star Destroyer; in Naboo a
 * Mon Calamari cruiser and 2 X-wings (2 red and 3 black dice in space) and
 * the Rebel leaders the position puts there; runs up to the first reaction
 * window (the Star Destroyer's dice blank).
 */
const imperialAttackOn = (leaders: object, actions: string[], extra: object = {}) =>
  drive(
    imperialAttack({ naboo: { units: { 'mon-calamari-cruiser': 1, 'x-wing': 2 } }, sullust: { units: { 'star-destroyer': 1 } }, leaders, hands: { rebel: { actions } }, ...extra }, [['star-destroyer', 1]]),
    confirm,
    Array(5).fill('blank'),
    (s) => s.prompt !== null,
  );

/** The Empire brings a Death Star to Naboo, where 2 X-wings and the given leaders wait; the Rebel reveals the plans (nothing destroyed before). */
const plansRevealed = (leaders: object, actions: string[]) => {
  const start = imperialAttack({ naboo: { units: { 'x-wing': 2 } }, sullust: { units: { 'death-star': 1 } }, leaders, hands: { rebel: { objectives: ['death-star-plans-ii'], actions } } }, [['death-star', 1]]);
  const window = drive(start, confirm, Array(6).fill('blank'), at('death-star-plans')).state;
  return act(window, REBEL, { type: 'PlayDeathStarPlans', card: 'death-star-plans-ii', target: 'death-star' }, ['blank', 'blank', 'blank']);
};

describe('One in a Million in a combat (card_effects.json: „when rolling for a combat“; SEED000 TODESSTERN ZERSTÖREN)', () => {
  it('before a Rebel attack roll with Luke in the combat’s system: up to 2 dice set to faces their colour shows, the rest rolled', () => {
    const { emitted, state } = imperialAttackOn({ 'luke-skywalker': 'naboo' }, ['one-in-a-million']);
    // The Empire's own attack opened nothing (the card is the Rebels'); the window is the Rebel's, before his dice.
    expect(payloads(emitted, 'ReactionWindowOpened')).toEqual([{ moment: 'dice-rolling', faction: 'rebel' }]);
    expect(payloads(emitted, 'AttackDiceRolled').map((p) => (p as { attacker: string }).attacker)).toEqual(['empire']);
    expect(state.prompt?.prompt).toMatchObject({ secret: true, question: { en: 'You are about to roll in the combat: play an action card?' } });
    const choices = legalActions(state, REBEL);
    expect(choices).toContainEqual({ type: 'ChooseOption', card: 'one-in-a-million', faces: 'red:direct-hit+red:direct-hit' });
    expect(choices).toContainEqual({ type: 'ChooseOption', card: 'one-in-a-million', faces: 'red:direct-hit+black:hit' });
    expect(choices).toContainEqual({ type: 'ChooseOption', card: 'one-in-a-million', faces: 'black:special' });
    expect(legalActions(state, EMPIRE)).toEqual([]);
    const played = act(state, REBEL, { type: 'ChooseOption', card: 'one-in-a-million', faces: 'red:direct-hit+black:hit' }, Array(5).fill('blank'));
    expect(payloads(played.emitted, 'DiceSetDown')).toEqual([{ faction: 'rebel', dice: [{ colour: 'red', face: 'direct-hit' }, { colour: 'black', face: 'hit' }] }]);
    // The set dice are the first of their colour; 1 red and 2 black are rolled.
    expect(payloads(played.emitted, 'AttackDiceRolled')).toEqual([
      {
        attacker: 'rebel',
        theater: 'space',
        dice: [
          { colour: 'red', face: 'direct-hit' },
          { colour: 'red', face: 'blank' },
          { colour: 'black', face: 'hit' },
          { colour: 'black', face: 'blank' },
          { colour: 'black', face: 'blank' },
        ],
      },
    ]);
    expect(played.state.hands.actions.rebel).toEqual([]);
    expect((played.state.phase as { setDown?: unknown }).setDown).toBeUndefined();
  });

  it('refuses a face the die does not show (no direct hit on a black die) and more dice of a colour than rolled', () => {
    const { state } = imperialAttackOn({ 'wedge-antilles': 'naboo' }, ['one-in-a-million']);
    expect(no(state, REBEL, { type: 'ChooseOption', card: 'one-in-a-million', faces: 'black:direct-hit' }).code).toBe('CHOICE_NOT_OFFERED');
    expect(no(state, REBEL, { type: 'ChooseOption', card: 'one-in-a-million', faces: 'red:hit+red:hit+red:hit' }).code).toBe('CHOICE_NOT_OFFERED');
  });

  it('opens on public facts alone: another card in hand looks the same to the Empire; no window with Luke elsewhere, captured, or without cards', () => {
    const holding = imperialAttackOn({ 'luke-skywalker': 'naboo' }, ['one-in-a-million']);
    const other = imperialAttackOn({ 'luke-skywalker': 'naboo' }, ['son-of-skywalker']);
    expect(view(other.state, seatViewer(EMPIRE))).toEqual(view(holding.state, seatViewer(EMPIRE)));
    expect(other.emitted.map((e) => redactFor(e, seatViewer(EMPIRE)))).toEqual(holding.emitted.map((e) => redactFor(e, seatViewer(EMPIRE))));
    expect(legalActions(other.state, REBEL)).toEqual([{ type: 'PassChoice' }]);
    for (const quiet of [
      imperialAttackOn({ 'luke-skywalker': 'tatooine' }, ['one-in-a-million']),
      imperialAttackOn({ 'luke-skywalker': { at: 'naboo', ring: 'captured' } }, ['one-in-a-million']),
      imperialAttackOn({ 'luke-skywalker': 'naboo' }, []),
    ])
      expect(types(quiet.emitted)).not.toContain('ReactionWindowOpened');
  });

  it('once played it is gone: the next Rebel roll offers it no more (once per game: one copy, out of the game)', () => {
    const { state } = imperialAttackOn({ 'luke-skywalker': 'naboo' }, ['one-in-a-million', 'son-of-skywalker']);
    const played = act(state, REBEL, { type: 'ChooseOption', card: 'one-in-a-million', faces: 'red:blank' }, Array(5).fill('blank'));
    expect(played.state.hands.actions.rebel).toEqual(['son-of-skywalker']);
    // The next round's Rebel roll: the window opens (a card in hand), only to pass.
    const next = drive(played.state, [REBEL, passive(played.state, REBEL)], Array(20).fill('blank'), (s) => s.prompt !== null);
    expect(next.state.prompt).not.toBeNull();
    expect(legalActions(next.state, REBEL)).toEqual([{ type: 'PassChoice' }]);
  });

  it('gives the Death Star Plans a direct hit: the window opens after the plans are revealed, before their 3 dice', () => {
    const revealed = plansRevealed({ 'luke-skywalker': 'naboo' }, ['one-in-a-million']);
    expect(types(revealed.emitted)).toEqual(['ReactionWindowOpened', 'PromptOpened']);
    const choices = legalActions(revealed.state, REBEL);
    expect(choices).toContainEqual({ type: 'ChooseOption', card: 'one-in-a-million', faces: 'red:direct-hit' });
    expect(choices.some((a) => JSON.stringify(a).includes('black'))).toBe(false);
    const { emitted, state } = act(revealed.state, REBEL, { type: 'ChooseOption', card: 'one-in-a-million', faces: 'red:direct-hit' }, ['blank', 'blank']);
    expect(payloads(emitted, 'DeathStarPlansRevealed')).toEqual([
      { card: 'death-star-plans-ii', target: 'death-star', dice: [{ colour: 'red', face: 'direct-hit' }, { colour: 'red', face: 'blank' }, { colour: 'red', face: 'blank' }] },
    ]);
    expect(payloads(emitted, 'UnitsDestroyed')).toContainEqual({ faction: 'empire', at: 'naboo', units: { 'death-star': 1 } });
    expect(state.objectivesPlayed).toEqual(['death-star-plans-ii']);
    // Passed, the 3 dice are rolled: blanks keep the card in hand.
    const passed = act(plansRevealed({ 'luke-skywalker': 'naboo' }, ['one-in-a-million']).state, REBEL, { type: 'PassChoice' }, ['blank', 'blank', 'blank']);
    expect(passed.state.hands.objectives).toEqual(['death-star-plans-ii']);
    expect(passed.state.hands.actions.rebel).toEqual(['one-in-a-million']);
    // Without Luke or Wedge there, the plans' dice are rolled at once.
    expect(types(plansRevealed({}, ['one-in-a-million']).emitted)).not.toContain('ReactionWindowOpened');
  });
});
