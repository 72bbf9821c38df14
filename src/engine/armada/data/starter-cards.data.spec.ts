import { OBJECTIVES } from './objectives.data.js';
import { SQUADRONS } from './squadrons.data.js';
import { UPGRADES } from './upgrades.data.js';

const upgrade = (id: string) => {
  const u = UPGRADES.find((x) => x.id === id);
  if (!u) throw new Error(`no upgrade ${id}`);
  return u;
};
const starter = (set: 'SWM34' | 'SWM35') => UPGRADES.filter((u) => u.fleetStarters.includes(set)).map((u) => u.id).sort();

describe('the cards of the Republic and Separatist fleet starters, as checked (data/PROVENANCE.md)', () => {
  it('lists the attested upgrades of each starter', () => {
    expect(starter('SWM34')).toEqual([
      'assault-concussion-missiles',
      'bail-organa',
      'clone-captain-zak',
      'clone-gunners',
      'clone-navigation-officer',
      'hyperspace-rings',
      'implacable',
      'munitions-resupply',
      'nevoota-bee',
      'obi-wan-kenobi',
      'parts-resupply',
      'radiant-vii',
      'reactive-gunnery',
      'swift-return',
      'swivel-mount-batteries',
    ]);
    expect(starter('SWM35')).toEqual([
      'assault-concussion-missiles',
      'battle-droid-reserves',
      'beast-of-burden',
      'count-dooku',
      'foremans-labor',
      'hyperwave-signal-boost',
      'kraken',
      'munitions-resupply',
      'parts-resupply',
      'reactive-gunnery',
      'rune-haako',
      'sa-nalaor',
      'swivel-mount-batteries',
      't-series-tactical-droid',
      'tide-of-progress-xii',
      'wat-tambor',
    ]);
  });

  it('keeps the conditions the trimmed summaries had lost', () => {
    // The card's squadron-command icon: without it Nevoota Bee would act on every activation.
    expect(upgrade('nevoota-bee').effect).toMatch(/^Squadron command:/);
    expect(upgrade('tide-of-progress-xii').effect).toContain('faceup damage card with the Ship trait');
    expect(upgrade('implacable').effect).toContain('friendly ship or squadron at distance 1-2');
  });

  it('says how each starter card readies and what it starts with', () => {
    const readying = (id: string) => {
      const u = upgrade(id);
      return [u.recurrence, u.readyCost, u.startingTokens];
    };
    expect(readying('clone-captain-zak')).toEqual(['non-recurring', { count: 1, tokens: ['concentrate-fire'] }, { count: 1, kind: 'command-tokens', types: ['concentrate-fire'] }]);
    expect(readying('munitions-resupply')).toEqual([
      'non-recurring',
      { count: 1, tokens: ['concentrate-fire', 'repair', 'navigate'], note: expect.any(String) },
      { count: 5, kind: 'command-tokens', types: ['concentrate-fire'] },
    ]);
    expect(readying('parts-resupply')[1]).toEqual({ count: 1, tokens: ['repair', 'navigate', 'squadron'], note: expect.any(String) });
    expect(readying('bail-organa')).toEqual([null, null, { count: 5, kind: 'command-tokens', types: ['navigate', 'repair'], note: expect.any(String) }]);
    expect(readying('count-dooku')[2]).toMatchObject({ count: 3, types: 'any' });
    expect(readying('rune-haako')[2]).toMatchObject({ count: 2, types: 'any' });
    expect(readying('clone-navigation-officer')).toEqual(['non-recurring', { count: 1, tokens: 'any' }, { count: 1, kind: 'command-tokens', types: ['navigate'] }]);
    const recurring = [...new Set([...starter('SWM34'), ...starter('SWM35')])].filter((id) => upgrade(id).recurrence === 'recurring').sort();
    expect(recurring).toEqual(['assault-concussion-missiles', 'beast-of-burden', 'foremans-labor', 'implacable', 'reactive-gunnery']);
    expect(upgrade('assault-concussion-missiles').criticalEffect).toEqual({ dieColor: 'black', effect: expect.stringContaining('adjacent') });
  });

  it('holds two squadron cards per starter: the generic one and its unique pilot, keywords as the seed lists them', () => {
    const inStarter = (set: string) => SQUADRONS.filter((q) => q.fleetStarter === set).map((q) => q.id);
    expect(inStarter('SWM34')).toEqual(['v-19-torrent-squadron', 'axe']);
    expect(inStarter('SWM35')).toEqual(['vulture-class-droid-fighter-squadron', 'haor-chall-prototypes']);
    // Seed "SCHLÜSSELWÖRTER DER STAFFELN" explains every keyword on the starters' squadron cards: Escort, Swarm, AI: Anti-Squadron 1.
    const keywords = new Set(SQUADRONS.filter((q) => q.fleetStarter !== null).flatMap((q) => q.keywords));
    expect([...keywords].sort()).toEqual(['AI: Anti-Squadron 1', 'Escort', 'Swarm']);
    const axe = SQUADRONS.find((q) => q.id === 'axe');
    expect([axe?.defenseTokens, axe?.points.current]).toEqual([['brace', 'evade'], 17]);
    expect(SQUADRONS.filter((q) => q.unique && q.ability === null).map((q) => q.id)).toEqual(['wat-tambor']);
    expect(SQUADRONS.filter((q) => !q.unique && q.ability !== null)).toEqual([]);
  });

  it('holds the 12 core objectives, four per category, with their victory token values', () => {
    const core = OBJECTIVES.filter((o) => o.product === 'Armada Core Set (SWM01)');
    expect(core.map((o) => o.category).sort().join(' ')).toBe(`${'assault '.repeat(4)}${'defense '.repeat(4)}${'navigation '.repeat(3)}navigation`);
    expect(Object.fromEntries(core.filter((o) => o.victoryTokenValue !== null).map((o) => [o.id, o.victoryTokenValue]))).toEqual({
      'precision-strike': 15,
      'contested-outpost': 20,
      'fire-lanes': 15,
      'dangerous-territory': 15,
      'superior-positions': 15,
    });
  });

  it('has no icon placeholder left in any text', () => {
    const texts = [
      ...UPGRADES.flatMap((u) => [u.effect, u.timing, u.criticalEffect?.effect ?? '']),
      ...OBJECTIVES.flatMap((o) => [o.setup, o.specialRule, o.endOfRound, o.endOfGame]),
      ...SQUADRONS.map((q) => q.ability),
    ];
    for (const t of texts) expect(t ?? '').not.toMatch(/\[[A-Za-z ]+\]/);
  });
});
