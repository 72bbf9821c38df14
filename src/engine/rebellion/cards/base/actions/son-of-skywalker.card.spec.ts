import { redactFor } from '../../../../core/event.redact.js';
import { seatViewer } from '../../../../core/visibility.view.js';
import { legalActions } from '../../../rebellion.legal.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { view } from '../../../rebellion.view.js';
import { EMPIRE, REBEL, types } from '../../../rebellion.testkit.js';
import { act, imperialTurn, no, rebelTurn } from '../../card.testkit.js';
import { sonOfSkywalker } from './son-of-skywalker.card.js';

/** Build Alliance under Mon Mothma, to be revealed in Naboo; Luke wherever `luke` says; the Empire has nobody to oppose with. */
const position = (luke: string, actions: string[] = ['son-of-skywalker']) =>
  rebelTurn({
    leaders: { 'luke-skywalker': luke },
    assigned: { rebel: [{ card: 'build-alliance', leaders: ['mon-mothma'] }] },
    hands: { rebel: { actions } },
  });
const reveal = (s: RebellionState, dice: string[] = []) => act(s, REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' }, dice);

describe('Son of Skywalker (son-of-skywalker)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(sonOfSkywalker.effect).not.toBeNull();
  });

  it('after a Rebel mission succeeds in Luke’s system, offers Seek Yoda or Daring Rescue from the mission deck in secret', () => {
    const { emitted, state } = reveal(position('naboo'));
    expect(types(emitted).slice(-2)).toEqual(['LoyaltyChanged', 'PromptOpened']);
    expect(state.prompt!.prompt).toMatchObject({ kind: 'card', seat: REBEL, secret: true, optional: true, source: 'son-of-skywalker' });
    expect(legalActions(state, REBEL)).toEqual([{ type: 'ChooseCard', card: 'daring-rescue' }, { type: 'ChooseCard', card: 'seek-yoda' }, { type: 'PassChoice' }]);
    expect(view(state, seatViewer(EMPIRE)).prompt).toMatchObject({ kind: 'card', choices: [] });
  });

  it('takes the card into the hand unseen by the Empire, shuffles the deck, puts the used card away and ends the mission', () => {
    const asked = reveal(position('naboo')).state;
    const { emitted, state } = act(asked, REBEL, { type: 'ChooseCard', card: 'seek-yoda' });
    expect(types(emitted)).toEqual(['PromptAnswered', 'ActionCardUsed', 'CardSearched', 'MissionDeckShuffled', 'MissionCardReturned', 'TurnBegan']);
    expect(state.hands.missions.rebel).toContain('seek-yoda');
    expect(state.decks.missions.rebel).not.toContain('seek-yoda');
    expect(state.hands.actions.rebel).toEqual([]);
    const seen = JSON.stringify(emitted.map((e) => redactFor(e, seatViewer(EMPIRE))));
    expect(seen).not.toContain('seek-yoda');
    expect(seen).toContain('son-of-skywalker');
  });

  it('may be declined: the card stays in hand and the mission ends as usual', () => {
    const asked = reveal(position('naboo')).state;
    const { emitted, state } = act(asked, REBEL, { type: 'PassChoice' });
    expect(types(emitted)).toEqual(['PromptAnswered', 'MissionCardReturned', 'TurnBegan']);
    expect(state.hands.actions.rebel).toEqual(['son-of-skywalker']);
  });

  it('opens the window for a Rebel without the card too, so the Empire cannot tell: he can only pass', () => {
    const held = reveal(position('naboo')).state;
    const notHeld = reveal(position('naboo', [])).state;
    expect(legalActions(notHeld, REBEL)).toEqual([{ type: 'PassChoice' }]);
    expect(view(notHeld, seatViewer(EMPIRE)).prompt).toEqual(view(held, seatViewer(EMPIRE)).prompt);
    expect(no(notHeld, REBEL, { type: 'ChooseCard', card: 'seek-yoda' }).code).toBe('CHOICE_NOT_OFFERED');
  });

  it('opens no window where Luke is not, once the card is used, for a failed mission, or for an Imperial mission', () => {
    const types_ = (s: RebellionState, dice: string[] = []) => types(reveal(s, dice).emitted);
    expect(types_(position('hoth'))).not.toContain('PromptOpened');
    const s = position('naboo');
    const used = { ...s, decks: { ...s.decks, actions: { ...s.decks.actions, rebel: s.decks.actions.rebel.filter((c) => c !== 'son-of-skywalker') } } };
    expect(types_({ ...used, hands: { ...used.hands, actions: { ...used.hands.actions, rebel: [] } } })).not.toContain('PromptOpened');
    // Opposed by Vader in Naboo: the Rebel rolls a blank, the Empire a hit.
    const opposed = rebelTurn({
      leaders: { 'luke-skywalker': 'naboo', 'darth-vader': 'naboo' },
      assigned: { rebel: [{ card: 'build-alliance', leaders: ['mon-mothma'] }] },
      hands: { rebel: { actions: ['son-of-skywalker'] } },
    });
    // Luke in Naboo opens One in a Million's window before the dice (public facts alone); passed, the dice fall.
    const asked = reveal(opposed);
    expect(asked.state.prompt!.frame.vars).toMatchObject({ moment: 'dice-rolling' });
    const failed = act(asked.state, REBEL, { type: 'PassChoice' }, ['blank', 'blank', 'blank', 'hit', 'hit', 'hit', 'hit']);
    expect(failed.emitted.find((e) => e.event.type === 'MissionResolved')!.event.payload).toMatchObject({ success: false });
    expect(types(failed.emitted)).not.toContain('PromptOpened');
    const imperial = imperialTurn({
      leaders: { 'luke-skywalker': 'naboo' },
      systems: { naboo: { units: { stormtrooper: 1 } } },
      assigned: { empire: [{ card: 'rule-by-fear', leaders: ['darth-vader'] }] },
      hands: { rebel: { actions: ['son-of-skywalker'] } },
    });
    expect(types(act(imperial, EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' }).emitted)).not.toContain('PromptOpened');
  });
});
