import { editDistance, foldName, nameScore } from './catalog.match.js';
import { getCard, getLeader, getSystem, getUnit, listCards, listLeaders, listSystems, listUnits } from './catalog.query.js';

const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);

describe('catalog name folding', () => {
  it('folds umlauts, their ae/oe/ue spellings, ß, accents and punctuation alike', () => {
    expect(foldName('TIE-Jäger')).toBe('tie jager');
    expect(foldName('tie jaeger')).toBe('tie jager');
    expect(foldName('Sternenzerstörer')).toBe(foldName('Sternenzerstoerer'));
    expect(foldName('Rebellenstützpunkt')).toBe(foldName('rebellenstuetzpunkt'));
    expect(foldName('Großkampfschiff')).toBe('grosskampfschiff');
    expect(foldName('Chirrut Îmwe')).toBe('chirrut imwe');
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('vader', 'vaedr')).toBe(1);
    expect(editDistance('hoth', 'hoth')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('scores exact above prefix above typo, and unrelated names below the threshold', () => {
    const exact = nameScore('Hoth', ['Hoth']);
    const prefix = nameScore('Todesstern', ['Todesstern im Bau']);
    const typo = nameScore('Corusant', ['Coruscant']);
    expect(exact).toBe(1);
    expect(prefix).toBeLessThan(exact);
    expect(typo).toBeLessThan(prefix);
    expect(typo).toBeGreaterThanOrEqual(0.7);
    expect(nameScore('Hoth', ['Mon Calamari'])).toBeLessThan(0.7);
  });
});

describe('catalog lookup of systems', () => {
  it('lists all 32 without a filter and filters by region and populous', () => {
    expect(listSystems()).toHaveLength(32);
    expect(ids(listSystems({ region: 1 }))).toEqual(['alderaan', 'cato-neimoidia', 'corellia', 'coruscant']);
    expect(listSystems({ populous: false })).toHaveLength(8);
  });

  it('finds a misspelled system first', () => {
    expect(ids(listSystems({ name: 'Corusant' }))[0]).toBe('coruscant');
    expect(ids(listSystems({ name: 'mon calamri' }))[0]).toBe('mon-calamari');
    expect(ids(listSystems({ name: 'Kashyyk' }))[0]).toBe('kashyyyk');
  });

  it('carries neighbours and the probe card', () => {
    const hoth = getSystem('hoth')!;
    expect(hoth.neighbours).toEqual(expect.arrayContaining(['bespin', 'endor']));
    expect(hoth.probeCard).toEqual({ loyaltyIcon: null });
    expect(getSystem('coruscant')!.probeCard).toBeNull();
    expect(getSystem('nowhere')).toBeUndefined();
  });

  it('returns nothing for a name that is nowhere near', () => {
    expect(listSystems({ name: 'Sternenzerstörer' })).toEqual([]);
  });
});

describe('catalog lookup of units', () => {
  it('finds German names typed without umlauts', () => {
    expect(ids(listUnits({ name: 'Sternenzerstoerer' }))[0]).toBe('star-destroyer');
    expect(ids(listUnits({ name: 'tie jaeger' }))[0]).toBe('tie-fighter');
    expect(ids(listUnits({ name: 'X-Flugler' }))[0]).toBe('x-wing');
  });

  it('finds the seed variants and English names with typos', () => {
    expect(ids(listUnits({ name: 'Sternzerstörer' }))[0]).toBe('star-destroyer');
    expect(ids(listUnits({ name: 'AF-STs' }))[0]).toBe('at-st');
    expect(ids(listUnits({ name: 'Luftgleitr' }))[0]).toBe('airspeeder');
    expect(ids(listUnits({ name: 'stormtroper' }))[0]).toBe('stormtrooper');
    expect(ids(listUnits({ name: 'Todestern' }))[0]).toBe('death-star');
  });

  it('ranks the exact name above the longer one it begins', () => {
    expect(ids(listUnits({ name: 'Todesstern' })).slice(0, 2)).toEqual(['death-star', 'death-star-under-construction']);
  });

  it('filters by side, theater and kind', () => {
    expect(ids(listUnits({ faction: 'rebel', kind: 'structure' }))).toEqual(['shield-generator', 'ion-cannon']);
    expect(listUnits({ faction: 'empire', theater: 'ground' })).toHaveLength(3);
  });
});

describe('catalog lookup of leaders', () => {
  it('finds leaders by misspelled names', () => {
    expect(ids(listLeaders({ name: 'Darth Vadr' }))[0]).toBe('darth-vader');
    expect(ids(listLeaders({ name: 'rieken' }))[0]).toBe('general-rieekan');
    expect(ids(listLeaders({ name: 'Jabba' }))).toEqual([]);
  });

  it('filters by side, recruit icon and skill', () => {
    expect(ids(listLeaders({ faction: 'rebel', recruitIcon: false }))).toEqual(
      expect.arrayContaining(['mon-mothma', 'jan-dodonna', 'general-rieekan', 'princess-leia']),
    );
    for (const l of listLeaders({ skill: 'logistics' })) expect(l.skills.logistics).toBeGreaterThan(0);
  });
});

describe('catalog lookup of cards', () => {
  it('finds cards by their German names without umlauts', () => {
    expect(ids(listCards({ name: 'Todessternplaene' })).slice(0, 2)).toEqual(['death-star-plans-ii', 'death-star-plans-iii']);
    expect(ids(listCards({ name: 'Spionage' }))[0]).toBe('gather-intel');
    expect(ids(listCards({ name: 'millionentrefer' }))[0]).toBe('one-in-a-million');
    expect(ids(listCards({ name: 'schnelle mobilisierung' }))[0]).toBe('rapid-mobilization');
  });

  it('finds cards by English names, aliases and ids', () => {
    expect(ids(listCards({ name: 'Ignite Rebellion' }))[0]).toBe('incite-rebellion');
    expect(ids(listCards({ name: 'research and developmnet' }))[0]).toBe('research-and-development');
    expect(ids(listCards({ name: 'space-onslaught' }))[0]).toBe('space-onslaught');
  });

  it('filters by kind, side, starting flag, tier and deck', () => {
    expect(listCards({ kind: 'objective', tier: 1 })).toHaveLength(5);
    expect(listCards({ kind: 'action', faction: 'rebel', starting: true })).toHaveLength(6);
    expect(listCards({ kind: 'project' })).toHaveLength(5);
    expect(listCards({ deck: 'space' })).toHaveLength(9);
    expect(listCards({ kind: 'mission', faction: 'empire', starting: true })).toHaveLength(4);
    expect(getCard('sabotage')?.name.de).toBe('Sabotage');
  });

  it('looks up units, leaders and cards by id', () => {
    expect(getUnit('at-at')?.attack).toEqual({ red: 2, black: 1 });
    expect(getLeader('jabba-the-hutt')).toBeUndefined();
    expect(getLeader('boba-fett')?.tactics).toEqual({ space: 0, ground: 0 });
    expect(getCard('nothing')).toBeUndefined();
  });
});
