import { isViolation } from '../../core/rule-violation.error.js';
import { getCard, listCards, searchCatalog } from './catalog.lookup.js';

describe('armada catalog', () => {
  it('holds the seed-checked values of the starter ships', () => {
    const hardcell = getCard('ships', 'hardcell-class-transport');
    expect(hardcell?.battery.front).toEqual({ red: 2, blue: 1, black: 0 });
    expect(hardcell?.size).toBe('small');
    expect(getCard('ships', 'consular-class-charger-c70')?.speedChart['3']).toEqual([1, 1, 1]);
    expect(['acclamator-ii-class-assault-ship', 'consular-class-charger-c70', 'hardcell-class-transport', 'munificent-class-comms-frigate'].map((id) => getCard('ships', id)?.command)).toEqual([3, 1, 1, 2]);
    expect(getCard('ships', 'munificent-class-comms-frigate')?.size).toBe('medium');
    expect(getCard('squadrons', 'v-19-torrent-squadron')?.speed).toBe(3);
  });

  it('keeps printed and current points', () => {
    expect(getCard('ships', 'consular-class-charger-c70')?.points).toEqual({ current: 42, printed: 45 });
  });

  it('has 52 damage cards and 36 objectives', () => {
    expect(listCards('damage-cards').reduce((n, c) => n + c.amount, 0)).toBe(52);
    expect(listCards('objectives')).toHaveLength(36);
  });

  it('finds a card by its exact German name and refuses an ambiguous English one', () => {
    expect(getCard('ships', 'Raumfrachter der Hardcell-Klasse')?.id).toBe('hardcell-class-transport');
    expect(getCard('squadrons', 'Anakin Skywalker')).toBeUndefined();
    expect(getCard('squadrons', 'anakin-skywalker-btl-b')?.hull).toBe(6);
  });

  it('ranks fuzzy matches, German names included', () => {
    const r = searchCatalog({ kind: 'ships', query: 'hardcel' });
    if (isViolation(r)) throw new Error('unexpected');
    expect(r.slice(0, 2).map((m) => m.id).sort()).toEqual(['hardcell-class-battle-refit', 'hardcell-class-transport']);
    const de = searchCatalog({ kind: 'ships', query: 'Munifizienz Kom-Fregatte' });
    if (isViolation(de)) throw new Error('unexpected');
    expect(de[0].id).toBe('munificent-class-comms-frigate');
    const typo = searchCatalog({ kind: 'upgrades', query: 'obiwan kenoby', limit: 1 });
    if (isViolation(typo)) throw new Error('unexpected');
    expect(typo[0].id).toBe('obi-wan-kenobi');
  });

  it('filters by faction: neutral upgrades stay, the other side goes', () => {
    const r = searchCatalog({ kind: 'upgrades', query: 'Anakin', faction: 'separatist' });
    if (isViolation(r)) throw new Error('unexpected');
    expect(r.map((m) => m.id)).not.toContain('anakin-skywalker');
  });

  it('refuses bad input as malformed', () => {
    for (const bad of [null, { kind: 'ships' }, { kind: 'planets', query: 'x' }, { kind: 'ships', query: 'x', limit: 0 }]) {
      const r = searchCatalog(bad);
      expect(isViolation(r) && r.kind).toBe('malformed');
    }
  });
});
