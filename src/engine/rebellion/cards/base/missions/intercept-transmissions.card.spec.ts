import { seatViewer, SPECTATOR } from '../../../../core/visibility.view.js';
import { EMPIRE, REBEL, received } from '../../../rebellion.testkit.js';
import { act, imperialTurn, payloads, revealTargets } from '../../card.testkit.js';
import { interceptTransmissions } from './intercept-transmissions.card.js';

const TOP = ['naboo', 'hoth', 'tatooine', 'bespin', 'kessel', 'endor', 'ilum', 'rodia'];
const board = {
  systems: { mandalore: { loyalty: 'rebel' }, naboo: { loyalty: 'empire', units: { 'tie-fighter': 1 } }, kessel: { units: { 'star-destroyer': 1 } }, alderaan: { units: { 'tie-fighter': 1 } } },
  decks: { probe: [...TOP, 'alderaan'] },
};

/** Yularen (3 intel) at Mandalore, unopposed: 3 hits. */
const intercepted = () => {
  const s = imperialTurn({ assigned: { empire: [{ card: 'intercept-transmissions', leaders: ['colonel-yularen'] }] }, leaders: { 'mon-mothma': 'pool' }, ...board });
  const revealed = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'mandalore' });
  return act(revealed.state, REBEL, { type: 'DeclineOpposition' }, ['hit', 'hit', 'hit']);
};

describe('Intercept Transmissions (intercept-transmissions)', () => {
  it('is attempted only in a Rebel system', () => {
    expect(interceptTransmissions.timing).toBe('attempt');
    expect(revealTargets(interceptTransmissions, board)).toEqual(['mandalore']);
  });

  it('the Empire gets the drawn cards whose system holds an Imperial unit; the rest go back into the shuffled deck', () => {
    const { emitted, state } = intercepted();
    expect(payloads(emitted, 'ProbeCardsLookedAt')).toEqual([{ cards: TOP }]);
    expect(payloads(emitted, 'ProbeCardsDrawn')).toEqual([{ cards: ['naboo', 'kessel'] }]);
    expect(state.hands.probes).toEqual(['naboo', 'kessel']);
    // Alderaan holds a TIE but was not among the 8: it stays in the deck.
    expect(state.decks.probe).toContain('alderaan');
    expect(state.decks.probe).toEqual(expect.arrayContaining(['hoth', 'tatooine', 'bespin', 'endor', 'ilum', 'rodia']));
  });

  it('the Rebel sees the 8 cards, the Empire its 2, spectators only counts', () => {
    const step = intercepted();
    const events = (viewer: Parameters<typeof received>[2]) => (received(step.emitted, step.state, viewer) as { events: { type: string; payload: unknown }[] }).events.filter((e) => e.type.startsWith('Probe'));
    expect(events(seatViewer(REBEL))).toEqual([
      { type: 'ProbeCardsLookedAt', payload: { cards: TOP }, redacted: false },
      // 31 probe cards less the base's: the whole deck is shuffled, the 2 handed over on top to be drawn.
      { type: 'ProbeDeckShuffled', payload: { size: 30 }, redacted: true },
      { type: 'ProbeCardsDrawn', payload: { count: 2 }, redacted: true },
    ]);
    expect(events(seatViewer(EMPIRE))[0]).toEqual({ type: 'ProbeCardsLookedAt', payload: { count: 8 }, redacted: true });
    expect(events(seatViewer(EMPIRE))[2]).toEqual({ type: 'ProbeCardsDrawn', payload: { cards: ['naboo', 'kessel'] }, redacted: false });
    expect(JSON.stringify(events(SPECTATOR))).not.toMatch(/naboo|hoth|kessel/);
  });

  it('a failed attempt draws nothing', () => {
    const s = imperialTurn({ assigned: { empire: [{ card: 'intercept-transmissions', leaders: ['colonel-yularen'] }] }, leaders: { 'princess-leia': 'pool' }, ...board });
    const revealed = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'mandalore' });
    const failed = act(revealed.state, REBEL, { type: 'OpposeMission', leader: 'princess-leia' }, ['blank', 'blank', 'blank', 'hit', 'hit']);
    expect(payloads(failed.emitted, 'MissionResolved')).toEqual([{ faction: 'empire', card: 'intercept-transmissions', success: false }]);
    expect(payloads(failed.emitted, 'ProbeCardsLookedAt')).toEqual([]);
    expect(failed.state.hands.probes).toEqual([]);
  });
});
