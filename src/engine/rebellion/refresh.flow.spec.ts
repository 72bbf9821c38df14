import { accepted, refused, when } from '../core/decider.testkit.js';
import { onlySeats, PUBLIC, seatViewer, SERVER_ONLY } from '../core/visibility.view.js';
import { missionData } from './data/cards.data.js';
import type { MissionId } from './data/missions.data.js';
import type { ObjectiveId } from './data/objectives.data.js';
import { SYSTEM_IDS, type SystemId } from './data/systems.data.js';
import { rebellionGame as game } from './rebellion.game.js';
import { legalActions, pending } from './rebellion.legal.js';
import { outcome } from './rebellion.outcome.js';
import type { RebellionState, SystemState } from './rebellion.state.js';
import { last, play, playTo, types } from './rebellion.testkit.js';
import { view } from './rebellion.view.js';

const round1 = last(playTo('refresh', (s) => s.phase.kind === 'assignment').states);
const EMPIRE = round1.seats!.empire;
const REBEL = round1.seats!.rebel;
const SEAT = { empire: EMPIRE, rebel: REBEL } as const;

const nonStarting = (s: RebellionState, f: 'empire' | 'rebel') => s.hands.missions[f].filter((m) => !missionData(m).starting);
const toCommand = (s: RebellionState) => play(s, [REBEL, { type: 'FinishAssignment' }], [EMPIRE, { type: 'FinishAssignment' }]);
/** Both sides pass: the refresh phase begins. */
const passBoth = (s: RebellionState) => accepted(when<RebellionState>(game, play(toCommand(s), [REBEL, { type: 'Pass' }]), EMPIRE, { type: 'Pass' }));

/** A board with the given systems changed; every other system as in `s`. */
function withSystems(s: RebellionState, changes: Partial<Record<SystemId, Partial<SystemState>>>): RebellionState {
  const systems = { ...s.systems };
  for (const [id, change] of Object.entries(changes) as [SystemId, Partial<SystemState>][]) systems[id] = { ...systems[id], ...change };
  return { ...s, systems };
}

const cleared = (s: RebellionState): RebellionState => ({
  ...s,
  systems: Object.fromEntries(SYSTEM_IDS.map((id) => [id, { ...s.systems[id], loyalty: id === 'coruscant' ? 'empire' : null, subjugated: false }])) as RebellionState['systems'],
  units: Object.fromEntries(Object.keys(s.units).map((p) => [p, {}])) as RebellionState['units'],
});

describe('rebellion:kommandophase', () => {
  it('starts with the Rebel; after he passes, the Empire takes every remaining turn', () => {
    const s = toCommand(round1);
    expect(legalActions(s, REBEL)).toContainEqual({ type: 'Pass' });
    expect(legalActions(s, EMPIRE)).toEqual([]);
    const passed = accepted(when<RebellionState>(game, s, REBEL, { type: 'Pass' })).state;
    expect(passed.phase).toEqual({ kind: 'command', turn: 'empire', passed: { empire: false, rebel: true } });
    expect(refused(when(game, passed, REBEL, { type: 'Pass' }))).toMatchObject({ code: 'NOT_YOUR_DECISION', rule: 'rebellion:kommandophase' });
  });

  it('when both have passed, then unrevealed missions return to the hand unseen and their leaders to the pool', () => {
    const assigned = play(round1, [REBEL, { type: 'AssignMission', mission: 'sabotage', leader: 'princess-leia' }]);
    const { emitted, state } = passBoth(assigned);
    const returned = emitted.find((e) => e.event.type === 'FaceDownMissionsReturned')!;
    expect(returned).toEqual({
      event: { type: 'FaceDownMissionsReturned', payload: { faction: 'rebel', missions: ['sabotage'], leaders: ['princess-leia'] } },
      visibility: onlySeats(REBEL),
      redacted: { faction: 'rebel', count: 1 },
    });
    expect(state.assigned.rebel).toEqual([]);
    expect(state.hands.missions.rebel).toContain('sabotage');
    expect(state.leaders['princess-leia']!.location).toEqual({ kind: 'pool' });
  });
});

