import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import { RULE } from '../../rules.cite.js';
import { act, answer, playUntil, ship, start, upgrade } from '../upgrade.testkit.js';
import { cloneNavigationOfficer } from './clone-navigation-officer.card.js';

/** The Acclamator s0-2 carries the officer; both Chargers stand at distance 3 of it. */
const OFFICER = (dials: string[], more: Record<string, unknown> = {}) => ({ id: 's0-2', upgrades: ['clone-navigation-officer'], dials, ...more });
const activate = (ships: Parameters<typeof start>[0]) => act(start(ships), 0, { type: 'ActivateShip', ship: 's0-2' }).state;
const SHORT = { squadrons: ['q0-1', 'q0-2', 'q0-3', 'q0-4', 'q1-1', 'q1-2', 'q1-3', 'q1-4'].map((id) => ({ id, destroyed: true })) };

describe('upgrade card clone-navigation-officer', () => {
  it('is the checked card, starting with one navigate token that may pay its ready cost', () => {
    const data = getCard('upgrades', 'clone-navigation-officer')!;
    expect([cloneNavigationOfficer.recurrence, cloneNavigationOfficer.readyCost, cloneNavigationOfficer.readyFromCardTokens]).toEqual(['non-recurring', data.readyCost, true]);
    expect(upgrade(start([OFFICER(['navigate', 'navigate', 'navigate'])]), 's0-2', 'clone-navigation-officer')).toEqual({ id: 'clone-navigation-officer', exhausted: false, tokens: ['navigate'] });
  });

  it('on revealing navigate, exhausts so that another friendly ship at distance 1–5 gains a navigate token', () => {
    const s = activate([OFFICER(['navigate', 'repair', 'repair'])]);
    expect(s.prompt?.prompt).toMatchObject({ seat: 0, source: 'clone-navigation-officer', optional: true });
    expect(armadaLegalActions(s, 0)).toEqual([{ type: 'ChooseOption', ship: 's0-1' }, { type: 'ChooseOption', ship: 's0-3' }, { type: 'PassChoice' }]);
    const done = answer(s, { ship: 's0-1' }).state;
    expect(ship(done, 's0-1').tokens).toEqual(['navigate']);
    expect(upgrade(done, 's0-2', 'clone-navigation-officer').exhausted).toBe(true);
    // The card's own token stays: only the ready cost spends it.
    expect(upgrade(done, 's0-2', 'clone-navigation-officer').tokens).toEqual(['navigate']);
    expect(done.prompt).toBeNull();
  });

  it('gives the token of the command revealed (squadron, concentrate fire), never for repair', () => {
    const squadron = answer(activate([OFFICER(['squadron', 'repair', 'repair'])]), { ship: 's0-1' }).state;
    expect(ship(squadron, 's0-1').tokens).toEqual(['squadron']);
    expect(activate([OFFICER(['repair', 'repair', 'repair'])]).prompt).toBeNull();
  });

  it('may be declined, and offers no ship that has the token already', () => {
    const declined = answer(activate([OFFICER(['navigate', 'repair', 'repair'])]), 'pass').state;
    expect(upgrade(declined, 's0-2', 'clone-navigation-officer').exhausted).toBe(false);
    expect(ship(declined, 's0-1').tokens).toEqual([]);
    expect(activate([OFFICER(['navigate', 'repair', 'repair']), { id: 's0-1', tokens: ['navigate'] }, { id: 's0-3', tokens: ['navigate'] }]).prompt).toBeNull();
  });

  it('readies in the status phase for any token of the ship or the token on the card', () => {
    const ships = [
      OFFICER(['repair', 'repair', 'repair'], { upgrades: [{ id: 'clone-navigation-officer', exhausted: true }], tokens: ['squadron'] }),
      { id: 's0-1', destroyed: true },
      { id: 's0-3', destroyed: true },
      { id: 's1-2', destroyed: true },
      { id: 's1-3', destroyed: true },
    ];
    const s = playUntil(start(ships, SHORT), (t) => t.prompt !== null);
    expect(s.prompt?.prompt).toMatchObject({ source: 'clone-navigation-officer', rule: RULE.aufwertungskartenSpielbereitMachen });
    expect(armadaLegalActions(s, 0)).toEqual([{ type: 'ChooseOption', from: 'ship', command: 'squadron' }, { type: 'ChooseOption', from: 'card', command: 'navigate' }, { type: 'PassChoice' }]);
    const byCard = answer(s, { from: 'card', command: 'navigate' }).state;
    expect(upgrade(byCard, 's0-2', 'clone-navigation-officer')).toEqual({ id: 'clone-navigation-officer', exhausted: false, tokens: [] });
    expect(ship(byCard, 's0-2').tokens).toEqual(['squadron']);
  });
});
