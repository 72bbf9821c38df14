import { act, imperialTurn, payloads } from './cards/card.testkit.js';
import { EMPIRE } from './rebellion.testkit.js';

describe('the project deck, when it runs out', () => {
  it('takes the cards left in the deck back into the shuffle with the discard pile when fewer are left than drawn', () => {
    const s = imperialTurn({ assigned: { empire: [{ card: 'research-and-development', leaders: ['grand-moff-tarkin'] }] }, systems: { corellia: { loyalty: 'empire' } }, decks: { projects: ['construct-factory'] } });
    const low = { ...s, decks: { ...s.decks, projects: ['construct-factory' as const] }, discards: { ...s.discards, projects: ['oversee-project' as const] } };
    const { emitted, state } = act(low, EMPIRE, { type: 'RevealMission', slot: 0, system: 'corellia' });
    expect((payloads(emitted, 'ProjectDiscardsReshuffled')[0] as { order: string[] }).order.sort()).toEqual(['construct-factory', 'oversee-project']);
    expect((payloads(emitted, 'ProjectsDrawn')[0] as { cards: string[] }).cards).toHaveLength(2);
    expect(state.discards.projects).toEqual([]);
  });
});
