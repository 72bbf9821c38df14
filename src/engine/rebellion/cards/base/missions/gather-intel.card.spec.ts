import { redactFor } from '../../../../core/event.redact.js';
import { onlySeats, seatViewer } from '../../../../core/visibility.view.js';
import { EMPIRE, REBEL } from '../../../rebellion.testkit.js';
import { view } from '../../../rebellion.view.js';
import { act, imperialTurn } from '../../card.testkit.js';
import { gatherIntel } from './gather-intel.card.js';

describe('Gather Intel (gather-intel)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(gatherIntel.effect).not.toBeNull();
  });

  it('Gather Intel: 1 probe card per 4 Rebel units on the Rebel Base space, at least 1, seen by the Empire alone', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'gather-intel', leaders: ['emperor-palpatine'] }] },
      systems: { naboo: { loyalty: 'rebel' } },
      rebelBase: { system: 'dantooine', units: { 'rebel-trooper': 6, 'x-wing': 3 } },
      leaders: {},
      decks: { probe: ['yavin', 'endor', 'hoth'] },
    });
    const { emitted, state } = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' });
    const probes = emitted.find((e) => e.event.type === 'ProbeCardsDrawn')!;
    expect(probes.event.payload).toEqual({ cards: ['yavin', 'endor'] });
    expect(probes.visibility).toEqual(onlySeats(EMPIRE));
    expect(redactFor(probes, seatViewer(REBEL)).payload).toEqual({ count: 2 });
    expect(view(state, seatViewer(REBEL)).hands.probes).toEqual({ count: 2 });
  });

  it('Gather Intel, the seed’s example: with the base revealed, the Rebel units in the base’s system count', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'gather-intel', leaders: ['emperor-palpatine'] }] },
      systems: { naboo: { loyalty: 'rebel' }, dantooine: { units: { 'rebel-trooper': 8, 'x-wing': 4 } } },
      rebelBase: { system: 'dantooine', revealed: true },
      leaders: {},
    });
    const { emitted } = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' });
    expect((emitted.find((e) => e.event.type === 'ProbeCardsDrawn')!.event.payload as { cards: string[] }).cards).toHaveLength(3);
  });
});
