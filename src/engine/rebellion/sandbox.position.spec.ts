import { fold, scripted } from '../core/decider.testkit.js';
import { redactFor } from '../core/event.redact.js';
import { isViolation } from '../core/rule-violation.error.js';
import { ScriptedDieError, ScriptedRng, SeededRng } from '../core/rng.random.js';
import { seatViewer, SPECTATOR, type Viewer } from '../core/visibility.view.js';
import { BLACK_DIE, MISSION_SUCCESSES, RED_DIE } from './data/dice.data.js';
import { rebellionGame as game } from './rebellion.game.js';
import type { RebellionEvent } from './rebellion.events.js';
import type { RebellionOptions } from './rebellion.options.js';
import { REBELLION_DECKS } from './sandbox.decks.js';
import type { RebellionState } from './rebellion.state.js';
import { EMPIRE, given, REBEL } from './rebellion.testkit.js';
import { view } from './rebellion.view.js';

const options = game.parseOptions({ imperialSeat: EMPIRE }, 2) as RebellionOptions;
const events = (position: object) => {
  const result = game.sandbox(position, options, 2);
  if (isViolation(result)) throw new Error(result.code);
  return result;
};
const invalid = (position: object) => {
  const result = game.sandbox(position, options, 2);
  if (!isViolation(result)) throw new Error('accepted');
  return result;
};

describe('rebellion sandbox positions', () => {
  it('defaults to round 1’s assignment: Coruscant Imperial, the starting leaders in their pools, the starting missions in hand', () => {
    const s = given();
    expect(s.phase).toEqual({ kind: 'assignment', turn: 'rebel', steps: [] });
    expect([s.round, s.time, s.reputation]).toEqual([1, 1, 14]);
    expect(s.systems.coruscant.loyalty).toBe('empire');
    expect(Object.keys(s.leaders).sort()).toEqual(
      ['darth-vader', 'emperor-palpatine', 'general-rieekan', 'general-tagge', 'grand-moff-tarkin', 'jan-dodonna', 'mon-mothma', 'princess-leia'].sort(),
    );
    expect([...s.hands.missions.rebel].sort()).toEqual(['build-alliance', 'infiltration', 'rapid-mobilization', 'sabotage']);
    expect(s.decks.missions.rebel).toHaveLength(25);
    expect(s.decks.probe).toHaveLength(30);
    expect(s.decks.objectives.slice(0, 5).map((o) => o.length > 0)).toEqual([true, true, true, true, true]);
  });

  it('sets the board, leaders, hands, face-down missions, queues, deck tops and the phase as given', () => {
    const s = given({
      time: 4,
      reputation: 10,
      systems: { alderaan: { loyalty: 'rebel', units: { 'x-wing': 2 } }, mustafar: { subjugated: true, sabotaged: true, units: { stormtrooper: 1 } } },
      rebelBase: { system: 'hoth', units: { 'rebel-trooper': 3 } },
      leaders: { 'darth-vader': 'mustafar', 'princess-leia': { at: 'mustafar', ring: 'captured' }, 'mon-mothma': 'rebel-base', 'han-solo': 'pool' },
      assigned: { rebel: [{ card: 'sabotage', leaders: ['jan-dodonna'] }] },
      hands: { rebel: { missions: ['build-alliance', 'infiltration', 'rapid-mobilization', 'hidden-fleet'], objectives: ['popular-support'] }, empire: { probes: ['yavin'] } },
      buildQueue: { empire: [{ unit: 'tie-fighter', space: 2 }] },
      decks: { probe: ['naboo'], tactics: { space: ['space-no-escape'] } },
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
    });
    expect(s.units.alderaan).toEqual({ 'x-wing': 2 });
    expect(s.systems.mustafar).toEqual({ loyalty: null, subjugated: true, sabotaged: true, destroyed: false });
    expect(s.units['rebel-base']).toEqual({ 'rebel-trooper': 3 });
    expect(s.leaders['princess-leia']).toEqual({ location: { kind: 'system', system: 'mustafar' }, ring: 'captured' });
    expect(s.leaders['jan-dodonna']!.location).toEqual({ kind: 'mission', slot: 0 });
    expect(s.leaders['general-rieekan']).toBeUndefined();
    expect(s.assigned.rebel).toEqual([{ card: 'sabotage', leaders: ['jan-dodonna'] }]);
    expect(s.hands.probes).toEqual(['yavin']);
    expect(s.decks.probe[0]).toBe('naboo');
    expect(s.decks.probe).not.toContain('hoth');
    expect(s.decks.tactics.space[0]).toBe('space-no-escape');
    expect(s.buildQueue.empire).toEqual([{ unit: 'tie-fighter', space: 2 }]);
    expect(s.phase).toEqual({ kind: 'command', turn: 'empire', passed: { empire: false, rebel: true } });
    expect(s.base).toEqual({ system: 'hoth', revealed: false });
  });

  it('rebellion:rebellenstuetzpunkt: shows the hidden base, the hands and the face-down missions only to their owner, in views and events', () => {
    const position = {
      rebelBase: { system: 'hoth' },
      assigned: { rebel: [{ card: 'sabotage', leaders: ['jan-dodonna'] }] },
      hands: { rebel: { missions: ['build-alliance', 'infiltration', 'rapid-mobilization', 'hidden-fleet'], objectives: ['popular-support'] } },
    };
    const seen = (p: object, viewer: Viewer) => {
      const emitted = events(p);
      return JSON.stringify([emitted.map((e) => redactFor(e, viewer)), view(fold<RebellionState>(game, emitted), viewer)]);
    };
    const elsewhere = {
      rebelBase: { system: 'yavin' },
      assigned: { rebel: [{ card: 'rapid-mobilization', leaders: ['mon-mothma'] }] },
      hands: { rebel: { missions: ['build-alliance', 'infiltration', 'sabotage', 'seek-yoda'], objectives: ['regional-support'] } },
    };
    for (const viewer of [seatViewer(EMPIRE), SPECTATOR]) {
      expect(seen(position, viewer)).toEqual(seen(elsewhere, viewer));
      for (const secret of ['"hidden-fleet"', '"popular-support"', '"sabotage"']) expect(seen(position, viewer)).not.toContain(secret);
    }
    expect(seen(position, seatViewer(REBEL))).not.toEqual(seen(elsewhere, seatViewer(REBEL)));
    expect(view(fold<RebellionState>(game, events(position)), seatViewer(REBEL)).rebelBase.system).toBe('hoth');
    const revealed = fold<RebellionState>(game, events({ rebelBase: { system: 'hoth', revealed: true } }));
    expect(view(revealed, SPECTATOR).rebelBase).toMatchObject({ system: 'hoth', revealed: true });
  });

  it('refuses impossible positions with INVALID_SANDBOX_POSITION', () => {
    for (const position of [
      { colour: 'red' },
      { systems: { kamino: {} } },
      { systems: { hoth: { loyalty: 'rebel' } } },
      { systems: { coruscant: { loyalty: 'rebel' } } },
      { systems: { coruscant: { units: { 'tie-fighter': 25 } } } },
      { leaders: { 'darth-vader': { at: 'hoth', ring: 'captured' } } },
      { leaders: { 'darth-vader': 'rebel-base' } },
      { hands: { rebel: { missions: ['sabotage'] } } },
      { hands: { empire: { missions: ['sabotage', 'gather-intel', 'rule-by-fear', 'capture-rebel-operative', 'research-and-development'] } } },
      { rebelBase: { system: 'coruscant' } },
      { rebelBase: { system: 'hoth', revealed: true, units: { 'x-wing': 1 } } },
      { phase: 'command', turn: 'rebel', passed: ['rebel'] },
      { time: 9, reputation: 9 },
    ]) {
      const v = invalid(position);
      expect([JSON.stringify(position), v.code, v.rule]).toEqual([JSON.stringify(position), 'INVALID_SANDBOX_POSITION', 'rebellion:anhang-vollstaendiger-spielaufbau']);
    }
    expect(invalid({ systems: { hoth: { loyalty: 'rebel' } } }).messages).toEqual({
      de: 'Ungültige Stellung: hoth kann weder Loyalität noch Unterwerfung haben',
      en: 'Invalid position: hoth can hold neither loyalty nor subjugation',
    });
  });
});

