import { seatViewer, SPECTATOR } from '../../../../core/visibility.view.js';
import { legalActions } from '../../../rebellion.legal.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, REBEL, received, types } from '../../../rebellion.testkit.js';
import { view } from '../../../rebellion.view.js';
import { act, bestLeaders, no, payloads, rebelTurn, revealTargets } from '../../card.testkit.js';
import { plantFalseLead } from './plant-false-lead.card.js';

const HELD = ['tatooine', 'bespin', 'kessel', 'endor'];

const resolved = (probes: string[] = HELD) =>
  act(
    rebelTurn({
      assigned: { rebel: [{ card: 'plant-false-lead', leaders: bestLeaders('rebel', 'plant-false-lead') }] },
      systems: { naboo: { units: { stormtrooper: 1 } } },
      leaders: { 'darth-vader': 'pool' },
      hands: { empire: { probes } },
      decks: { probe: ['alderaan', 'mandalore'] },
    }),
    REBEL,
    { type: 'RevealMission', slot: 0, system: 'naboo' },
  );

const chosen = (s: RebellionState) => legalActions(s, REBEL).map((a) => `${(a as { card: string }).card}:${(a as unknown as { end: string }).end}`);

describe('Plant False Lead (plant-false-lead)', () => {
  it('is resolved (no dice, no opposition) only in a system with an Imperial unit', () => {
    expect(revealTargets(plantFalseLead, { systems: { naboo: { units: { stormtrooper: 1 } } } })).toEqual(['naboo']);
    const { emitted } = resolved();
    expect(types(emitted)).not.toContain('MissionDiceRolled');
    expect(payloads(emitted, 'MissionResolved')).toEqual([{ faction: 'rebel', card: 'plant-false-lead', success: true }]);
  });

  it('the Rebel puts the 4 cards back one at a time, each on top of the probe deck or under it', () => {
    let s = resolved().state;
    expect(chosen(s).sort()).toEqual(HELD.flatMap((c) => [`${c}:bottom`, `${c}:top`]).sort());
    expect(no(s, REBEL, { type: 'ChooseNext', card: 'alderaan', end: 'top' })).toMatchObject({ code: 'CHOICE_NOT_OFFERED' });
    for (const [card, to] of [['kessel', 'top'], ['endor', 'bottom'], ['tatooine', 'top'], ['bespin', 'bottom']]) s = act(s, REBEL, { type: 'ChooseNext', card, end: to }).state;
    // Tatooine was laid onto Kessel; Bespin under Endor.
    expect(s.decks.probe.slice(0, 4)).toEqual(['tatooine', 'kessel', 'alderaan', 'mandalore']);
    expect(s.decks.probe.slice(-2)).toEqual(['endor', 'bespin']);
    expect(s.hands.probes).toEqual([]);
    expect(s.prompt).toBeNull();
    expect(s.phase.kind).toBe('command');
  });

  it('the Empire learns how many went to the top and to the bottom, never the order; spectators learn the counts only', () => {
    const steps = [resolved()];
    for (const [card, to] of [['endor', 'top'], ['kessel', 'top'], ['bespin', 'bottom'], ['tatooine', 'top']]) steps.push(act(steps.at(-1)!.state, REBEL, { type: 'ChooseNext', card, end: to }));
    for (const step of steps.slice(0, -1))
      for (const viewer of [seatViewer(EMPIRE), SPECTATOR]) {
        const seen = JSON.stringify(received(step.emitted, step.state, viewer));
        // While the cards are being put back, neither the cards taken nor the ends chosen reach anybody else (the Empire still holds them in its view).
        expect(JSON.stringify(JSON.parse(seen).events)).not.toMatch(/tatooine|bespin|kessel|endor|"top"|"bottom"/);
        expect(JSON.parse(seen).legal).toEqual([]);
        expect(view(step.state, viewer).prompt).toMatchObject({ kind: 'order', choices: [] });
      }
    const done = steps.at(-1)!;
    const put = received(done.emitted, done.state, seatViewer(EMPIRE)) as { events: { type: string; payload: unknown }[] };
    expect(put.events.find((e) => e.type === 'CardsPutBack')!.payload).toEqual({ deck: 'probe', top: 3, bottom: 1 });
    expect(payloads(done.emitted, 'CardsPutBack')).toEqual([{ deck: 'probe', top: ['tatooine', 'kessel', 'endor'], bottom: ['bespin'] }]);
    expect(view(done.state, seatViewer(EMPIRE)).hands.probes).toEqual({ count: 0, cards: [] });
  });

  it('takes 4 at random from a bigger hand; fewer if the Empire holds fewer; nothing if it holds none', () => {
    const five = resolved([...HELD, 'hoth']).state;
    const taken = new Set(chosen(five).map((c) => c.split(':')[0]));
    expect(taken.size).toBe(4);
    expect(five.hands.probes).toHaveLength(5);
    const two = resolved(['tatooine', 'bespin']).state;
    expect(new Set(chosen(two).map((c) => c.split(':')[0]))).toEqual(new Set(['tatooine', 'bespin']));
    const none = resolved([]);
    expect(types(none.emitted)).not.toContain('PromptOpened');
    expect(none.state.phase.kind).toBe('command');
  });
});
