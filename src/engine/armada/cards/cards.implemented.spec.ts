import { listCards } from '../catalog/catalog.lookup.js';
import { RULE } from '../rules.cite.js';
import { cardsNotImplemented, isImplemented, notImplementedRefusal } from './cards.implemented.js';

describe('which cards the game plays (ARMADA_CARD_NOT_IMPLEMENTED)', () => {
  const list = {
    ships: [
      { ship: 'acclamator-ii-class-assault-ship', upgrades: ['asajj-ventress', 'Clone Navigation Officer', 'no-such-card'] },
      { ship: 'consular-class-charger-c70', upgrades: ['radiant-vii', 'munitions-resupply', 'asajj-ventress'] },
    ],
    squadrons: [{ squadron: 'v-19-torrent-squadron', count: 3 }, { squadron: 'DFS-311' }],
    objectives: ['blockade-run'],
  };

  it('names each card of a fleet list without a module once, in list order, by id or exact name', () => {
    expect(cardsNotImplemented(list)).toEqual([
      { kind: 'upgrades', id: 'asajj-ventress', name: 'Asajj Ventress' },
      { kind: 'squadrons', id: 'dfs-311', name: 'DFS-311' },
      { kind: 'objectives', id: 'blockade-run', name: 'Blockade Run' },
    ]);
    expect(cardsNotImplemented({ ships: [{ upgrades: ['radiant-vii', 'parts-resupply'] }], squadrons: [{ squadron: 'vulture-class-droid-fighter-squadron' }, { squadron: 'Haor Chall Prototypes' }] })).toEqual([]);
  });

  it('refuses such a list with the code, both languages and the rule, naming the cards', () => {
    const refusal = notImplementedRefusal(list)!;
    expect(refusal).toMatchObject({ code: 'ARMADA_CARD_NOT_IMPLEMENTED', kind: 'rule', rule: RULE.aufwertungskarten });
    expect(refusal.messages.en).toContain('Asajj Ventress (asajj-ventress), DFS-311 (dfs-311), Blockade Run (blockade-run)');
    expect(refusal.messages.de).toContain('Asajj Ventress (asajj-ventress)');
    expect(notImplementedRefusal({ ships: [{ upgrades: ['radiant-vii'] }] })).toBeNull();
  });

  it('says per catalog card whether it is played', () => {
    expect(isImplemented('ships', 'hardcell-class-transport')).toBe(true);
    expect(isImplemented('damage-cards', 'structural-damage')).toBe(true);
    expect(isImplemented('upgrades', 'munitions-resupply')).toBe(true);
    expect(isImplemented('upgrades', 'admiral-trench')).toBe(false);
    expect(isImplemented('objectives', 'opening-salvo')).toBe(true);
    expect(isImplemented('objectives', 'blockade-run')).toBe(false);
    // A generic squadron with a keyword the game does not carry out (AI: Battery) is not played.
    expect(isImplemented('squadrons', 'hyena-class-droid-bomber-squadron')).toBe(false);
    // A unique squadron is played once its ability has a module.
    expect(listCards('squadrons').filter((q) => q.unique && isImplemented('squadrons', q.id)).map((q) => q.id)).toEqual(['axe', 'haor-chall-prototypes']);
  });
});
