import { redactFor } from '../core/event.redact.js';
import { seatViewer } from '../core/visibility.view.js';
import { act, imperialTurn, rebelTurn } from './cards/card.testkit.js';
import { legalActions, pending } from './rebellion.legal.js';
import { EMPIRE, REBEL } from './rebellion.testkit.js';
import { view } from './rebellion.view.js';

/** The Empire attempts Hunt Them Down in Naboo, where Chewbacca stands; the Rebel holds `actions`. */
const attempt = (actions: string[]) =>
  act(
    imperialTurn({
      assigned: { empire: [{ card: 'hunt-them-down', leaders: ['darth-vader'] }] },
      leaders: { chewbacca: 'naboo' },
      hands: { rebel: { actions } },
      systems: { naboo: { loyalty: 'rebel', units: { 'rebel-trooper': 2 } } },
    }),
    EMPIRE,
    { type: 'RevealMission', slot: 0, system: 'naboo' },
    Array(10).fill('blank'),
  );

describe('reaction windows (reactions.flow.ts)', () => {
  it('open on public facts alone: holding Wookiee Guardian or another card looks the same to the Empire', () => {
    const holding = attempt(['wookiee-guardian']);
    const other = attempt(['son-of-skywalker']);
    for (const x of [holding, other]) expect(pending(x.state)).toEqual([expect.objectContaining({ seat: REBEL })]);
    expect(view(other.state, seatViewer(EMPIRE))).toEqual(view(holding.state, seatViewer(EMPIRE)));
    expect(other.emitted.map((e) => redactFor(e, seatViewer(EMPIRE)))).toEqual(holding.emitted.map((e) => redactFor(e, seatViewer(EMPIRE))));
    expect(legalActions(other.state, EMPIRE)).toEqual(legalActions(holding.state, EMPIRE));
    // The holder alone sees what it may play.
    expect(legalActions(holding.state, REBEL)).toEqual([{ type: 'ChooseOption', card: 'wookiee-guardian' }, { type: 'PassChoice' }]);
    expect(legalActions(other.state, REBEL)).toEqual([{ type: 'PassChoice' }]);
  });

  it('do not open for a side without action cards (their number is public), and open once per mission', () => {
    expect(attempt([]).state.prompt).toBeNull();
    const passed = act(attempt(['son-of-skywalker']).state, REBEL, { type: 'PassChoice' }, Array(10).fill('blank'));
    expect(passed.emitted.filter((e) => e.event.type === 'ReactionWindowOpened')).toEqual([]);
    expect(passed.state.prompt).toBeNull();
  });

  it('mission-revealed (Blindside) opens on public facts alone: the Rebel cannot tell Blindside from another card in the Empire’s hand', () => {
    const reveal = (actions: string[]) =>
      act(
        imperialTurn({
          assigned: { empire: [{ card: 'gather-intel', leaders: ['boba-fett'] }] },
          leaders: { 'mon-mothma': 'pool' },
          hands: { empire: { actions } },
          systems: { naboo: { loyalty: 'rebel' } },
        }),
        EMPIRE,
        { type: 'RevealMission', slot: 0, system: 'naboo' },
      );
    const holding = reveal(['blindside']);
    const other = reveal(['boba-fett-where']);
    for (const x of [holding, other]) expect(pending(x.state)).toEqual([expect.objectContaining({ seat: EMPIRE })]);
    expect(view(other.state, seatViewer(REBEL))).toEqual(view(holding.state, seatViewer(REBEL)));
    expect(other.emitted.map((e) => redactFor(e, seatViewer(REBEL)))).toEqual(holding.emitted.map((e) => redactFor(e, seatViewer(REBEL))));
    expect(legalActions(other.state, REBEL)).toEqual(legalActions(holding.state, REBEL));
    expect(legalActions(holding.state, EMPIRE)).toEqual([{ type: 'ChooseOption', card: 'blindside' }, { type: 'PassChoice' }]);
    expect(legalActions(other.state, EMPIRE)).toEqual([{ type: 'PassChoice' }]);
  });

  it('dice-rolling (One in a Million) opens on public facts alone: the Empire cannot tell the card from another in the Rebel’s hand', () => {
    const roll = (actions: string[]) =>
      act(
        rebelTurn({
          assigned: { rebel: [{ card: 'sabotage', leaders: ['chewbacca'] }] },
          leaders: { 'wedge-antilles': 'naboo', 'darth-vader': 'naboo' },
          hands: { rebel: { actions } },
        }),
        REBEL,
        { type: 'RevealMission', slot: 0, system: 'naboo' },
      );
    const holding = roll(['one-in-a-million']);
    const other = roll(['son-of-skywalker']);
    for (const x of [holding, other]) expect(pending(x.state)).toEqual([expect.objectContaining({ seat: REBEL })]);
    expect(view(other.state, seatViewer(EMPIRE))).toEqual(view(holding.state, seatViewer(EMPIRE)));
    expect(other.emitted.map((e) => redactFor(e, seatViewer(EMPIRE)))).toEqual(holding.emitted.map((e) => redactFor(e, seatViewer(EMPIRE))));
    expect(legalActions(other.state, EMPIRE)).toEqual(legalActions(holding.state, EMPIRE));
    expect(legalActions(holding.state, REBEL)).toContainEqual({ type: 'ChooseOption', card: 'one-in-a-million', faces: 'hit+hit' });
    expect(legalActions(other.state, REBEL)).toEqual([{ type: 'PassChoice' }]);
  });
});
