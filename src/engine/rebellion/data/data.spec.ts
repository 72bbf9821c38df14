import { ACTION_CARDS } from './action-cards.data.js';
import { BORDERS, neighbours } from './adjacency.data.js';
import { CARDS, withCopies } from './cards.data.js';
import { isStartingLeader, LEADER_IDS, LEADERS, leaderData } from './leaders.data.js';
import { MISSIONS } from './missions.data.js';
import { FACTIONS, THEATERS, type ResourceIcon } from './model.types.js';
import { OBJECTIVES } from './objectives.data.js';
import { PROBE_CARDS } from './probe-cards.data.js';
import { STARTING_UNITS } from './setup.data.js';
import { REBEL_BASE_SPACE, SYSTEM_IDS, SYSTEMS, systemData, type SystemId } from './systems.data.js';
import { TACTIC_CARDS } from './tactic-cards.data.js';
import { REPUTATION_MARKER_START, TIME_MARKER_START, TIME_TRACK } from './time-track.data.js';
import { UNIT_TYPE_IDS, UNIT_TYPES, unitType } from './units.data.js';

const sorted = <T>(xs: readonly T[]): T[] => [...xs].sort();

describe('rebellion:systeme data', () => {
  it('has 32 systems with unique ids, one per listed id', () => {
    expect(SYSTEMS).toHaveLength(32);
    expect(sorted(SYSTEMS.map((s) => s.id))).toEqual(sorted(SYSTEM_IDS));
  });

  it('rebellion:regionen: eight regions of four systems each', () => {
    const perRegion = new Map<number, number>();
    for (const s of SYSTEMS) perRegion.set(s.region, (perRegion.get(s.region) ?? 0) + 1);
    expect([...perRegion.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const n of perRegion.values()) expect(n).toBe(4);
  });

  it('rebellion:bevoelkerungsreiche-systeme: populous systems have icons and a queue number, remote ones neither', () => {
    for (const s of SYSTEMS) {
      expect(s.resourceIcons.length > 0).toBe(s.populous);
      expect(s.buildQueueSpace !== null).toBe(s.populous);
    }
    expect(SYSTEMS.filter((s) => !s.populous).map((s) => s.id)).toEqual([
      'dagobah',
      'dantooine',
      'dathomir',
      'endor',
      'hoth',
      'ilum',
      'tatooine',
      'yavin',
    ]);
  });

  it('has exactly one Coruscant, populous, named the same in German', () => {
    const coruscant = SYSTEMS.filter((s) => s.coruscant);
    expect(coruscant.map((s) => s.id)).toEqual(['coruscant']);
    expect(coruscant[0].populous).toBe(true);
    expect(coruscant[0].name.de).toBe('Coruscant');
  });

  it('rebellion:rebellenstuetzpunkt: the Rebel Base space builds a blue and an orange triangle on queue space 1', () => {
    expect(REBEL_BASE_SPACE.name.de).toBe('Rebellenstützpunkt');
    expect(REBEL_BASE_SPACE.resourceIcons).toEqual(['space-triangle', 'ground-triangle']);
    expect(REBEL_BASE_SPACE.buildQueueSpace).toBe(1);
  });
});

describe('rebellion:einheiten-bewegen adjacency', () => {
  it('lists 69 distinct borders between two different known systems', () => {
    expect(BORDERS).toHaveLength(69);
    const keys = new Set(BORDERS.map(([a, b]) => [a, b].sort().join('|')));
    expect(keys.size).toBe(69);
    for (const [a, b] of BORDERS) {
      expect(a).not.toBe(b);
      expect(SYSTEM_IDS).toContain(a);
      expect(SYSTEM_IDS).toContain(b);
    }
  });

  it('is symmetric', () => {
    for (const a of SYSTEM_IDS) for (const b of neighbours(a)) expect(neighbours(b)).toContain(a);
  });

  it('connects every system to every other', () => {
    const seen = new Set<SystemId>(['coruscant']);
    const queue: SystemId[] = ['coruscant'];
    while (queue.length > 0) {
      for (const n of neighbours(queue.shift()!)) {
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    expect(seen.size).toBe(32);
  });

  it('gives Coruscant its three neighbours', () => {
    expect(neighbours('coruscant')).toEqual(['alderaan', 'corellia', 'ord-mantell']);
  });
});

describe('rebellion:suchdroidenkarten data', () => {
  it('has one card per system except Coruscant', () => {
    expect(PROBE_CARDS).toHaveLength(31);
    expect(sorted(PROBE_CARDS.map((p) => p.system))).toEqual(SYSTEM_IDS.filter((s) => s !== 'coruscant'));
  });

  it('rebellion:entlegene-systeme: prints loyalty icons only on populous systems, enough for 3 Rebel and 5 Imperial', () => {
    const withIcon = PROBE_CARDS.filter((p) => p.loyaltyIcon !== null);
    for (const p of withIcon) expect(systemData(p.system).populous).toBe(true);
    expect(withIcon.filter((p) => p.loyaltyIcon === 'rebel').length).toBeGreaterThanOrEqual(3);
    expect(withIcon.filter((p) => p.loyaltyIcon === 'empire').length).toBeGreaterThanOrEqual(5);
  });
});

describe('rebellion:einheiten data', () => {
  it('has the supply seed 000 lists', () => {
    const supply = Object.fromEntries(UNIT_TYPES.map((u) => [u.id, u.supply]));
    expect(supply).toEqual({
      'tie-fighter': 24,
      'assault-carrier': 8,
      'star-destroyer': 8,
      'super-star-destroyer': 2,
      'death-star': 2,
      'death-star-under-construction': 1,
      stormtrooper: 30,
      'at-st': 10,
      'at-at': 4,
      'x-wing': 8,
      'y-wing': 12,
      'corellian-corvette': 4,
      'rebel-transport': 4,
      'mon-calamari-cruiser': 3,
      'rebel-trooper': 21,
      airspeeder: 6,
      'shield-generator': 3,
      'ion-cannon': 3,
    });
    expect(sorted(UNIT_TYPES.map((u) => u.id))).toEqual(sorted(UNIT_TYPE_IDS));
  });

  it('rebellion:schiffe / rebellion:bodeneinheiten: the icon colour matches the theater', () => {
    for (const u of UNIT_TYPES) if (u.buildIcon) expect(u.buildIcon.startsWith(u.theater)).toBe(true);
  });

  it('rebellion:jaeger / rebellion:grosskampfschiffe: health colour decides fighter or capital ship', () => {
    for (const u of UNIT_TYPES.filter((x) => x.theater === 'space')) {
      if (u.kind === 'fighter') expect(u.healthColour).toBe('black');
      if (u.kind === 'capital') expect(u.healthColour).toBe('red');
    }
    expect(unitType('death-star-under-construction').kind).toBe('station');
    expect(unitType('death-star').health).toBeNull();
  });

  it('rebellion:transportkapazitaet: ground units and TIE fighters need transport, structures never move', () => {
    for (const u of UNIT_TYPES) {
      const expected = (u.theater === 'ground' && u.kind !== 'structure') || u.id === 'tie-fighter';
      expect(u.needsTransport).toBe(expected);
      if (u.kind === 'structure') expect(u.immobile).toBe(true);
    }
    expect(UNIT_TYPES.filter((u) => u.immobile).map((u) => u.id)).toEqual([
      'death-star-under-construction',
      'shield-generator',
      'ion-cannon',
    ]);
  });

  it('rebellion:ressourcensymbol: every icon builds at least one unit of each side', () => {
    const icons: ResourceIcon[] = THEATERS.flatMap((t) =>
      (['triangle', 'circle', 'square'] as const).map((s): ResourceIcon => `${t}-${s}`),
    );
    for (const faction of FACTIONS)
      for (const icon of icons)
        expect(UNIT_TYPES.some((u) => u.faction === faction && u.buildIcon === icon)).toBe(true);
  });

  it('rebellion:anhang-vollstaendiger-spielaufbau: the starting forces of step 8 fit the supply', () => {
    expect(STARTING_UNITS.empire).toEqual({
      'star-destroyer': 3,
      'assault-carrier': 3,
      'tie-fighter': 12,
      stormtrooper: 12,
      'at-st': 5,
      'at-at': 1,
      'death-star': 1,
    });
    expect(STARTING_UNITS.rebel).toEqual({
      'corellian-corvette': 1,
      'rebel-transport': 1,
      'x-wing': 2,
      'y-wing': 2,
      'rebel-trooper': 6,
      airspeeder: 2,
    });
    for (const faction of FACTIONS)
      for (const [id, n] of Object.entries(STARTING_UNITS[faction])) {
        const u = unitType(id as keyof typeof STARTING_UNITS.empire);
        expect(u.faction).toBe(faction);
        expect(n).toBeLessThanOrEqual(u.supply);
      }
  });
});

describe('rebellion:anfuehrer data', () => {
  it('has 12 Imperial and 13 Rebel leaders with unique ids', () => {
    expect(LEADERS.filter((l) => l.faction === 'empire')).toHaveLength(12);
    expect(LEADERS.filter((l) => l.faction === 'rebel')).toHaveLength(13);
    expect(sorted(LEADERS.map((l) => l.id))).toEqual(sorted(LEADER_IDS));
  });

  it('starts each side with four leaders without recruit icon', () => {
    const starting = (f: string) => LEADERS.filter((l) => l.faction === f && isStartingLeader(l)).map((l) => l.id);
    expect(sorted(starting('empire'))).toEqual(['darth-vader', 'emperor-palpatine', 'general-tagge', 'grand-moff-tarkin']);
    expect(sorted(starting('rebel'))).toEqual(['general-rieekan', 'jan-dodonna', 'mon-mothma', 'princess-leia']);
  });

  it('gives Luke Skywalker (Jedi) his German name and the Luke he replaces', () => {
    const jedi = leaderData('luke-skywalker-jedi');
    expect(jedi.name.de).toBe('Luke Skywalker (Jedi)');
    expect(jedi.replaces).toBe('luke-skywalker');
  });
});

describe('rebellion:missionskarten data', () => {
  const deckSize = (deck: string) => withCopies(MISSIONS.filter((m) => m.deck === deck && !m.starting)).length;

  it('rebellion:startmissionen: four starting missions per side, as setup.json lists them', () => {
    const starting = (f: string) => MISSIONS.filter((m) => m.faction === f && m.starting).map((m) => m.id);
    expect(sorted(starting('empire'))).toEqual([
      'capture-rebel-operative',
      'gather-intel',
      'research-and-development',
      'rule-by-fear',
    ]);
    expect(sorted(starting('rebel'))).toEqual(['build-alliance', 'infiltration', 'rapid-mobilization', 'sabotage']);
    for (const m of MISSIONS.filter((x) => x.starting)) expect(m.copies).toBe(1);
  });

  it('builds mission decks of 25 and 25 and a project deck of 10', () => {
    expect(deckSize('empire-missions')).toBe(25);
    expect(deckSize('rebel-missions')).toBe(25);
    expect(deckSize('projects')).toBe(10);
    for (const m of MISSIONS.filter((x) => x.deck === 'projects')) {
      expect(m.kind).toBe('project');
      expect(m.faction).toBe('empire');
    }
  });

  it('rebellion:projekte: names the projects the seed names', () => {
    const de = MISSIONS.filter((m) => m.kind === 'project').map((m) => m.name.de);
    expect(de).toEqual(expect.arrayContaining(['Todesstern bauen', 'Superlaser einsatzbereit', 'Supersternenzerstörer bauen']));
  });

  it('puts only leaders of the card’s own side on its portrait', () => {
    for (const m of MISSIONS)
      if (m.leaderPortrait) expect(leaderData(m.leaderPortrait).faction).toBe(m.faction);
  });
});

describe('rebellion:aktionskarten data', () => {
  it('has 4 Imperial and 6 Rebel starting action cards, drawn by the starting leaders', () => {
    for (const [faction, n] of [['empire', 4], ['rebel', 6]] as const) {
      const starting = ACTION_CARDS.filter((a) => a.faction === faction && a.starting);
      expect(starting).toHaveLength(n);
      for (const a of starting) for (const l of a.leaders) expect(isStartingLeader(leaderData(l))).toBe(true);
    }
    expect(ACTION_CARDS).toHaveLength(34);
  });

  it('rebellion:rekrutieren: every recruitable leader is shown on a recruit card of its side', () => {
    for (const leader of LEADERS.filter((l) => l.recruitIcon)) {
      const cards = ACTION_CARDS.filter((a) => !a.starting && a.leaders.includes(leader.id));
      expect(cards.length).toBeGreaterThan(0);
      for (const c of cards) expect(c.faction).toBe(leader.faction);
    }
  });
});

describe('rebellion:zielkarten data', () => {
  it('has five objectives per tier, Todessternpläne in tiers II and III', () => {
    for (const tier of [1, 2, 3]) expect(OBJECTIVES.filter((o) => o.tier === tier)).toHaveLength(5);
    expect(OBJECTIVES.filter((o) => o.name.de === 'Todessternpläne').map((o) => o.tier)).toEqual([2, 3]);
  });
});

describe('rebellion:taktikkarten data', () => {
  it('has 15 cards in each deck', () => {
    for (const deck of THEATERS) expect(withCopies(TACTIC_CARDS.filter((t) => t.deck === deck))).toHaveLength(15);
  });
});

describe('card catalog', () => {
  it('uses every id once across all kinds', () => {
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(CARDS.length);
    expect(CARDS).toHaveLength(53 + 34 + 15 + 19);
  });
});

describe('rebellion:zeitmarker-und-zeitleiste data', () => {
  it('has 16 spaces, time marker on 1 and reputation marker on 14', () => {
    expect(TIME_TRACK.map((t) => t.space)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(TIME_MARKER_START).toBe(1);
    expect(REPUTATION_MARKER_START).toBe(14);
    expect(TIME_TRACK[0].recruit || TIME_TRACK[0].build).toBe(false);
  });
});