describe('rebellion:auffrischphase', () => {
  it('opens the objective window before step 1 whenever the Rebel holds an objective, and skipping it runs steps 1 to 5', () => {
    const { emitted, state } = passBoth(round1);
    expect(types(emitted).slice(-2)).toEqual(['RefreshPhaseBegan', 'ObjectiveWindowOpened']);
    expect(pending(state)).toEqual([expect.objectContaining({ seat: REBEL, decision: 'objective-window' })]);
    expect(legalActions(state, REBEL)).toContainEqual({ type: 'SkipObjective' });
    const skipped = accepted(when<RebellionState>(game, state, REBEL, { type: 'SkipObjective' }));
    expect(types(skipped.emitted).slice(0, 7)).toEqual([
      'ObjectiveSkipped',
      'MissionsDrawn',
      'MissionsDrawn',
      'ProbeCardsDrawn',
      'ObjectivesDrawn',
      'TimeAdvanced',
      'RecruitBegan',
    ]);
    const probes = skipped.emitted.find((e) => e.event.type === 'ProbeCardsDrawn')!;
    expect(probes.visibility).toEqual(onlySeats(EMPIRE));
    expect(probes.redacted).toEqual({ count: 2 });
    expect(skipped.state.hands.probes).toEqual(round1.decks.probe.slice(0, 2));
    expect(view(skipped.state, seatViewer(REBEL)).hands.probes).toEqual({ count: 2 });
    expect(skipped.state.hands.objectives).toHaveLength(2);
    expect(skipped.state.time).toBe(2);
  });

  it('skips the window when the Rebel holds no objective: their number is public', () => {
    const { emitted } = passBoth({ ...round1, hands: { ...round1.hands, objectives: [] } });
    expect(types(emitted)).not.toContain('ObjectiveWindowOpened');
    expect(types(emitted)).toContain('TimeAdvanced');
  });

  it('rebellion:gefangene-anfuehrer: step 1 brings every leader on the board back to its pool, except a captured one', () => {
    const given: RebellionState = {
      ...round1,
      hands: { ...round1.hands, objectives: [] },
      units: { ...round1.units, hoth: { stormtrooper: 1 } },
      leaders: {
        ...round1.leaders,
        'darth-vader': { location: { kind: 'system', system: 'hoth' }, ring: null },
        'princess-leia': { location: { kind: 'system', system: 'hoth' }, ring: 'captured' },
        'mon-mothma': { location: { kind: 'rebel-base' }, ring: null },
      },
    };
    const { emitted, state } = passBoth(given);
    expect(emitted.find((e) => e.event.type === 'LeadersRetrieved')!.event.payload).toEqual({ leaders: ['darth-vader', 'mon-mothma'] });
    expect(state.leaders['princess-leia']!.location).toEqual({ kind: 'system', system: 'hoth' });
  });

  describe('step 2, hand limit (rebellion:startmissionen)', () => {
    const overLimit = () => {
      const full = (f: 'empire' | 'rebel') => [...round1.hands.missions[f], ...round1.decks.missions[f].slice(0, 4)];
      const given: RebellionState = {
        ...round1,
        hands: { ...round1.hands, objectives: [], missions: { empire: full('empire'), rebel: full('rebel') } },
        decks: { ...round1.decks, missions: { empire: round1.decks.missions.empire.slice(4), rebel: round1.decks.missions.rebel.slice(4) } },
      };
      return passBoth(given);
    };

    it('given more than 10 missions in hand, then each side must discard the excess before the refresh goes on', () => {
      const { emitted, state } = overLimit();
      expect(last(emitted)).toEqual({ event: { type: 'HandLimitApplied', payload: { excess: { empire: 2, rebel: 2 } } }, visibility: PUBLIC });
      expect(pending(state).map((p) => p.seat).sort()).toEqual([EMPIRE, REBEL].sort());
    });

    it('when a starting mission is discarded, then STARTING_MISSIONS_CANNOT_BE_DISCARDED; other cards go face up on the discard pile', () => {
      const { state } = overLimit();
      expect(refused(when(game, state, REBEL, { type: 'DiscardMission', mission: 'sabotage' }))).toMatchObject({
        code: 'STARTING_MISSIONS_CANNOT_BE_DISCARDED',
        rule: 'rebellion:startmissionen',
      });
      for (const a of legalActions(state, REBEL)) expect(a.type === 'DiscardMission' && missionData(a.mission).starting).toBe(false);
      const mission = nonStarting(state, 'rebel')[0];
      const { emitted, state: after } = accepted(when<RebellionState>(game, state, REBEL, { type: 'DiscardMission', mission }));
      expect(emitted).toEqual([{ event: { type: 'MissionDiscarded', payload: { faction: 'rebel', mission } }, visibility: PUBLIC }]);
      expect(after.discards.missions.rebel).toEqual([mission]);
    });

    it('when the last excess card is discarded, then probe cards, objective and time follow', () => {
      let { state } = overLimit();
      const discard = (s: RebellionState, f: 'empire' | 'rebel') =>
        accepted(when<RebellionState>(game, s, SEAT[f], { type: 'DiscardMission', mission: nonStarting(s, f)[0] }));
      state = discard(state, 'rebel').state;
      state = discard(state, 'empire').state;
      state = discard(state, 'rebel').state;
      const lastDiscard = discard(state, 'empire');
      expect(types(lastDiscard.emitted).slice(0, 4)).toEqual(['MissionDiscarded', 'ProbeCardsDrawn', 'ObjectivesDrawn', 'TimeAdvanced']);
      expect(lastDiscard.state.hands.missions.empire).toHaveLength(10);
    });
  });

  it('rebellion:ablegen: given an empty mission deck, then its discard pile is shuffled in secret into a new deck and the draw goes on', () => {
    const pile: MissionId[] = ['hidden-fleet', 'demolition', 'hit-and-run'];
    const given: RebellionState = {
      ...round1,
      hands: { ...round1.hands, objectives: [] },
      decks: { ...round1.decks, missions: { ...round1.decks.missions, rebel: ['seek-yoda'] } },
      discards: { ...round1.discards, missions: { ...round1.discards.missions, rebel: pile } },
    };
    const { emitted, state } = passBoth(given);
    const reshuffle = emitted.find((e) => e.event.type === 'MissionDiscardsReshuffled')!;
    expect(reshuffle.visibility).toEqual(SERVER_ONLY);
    expect(reshuffle.redacted).toEqual({ faction: 'rebel', size: 3 });
    expect(state.hands.missions.rebel).toHaveLength(8);
    expect(state.hands.missions.rebel).toContain('seek-yoda');
    expect(state.decks.missions.rebel).toHaveLength(2);
    expect(state.discards.missions.rebel).toEqual([]);
  });

  it('rebellion:siegbedingungen, rebellion:zeitmarker-und-zeitleiste: when the time marker reaches the reputation marker, then the Rebel wins at once', () => {
    const given: RebellionState = { ...round1, hands: { ...round1.hands, objectives: [] }, time: 13, reputation: 14 };
    const { emitted, state } = passBoth(given);
    expect(last(emitted)).toEqual({ event: { type: 'GameEnded', payload: { winner: 'rebel', reason: 'reputation-met-time' } }, visibility: PUBLIC });
    expect(outcome(state)).toMatchObject({ winners: [REBEL] });
    expect(pending(state)).toEqual([]);
    expect(legalActions(state, REBEL)).toEqual([]);
    expect(outcome(round1)).toBeNull();
  });
});

