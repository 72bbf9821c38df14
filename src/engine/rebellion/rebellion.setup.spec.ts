import { SERVER_ONLY, onlySeats, PUBLIC } from '../core/visibility.view.js';
import { leaderData } from './data/leaders.data.js';
import { missionData } from './data/cards.data.js';
import { OBJECTIVES } from './data/objectives.data.js';
import { PROBE_CARDS } from './data/probe-cards.data.js';
import { SYSTEM_IDS, type SystemId } from './data/systems.data.js';
import { revealLoyalty } from './rebellion.setup.js';
import { fold } from '../core/decider.testkit.js';
import type { Emitted } from '../core/game.contract.js';
import { rebellionGame as game } from './rebellion.game.js';
import type { RebellionState } from './rebellion.state.js';
import { afterSetup, last, types } from './rebellion.testkit.js';

function newGame(seed: string, options: unknown = {}): { emitted: Emitted<RebellionEvent>[]; state: RebellionState } {
  const p = afterSetup(seed, options);
  return { emitted: p.emitted as Emitted<RebellionEvent>[], state: last(p.states) };
}
import type { RebellionEvent } from './rebellion.events.js';

const payload = <T extends RebellionEvent['type']>(emitted: ReturnType<typeof newGame>['emitted'], type: T) =>
  emitted.find((e) => e.event.type === type)!.event.payload as Extract<RebellionEvent, { type: T }>['payload'];

