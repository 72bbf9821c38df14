import { getCard } from '../catalog/catalog.lookup.js';
import { destroyedPoints } from '../game/game.rules.js';
import { seatViewer, SPECTATOR } from '../../core/visibility.view.js';
import { RULE } from '../rules.cite.js';
import { act, game_, refusal, refusedPosition, start, upgrade } from './upgrade.testkit.js';

describe('armada sandbox positions with upgrade cards and the starters’ squadrons', () => {
  it('puts upgrade cards on a ship, ready or exhausted, with their starting tokens or the tokens given', () => {
    const s = start([{ id: 's1-1', upgrades: [{ id: 'parts-resupply', exhausted: true, tokens: ['repair'] }] }, { id: 's0-1', upgrades: ['radiant-vii', 'munitions-resupply'] }]);
    expect(upgrade(s, 's1-1', 'parts-resupply')).toEqual({ id: 'parts-resupply', exhausted: true, tokens: ['repair'] });
    expect(upgrade(s, 's0-1', 'munitions-resupply').tokens).toHaveLength(5);
    expect(s.ships.find((x) => x.id === 's0-2')?.upgrades).toBeUndefined();
  });

  it('shows the cards to everybody: an upgrade is public', () => {
    const s = start([{ id: 's0-1', upgrades: ['radiant-vii', { id: 'munitions-resupply', exhausted: true }] }]);
    const seen = (v: unknown) => (v as { ships: { id: string; upgrades: unknown }[] }).ships.find((x) => x.id === 's0-1')!.upgrades;
    expect(seen(game_.view(s, seatViewer(1)))).toEqual(seen(game_.view(s, seatViewer(0))));
    expect(seen(game_.view(s, SPECTATOR))).toEqual([
      { id: 'radiant-vii', exhausted: false, tokens: [] },
      { id: 'munitions-resupply', exhausted: true, tokens: Array(5).fill('concentrate-fire') },
    ]);
  });

  it('refuses a card the ship cannot carry, of the other faction, unknown, or not played yet', () => {
    expect(refusedPosition([{ id: 's0-1', upgrades: ['parts-resupply'] }])).toMatchObject({ code: 'INVALID_SANDBOX_POSITION' });
    expect(refusedPosition([{ id: 's0-2', upgrades: ['clone-navigation-officer', 'clone-navigation-officer'] }])).toMatchObject({ code: 'INVALID_SANDBOX_POSITION', messages: { en: expect.stringContaining('more than once') } });
    expect(refusedPosition([{ id: 's1-1', upgrades: ['clone-navigation-officer'] }])).toMatchObject({ code: 'INVALID_SANDBOX_POSITION', messages: { en: expect.stringContaining('faction') } });
    expect(refusedPosition([{ id: 's0-1', upgrades: ['no-such-card'] }])).toMatchObject({ code: 'INVALID_SANDBOX_POSITION' });
    expect(refusedPosition([{ id: 's1-2', upgrades: ['asajj-ventress'] }])).toMatchObject({ code: 'ARMADA_CARD_NOT_IMPLEMENTED', messages: { en: expect.stringContaining('Asajj Ventress (asajj-ventress)') } });
    expect(refusedPosition([{ id: 's0-1', upgrades: [{ id: 'radiant-vii', ready: true }] }])).toMatchObject({ code: 'INVALID_SANDBOX_POSITION' });
  });

  it('lets a squadron base carry its starter’s unique squadron, Axe and Haor Chall Prototypes, not the other faction’s', () => {
    const s = start([], { squadrons: [{ id: 'q0-1', card: 'axe' }, { id: 'q1-1', card: 'haor-chall-prototypes' }] });
    expect(s.squadrons.find((q) => q.id === 'q0-1')).toMatchObject({ card: 'axe', hull: 5, defenseTokens: [{ type: 'brace', state: 'ready' }, { type: 'evade', state: 'ready' }] });
    expect(s.squadrons.find((q) => q.id === 'q1-1')).toMatchObject({ card: 'haor-chall-prototypes', hull: 3, defenseTokens: [{ type: 'brace', state: 'ready' }, { type: 'scatter', state: 'ready' }] });
    expect(game_.sandbox({ squadrons: [{ id: 'q0-1', card: 'haor-chall-prototypes' }] }, { scenario: 'training' }, 2)).toMatchObject({ code: 'INVALID_SANDBOX_POSITION' });
  });
});

describe('armada: a destroyed ship scores with its upgrade cards', () => {
  it('counts the Hardcell (current cost) and Parts Resupply', () => {
    const s = start([{ id: 's1-1', destroyed: true, upgrades: ['parts-resupply'] }]);
    const hardcell = getCard('ships', 'hardcell-class-transport')!.points.current;
    expect(destroyedPoints(s, 0)).toBe(hardcell + getCard('upgrades', 'parts-resupply')!.points.current);
  });
});

describe('armada: while an upgrade card asks', () => {
  it('only its answer goes on, from the seat it asks', () => {
    const s = act(start([{ id: 's0-1', upgrades: ['radiant-vii', 'munitions-resupply'] }]), 0, { type: 'ActivateShip', ship: 's0-1' }).state;
    expect(refusal(s, 0, { type: 'KeepCommandDial' })).toMatchObject({ code: 'UPGRADE_CARD_ASKS', rule: RULE.verwendungVonAufwertungskarten, messages: { en: "The upgrade card's question is answered first." } });
    expect(refusal(s, 1, { type: 'PassChoice' })).toMatchObject({ code: 'NOT_YOUR_DECISION', rule: RULE.verwendungVonAufwertungskarten });
  });
});