describe('rebellion:zielkarten, rebellion:sympathie: the objective window', () => {
  const windowWith = (s: RebellionState, objectives: ObjectiveId[]) => passBoth({ ...s, hands: { ...s.hands, objectives } }).state;
  const playable = (s: RebellionState) => legalActions(s, REBEL).flatMap((a) => (a.type === 'PlayObjective' ? [a.card] : []));

  it('offers only objectives whose requirement the board meets; others are refused with OBJECTIVE_REQUIREMENT_NOT_MET', () => {
    const s = windowWith(cleared(round1), ['popular-support', 'leave-no-one-behind', 'crippling-blow']);
    expect(playable(s)).toEqual(['leave-no-one-behind']);
    expect(refused(when(game, s, REBEL, { type: 'PlayObjective', card: 'popular-support' }))).toMatchObject({
      code: 'OBJECTIVE_REQUIREMENT_NOT_MET',
      rule: 'rebellion:zielkarten',
    });
    expect(refused(when(game, s, REBEL, { type: 'PlayObjective', card: 'crippling-blow' })).code).toBe('OBJECTIVE_REQUIREMENT_NOT_MET');
    expect(refused(when(game, s, REBEL, { type: 'PlayObjective', card: 'regional-support' })).code).toBe('OBJECTIVE_NOT_IN_HAND');
    expect(refused(when(game, s, EMPIRE, { type: 'SkipObjective' })).code).toBe('NOT_YOUR_DECISION');
  });

  it('when played, then the card goes to the box, the reputation marker moves towards time, and refresh step 1 follows', () => {
    const s = windowWith(cleared(round1), ['leave-no-one-behind']);
    const { emitted, state } = accepted(when<RebellionState>(game, s, REBEL, { type: 'PlayObjective', card: 'leave-no-one-behind' }));
    expect(emitted[0]).toEqual({
      event: { type: 'ObjectivePlayed', payload: { card: 'leave-no-one-behind', reputation: 1, returnsToHand: false } },
      visibility: PUBLIC,
    });
    expect(state.reputation).toBe(13);
    expect(state.objectivesPlayed).toEqual(['leave-no-one-behind']);
    expect(types(emitted)).toContain('TimeAdvanced');
    expect(state.hands.objectives).toHaveLength(1);
  });

  it('rebellion:siegbedingungen: when the reputation marker reaches the time marker, then the game ends at once', () => {
    const s = windowWith({ ...cleared(round1), time: 5, reputation: 6 }, ['leave-no-one-behind']);
    const { emitted, state } = accepted(when<RebellionState>(game, s, REBEL, { type: 'PlayObjective', card: 'leave-no-one-behind' }));
    expect(types(emitted)).toEqual(['ObjectivePlayed', 'GameEnded']);
    expect(state.ended).toEqual({ winner: 'rebel', reason: 'reputation-met-time' });
  });

  it('reads each refresh objective’s requirement from the board', () => {
    const base = cleared(round1);
    const rebelUnitsIn = (s: RebellionState, ids: SystemId[]) => ({ ...s, units: { ...s.units, ...Object.fromEntries(ids.map((id) => [id, { 'x-wing': 1 }])) } });
    const loyal = (ids: SystemId[]) => Object.fromEntries(ids.map((id) => [id, { loyalty: 'rebel' as const }]));
    const cases: [ObjectiveId, RebellionState, RebellionState][] = [
      [
        'cut-supply-lines',
        withSystems(base, { alderaan: { loyalty: 'empire', sabotaged: true }, bespin: { loyalty: 'empire', sabotaged: true } }),
        rebelUnitsIn(withSystems(base, { alderaan: { loyalty: 'empire', sabotaged: true }, bespin: { loyalty: 'empire', sabotaged: true }, kessel: { loyalty: 'empire' } }), ['kessel']),
      ],
      [
        'defend-the-people',
        rebelUnitsIn(withSystems(base, loyal(['alderaan', 'bespin', 'kessel'])), ['alderaan', 'bespin', 'kessel']),
        rebelUnitsIn(withSystems(base, loyal(['alderaan', 'bespin', 'kessel', 'naboo'])), ['alderaan', 'bespin', 'kessel', 'naboo']),
      ],
      ['regional-support', withSystems(base, loyal(['corellia', 'alderaan'])), withSystems(base, loyal(['bespin', 'mustafar']))],
      ['heart-of-the-empire', rebelUnitsIn({ ...base, units: { ...base.units, coruscant: { stormtrooper: 1 } } }, []), rebelUnitsIn(base, ['coruscant'])],
      [
        'popular-support',
        withSystems(base, loyal(['alderaan', 'bespin', 'kessel', 'naboo', 'ryloth'])),
        withSystems(base, { ...loyal(['alderaan', 'bespin', 'kessel', 'naboo', 'ryloth']), rodia: { loyalty: 'rebel', subjugated: true } }),
      ],
      ['establish-outposts', rebelUnitsIn(base, ['hoth', 'yavin', 'dagobah', 'endor']), rebelUnitsIn(base, ['hoth', 'yavin', 'dagobah', 'endor', 'ilum'])],
      ['inspire-sympathy', base, withSystems(base, { alderaan: { destroyed: true }, naboo: { destroyed: true } })],
    ];
    for (const [card, unmet, met] of cases) {
      expect([card, playable(windowWith(unmet, [card]))]).toEqual([card, []]);
      expect([card, playable(windowWith(met, [card]))]).toEqual([card, [card]]);
    }
    const capturedLeia: RebellionState = {
      ...base,
      units: { ...base.units, hoth: { stormtrooper: 1 } },
      leaders: { ...base.leaders, 'princess-leia': { location: { kind: 'system', system: 'hoth' }, ring: 'captured' } },
    };
    expect(playable(windowWith(capturedLeia, ['leave-no-one-behind']))).toEqual([]);
  });

  it('Heart of the Empire goes back to the hand; Inspire Sympathy is worth 1 per destroyed system', () => {
    const heart = windowWith({ ...cleared(round1), units: { ...cleared(round1).units, coruscant: { 'rebel-trooper': 1 } } }, ['heart-of-the-empire']);
    const scored = accepted(when<RebellionState>(game, heart, REBEL, { type: 'PlayObjective', card: 'heart-of-the-empire' })).state;
    expect(scored.reputation).toBe(12);
    expect(scored.hands.objectives).toContain('heart-of-the-empire');
    const inspire = windowWith(withSystems(cleared(round1), { alderaan: { destroyed: true }, naboo: { destroyed: true } }), ['inspire-sympathy']);
    const played = accepted(when<RebellionState>(game, inspire, REBEL, { type: 'PlayObjective', card: 'inspire-sympathy' }));
    expect(played.emitted[0].event.payload).toEqual({ card: 'inspire-sympathy', reputation: 2, returnsToHand: false });
  });
});