const cards = (id: string) => REBELLION_DECKS.find((d) => d.id === id)!.cards;

describe('rebellion sandbox decks: every deck in a given order, each card exactly as often as it has copies', () => {
  const sorted = (xs: readonly string[]) => [...xs].sort();

  it('holds in each deck exactly the cards setup shuffles into it', () => {
    const setupEvents = game.setup(options, 2, scripted([], 'decks')).map((e) => e.event as RebellionEvent);
    const order = (type: string, key?: string, value?: string) =>
      (setupEvents.find((e) => e.type === type && (key === undefined || (e.payload as Record<string, unknown>)[key] === value))!.payload as { order: string[] }).order;
    expect(sorted(order('MissionDeckShuffled', 'faction', 'rebel'))).toEqual(sorted(cards('missions.rebel')));
    expect(sorted(order('MissionDeckShuffled', 'faction', 'empire'))).toEqual(sorted(cards('missions.empire')));
    expect(sorted(order('ActionDeckShuffled', 'faction', 'empire'))).toEqual(sorted(cards('actions.empire')));
    expect(sorted(order('StartingActionCardsShuffled', 'faction', 'rebel'))).toEqual(sorted(cards('starting-actions.rebel')));
    expect(sorted(order('TacticDeckShuffled', 'theater', 'space'))).toEqual(sorted(cards('tactics.space')));
    expect(sorted(order('ProjectDeckShuffled'))).toEqual(sorted(cards('projects')));
    expect(sorted(order('ObjectiveDeckBuilt'))).toEqual(sorted(cards('objectives')));
    expect(sorted(order('ProbeDeckShuffled'))).toEqual(sorted(cards('probe')));
  });

  it('takes a whole deck in the order given, and a deck top followed by the rest in catalogue order', () => {
    const reversed = [...cards('missions.rebel')].reverse();
    const tactics = [...cards('tactics.ground')].reverse();
    const s = given({ decks: { missions: { rebel: reversed }, tactics: { ground: tactics }, objectives: ['regional-support'] } });
    expect(s.decks.missions.rebel).toEqual(reversed);
    expect(s.decks.tactics.ground).toEqual(tactics);
    expect(s.decks.objectives[0]).toBe('regional-support');
    expect(sorted(s.decks.objectives)).toEqual(sorted(cards('objectives')));
  });

  it('rebellion:zustandsringe: an action card worn as a condition ring is out of its deck', () => {
    const s = given({ leaders: { 'darth-vader': { at: 'mustafar', ring: 'blindside' } } });
    expect(s.decks.actions.empire).not.toContain('blindside');
    expect(s.decks.actions.empire).toHaveLength(cards('actions.empire').length - 1);
    const v = invalid({ leaders: { 'darth-vader': { at: 'mustafar', ring: 'blindside' } }, decks: { actions: { empire: ['blindside'] } } });
    expect([v.code, v.rule]).toEqual(['INVALID_SANDBOX_DECK', 'rebellion:aktionskarten']);
  });

  it('refuses with INVALID_SANDBOX_DECK, citing the deck’s rule, a card of another deck or one more often than its copies', () => {
    const wrongDeck = invalid({ decks: { missions: { empire: ['hidden-fleet'] } } });
    expect(wrongDeck).toMatchObject({
      code: 'INVALID_SANDBOX_DECK',
      rule: 'rebellion:missionskarten',
      messages: { de: 'Ungültiger Stapel: decks.missions.empire: hidden-fleet ist keine Karte dieses Stapels', en: 'Invalid deck: decks.missions.empire: hidden-fleet is not a card of this deck' },
    });
    const twice = invalid({ decks: { probe: ['naboo', 'naboo'] } });
    expect([twice.code, twice.rule, twice.messages.en]).toEqual([
      'INVALID_SANDBOX_DECK',
      'rebellion:suchdroidenkarten',
      'Invalid deck: decks.probe: there are 1 naboo; the position uses it 0 time(s) outside the deck and 2 time(s) in it',
    ]);
    expect(invalid({ rebelBase: { system: 'hoth' }, decks: { probe: ['hoth'] } })).toMatchObject({ code: 'INVALID_SANDBOX_DECK', rule: 'rebellion:suchdroidenkarten' });
    expect(invalid({ hands: { rebel: { objectives: ['popular-support'] } }, objectivesPlayed: ['popular-support'] })).toMatchObject({ code: 'INVALID_SANDBOX_DECK', rule: 'rebellion:zielkarten' });
    expect(invalid({ decks: { tactics: { space: ['ground-onslaught'] } } })).toMatchObject({ code: 'INVALID_SANDBOX_DECK', rule: 'rebellion:taktikkarten' });
    expect(invalid({ decks: { projects: ['sabotage'] } })).toMatchObject({ code: 'INVALID_SANDBOX_DECK', rule: 'rebellion:projekte' });
  });
});