describe('rebellion:anhang-vollstaendiger-spielaufbau automatic steps', () => {
  const { emitted, state } = newGame('setup-1', { imperialSeat: 1 });

  it('runs the appendix steps 1 to 8-I in order and then waits for the Imperial placement', () => {
    expect(types(emitted)).toEqual([
      'FactionsAssigned',
      'StartingLeadersPlaced',
      'TimeTrackPrepared',
      'ObjectiveDeckBuilt',
      'ObjectivesDrawn',
      'ActionDeckShuffled',
      'ActionDeckShuffled',
      'TacticDeckShuffled',
      'TacticDeckShuffled',
      'ProjectDeckShuffled',
      'MissionDeckShuffled',
      'MissionDeckShuffled',
      'ProbeDeckShuffled',
      'LoyaltySetUp',
      'ProbeDeckShuffled',
      'StartingActionCardsShuffled',
      'StartingActionCardsShuffled',
      'SetupStepBegan',
    ]);
    expect(state.phase).toMatchObject({ kind: 'placement', faction: 'empire' });
  });

  it('step 1: seats the Empire as the options say, and at random otherwise', () => {
    expect(state.seats).toEqual({ empire: 1, rebel: 0 });
    const empires = new Set(Array.from({ length: 20 }, (_, i) => newGame(`seat-${i}`).state.seats!.empire));
    expect(empires).toEqual(new Set([0, 1]));
  });

  it('step 2 (rebellion:anfuehrer): puts the four leaders without recruit icon of each side into its leader pool', () => {
    const inPlay = Object.keys(state.leaders) as (keyof typeof state.leaders)[];
    expect(inPlay).toHaveLength(8);
    for (const id of inPlay) {
      expect(state.leaders[id]).toEqual({ location: { kind: 'pool' }, ring: null });
      expect(leaderData(id).recruitIcon).toBe(false);
    }
  });

  it('step 3: time marker on 1, reputation marker on 14', () => {
    expect([state.time, state.reputation]).toEqual([1, 14]);
  });

  it('step 4 (rebellion:zielkarten): stacks tier I on II on III, each shuffled, and the Rebel draws the top card unseen by the Empire', () => {
    const order = payload(emitted, 'ObjectiveDeckBuilt').order;
    const tier = (id: string) => OBJECTIVES.find((o) => o.id === id)!.tier;
    expect(order.map(tier)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3]);
    expect(state.hands.objectives).toEqual([order[0]]);
    expect(state.decks.objectives).toEqual(order.slice(1));
    const built = emitted.find((e) => e.event.type === 'ObjectiveDeckBuilt')!;
    const drawn = emitted.find((e) => e.event.type === 'ObjectivesDrawn')!;
    expect(built.visibility).toEqual(SERVER_ONLY);
    expect(drawn.visibility).toEqual(onlySeats(0));
    expect(drawn.redacted).toEqual({ count: 1 });
  });

  it('steps 5 to 7: recruit decks, tactic decks, projects and mission decks without starting missions, every order server-only', () => {
    expect([state.decks.actions.empire.length, state.decks.actions.rebel.length]).toEqual([12, 12]);
    expect([state.decks.tactics.space.length, state.decks.tactics.ground.length]).toEqual([15, 15]);
    expect(state.decks.projects).toHaveLength(10);
    for (const faction of ['empire', 'rebel'] as const) {
      expect(state.decks.missions[faction]).toHaveLength(25);
      for (const id of state.decks.missions[faction]) expect(missionData(id)).toMatchObject({ faction, starting: false, kind: 'mission' });
    }
    for (const e of emitted.filter((x) => /Shuffled|Built/.test(x.event.type))) expect(e.visibility).toEqual(SERVER_ONLY);
  });

  it('step 8-I (rebellion:loyalitaet, rebellion:unterwerfung): three Rebel systems, two subjugated and three Imperial ones, revealed in public', () => {
    const loyalty = emitted.find((e) => e.event.type === 'LoyaltySetUp')!;
    expect(loyalty.visibility).toEqual(PUBLIC);
    const by = (f: (id: SystemId) => boolean) => SYSTEM_IDS.filter(f);
    expect(by((id) => state.systems[id].loyalty === 'rebel')).toHaveLength(3);
    expect(by((id) => state.systems[id].subjugated)).toHaveLength(2);
    expect(by((id) => state.systems[id].loyalty === 'empire')).toHaveLength(4);
    expect(state.systems.coruscant.loyalty).toBe('empire');
  });

  it('step 8-I: the five Imperial probe cards go to the box, the other 26 are shuffled back', () => {
    expect(state.probesInBox).toHaveLength(5);
    for (const id of state.probesInBox) expect(PROBE_CARDS.find((p) => p.system === id)!.loyaltyIcon).toBe('empire');
    expect(state.decks.probe).toHaveLength(26);
    expect([...state.decks.probe, ...state.probesInBox].sort()).toEqual(SYSTEM_IDS.filter((s) => s !== 'coruscant'));
  });

  it('draws every shuffle from the generator: the same seed gives the same events, another seed others', () => {
    expect(newGame('setup-1', { imperialSeat: 1 }).emitted).toEqual(emitted);
    expect(newGame('setup-2', { imperialSeat: 1 }).emitted).not.toEqual(emitted);
  });

  it('replays from the events alone, after a round trip through JSON', () => {
    expect(fold(game, JSON.parse(JSON.stringify(emitted)))).toEqual(state);
  });
});

describe('rebellion:suchdroidenkarten loyalty reveal (step 8-I)', () => {
  const icon = (side: 'rebel' | 'empire' | null) => PROBE_CARDS.filter((p) => p.loyaltyIcon === side).map((p) => p.system);

  it('reveals until both sides are complete; a fourth Rebel card gets no marker', () => {
    const [r1, r2, r3, r4] = icon('rebel');
    const [e1, e2, e3, e4, e5] = icon('empire');
    const [n1] = icon(null);
    const order = [n1, r1, e1, r2, r3, r4, e2, e3, e4, e5, ...icon(null).slice(1)];
    expect(revealLoyalty(order)).toEqual({
      revealed: [n1, r1, e1, r2, r3, r4, e2, e3, e4, e5],
      rebel: [r1, r2, r3],
      imperial: [e1, e2, e3, e4, e5],
    });
  });
});
