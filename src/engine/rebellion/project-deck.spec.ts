import { act, imperialTurn, payloads } from './cards/card.testkit.js';
import { EMPIRE } from './rebellion.testkit.js';

describe('the project deck, when it runs out', () => {
  it('shuffles the discard pile under the cards left in the deck when fewer are left than drawn', () => {
    const s = imperialTurn({ assigned: { empire: [{ card: 'research-and-development', leaders: ['grand-moff-tarkin'] }] }, systems: { corellia: { loyalty: 'empire' } }, decks: { projects: ['construct-factory'] } });
    const low = { ...s, decks: { ...s.decks, projects: ['construct-factory' as const] }, discards: { ...s.discards, projects: ['oversee-project' as const] } };
    const { emitted, state } = act(low, EMPIRE, { type: 'RevealMission', slot: 0, system: 'corellia' });
    expect((payloads(emitted, 'ProjectDiscardsReshuffled')[0] as { order: string[] }).order).toEqual(['oversee-project']);
    // The card left in the deck is drawn first, then the shuffled discards.
    expect((payloads(emitted, 'ProjectsDrawn')[0] as { cards: string[] }).cards).toEqual(['construct-factory', 'oversee-project']);
    expect(state.discards.projects).toEqual([]);
  });
});