describe('rebellion scripted shuffles: a recorded game’s decks from its very setup', () => {
  it('deals from the scripted orders; shuffles of other cards stay random', () => {
    // Tier I is shuffled on its own (RR Vollständiger Spielaufbau, step 4): its five cards lie first in the deck's list.
    const tier1 = cards('objectives').slice(0, 5);
    const missions = [...cards('missions.rebel')].reverse();
    const rng = new ScriptedRng([], new SeededRng('replay'), [[...tier1].reverse(), missions]);
    const s = fold<RebellionState>(game, game.setup(options, 2, rng));
    expect(rng.shufflesConsumed).toBe(2);
    expect(s.decks.missions.rebel).toEqual(missions);
    expect(s.hands.objectives.length).toBeGreaterThan(0);
    expect([...s.hands.objectives, ...s.decks.objectives.slice(0, 5 - s.hands.objectives.length)]).toEqual([...tier1].reverse());
  });
});

describe('rebellion:wuerfel: the dice as data', () => {
  it('offers a sandbox script the faces of the red and the black die; only the red die shows a direct hit', () => {
    expect(game.dice).toEqual([RED_DIE, BLACK_DIE]);
    expect(RED_DIE.faces).toEqual(['hit', 'hit', 'direct-hit', 'special', 'blank', 'blank']);
    expect(BLACK_DIE.faces).toEqual(['hit', 'hit', 'hit', 'special', 'blank', 'blank']);
    const rng = scripted(['direct-hit', 'direct-hit']);
    expect(rng.roll(RED_DIE)).toBe('direct-hit');
    expect(() => rng.roll(BLACK_DIE)).toThrow(ScriptedDieError);
  });

  it('counts a hit or a direct hit as 1 success in a mission, a special as 2, a blank as none', () => {
    expect(MISSION_SUCCESSES).toEqual({ hit: 1, 'direct-hit': 1, special: 2, blank: 0 });
  });
});
