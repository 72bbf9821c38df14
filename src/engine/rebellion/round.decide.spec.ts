import { onlySeats, PUBLIC, seatViewer, SERVER_ONLY } from '../core/visibility.view.js';
import { missionData } from './data/cards.data.js';
import type { MissionId } from './data/missions.data.js';
import { outcome } from './rebellion.outcome.js';
import { legalActions, pending } from './rebellion.legal.js';
import type { RebellionState } from './rebellion.state.js';
import { accepted, playSetup, refused, seenBy, steadyChooser, types, when } from './rebellion.testkit.js';
import { view } from './rebellion.view.js';

const round1 = playSetup('rounds', steadyChooser).state;
const EMPIRE = round1.seats!.empire;
const REBEL = round1.seats!.rebel;

const nonStarting = (s: RebellionState, f: 'empire' | 'rebel') => s.hands.missions[f].filter((m) => !missionData(m).starting);

/** Plays the given actions in order, each by the seat named. */
function play(state: RebellionState, ...steps: [number, object][]): RebellionState {
  return steps.reduce((s, [seat, action]) => accepted(when(s, seat, action)).state, state);
}

/** Both sides assign nothing and pass: the state at the start of the next phase given. */
const toCommand = (s: RebellionState) => play(s, [REBEL, { type: 'FinishAssignment' }], [EMPIRE, { type: 'FinishAssignment' }]);

describe('rebellion:zuweisungsphase', () => {
  it('given round 1, the Rebel assigns first and the Empire waits: NOT_YOUR_DECISION', () => {
    expect(pending(round1)).toEqual([expect.objectContaining({ seat: REBEL, decision: 'assignment' })]);
    expect(legalActions(round1, EMPIRE)).toEqual([]);
    expect(refused(when(round1, EMPIRE, { type: 'FinishAssignment' }))).toMatchObject({ code: 'NOT_YOUR_DECISION', rule: 'rebellion:zuweisungsphase' });
  });

  it('when the Rebel lays a mission face down with a leader on it, then only he sees which card and which leader', () => {
    const { emitted, state } = accepted(when(round1, REBEL, { type: 'AssignMission', mission: 'sabotage', leader: 'princess-leia' }));
    expect(emitted).toEqual([
      {
        event: { type: 'MissionAssigned', payload: { faction: 'rebel', slot: 0, mission: 'sabotage', leader: 'princess-leia' } },
        visibility: onlySeats(REBEL),
        redacted: { faction: 'rebel' },
      },
    ]);
    expect(seenBy(emitted[0], seatViewer(EMPIRE))).toEqual({ type: 'MissionAssigned', payload: { faction: 'rebel' } });
    expect(state.assigned.rebel).toEqual([{ card: 'sabotage', leaders: ['princess-leia'] }]);
    expect(state.hands.missions.rebel).not.toContain('sabotage');
    const imperial = view(state, seatViewer(EMPIRE));
    expect(imperial.assigned.rebel).toEqual({ count: 1 });
    expect(imperial.leaders['princess-leia']!.location).toEqual({ kind: 'reserve' });
    expect(imperial.phase).toEqual({ kind: 'assignment', turn: 'rebel' });
    expect(view(state, seatViewer(REBEL)).leaders['princess-leia']!.location).toEqual({ kind: 'mission', slot: 0 });
  });

  it('allows a leader without the mission’s skill (a bluff), and a second leader, but not a third: AT_MOST_TWO_LEADERS_PER_MISSION', () => {
    const s = play(
      round1,
      [REBEL, { type: 'AssignMission', mission: 'sabotage', leader: 'mon-mothma' }],
      [REBEL, { type: 'AddLeaderToMission', slot: 0, leader: 'jan-dodonna' }],
    );
    expect(s.assigned.rebel).toEqual([{ card: 'sabotage', leaders: ['mon-mothma', 'jan-dodonna'] }]);
    expect(refused(when(s, REBEL, { type: 'AddLeaderToMission', slot: 0, leader: 'princess-leia' })).code).toBe('AT_MOST_TWO_LEADERS_PER_MISSION');
    expect(legalActions(s, REBEL).some((a) => a.type === 'AddLeaderToMission')).toBe(false);
  });

  it('refuses leaders not in the own pool, missions not in hand and missing mission slots', () => {
    const s = play(round1, [REBEL, { type: 'AssignMission', mission: 'sabotage', leader: 'mon-mothma' }]);
    for (const leader of ['mon-mothma', 'darth-vader', 'han-solo'])
      expect(refused(when(s, REBEL, { type: 'AssignMission', mission: 'infiltration', leader }))).toMatchObject({
        code: 'LEADER_NOT_IN_LEADER_POOL',
        rule: 'rebellion:zuweisungsphase',
      });
    expect(refused(when(s, REBEL, { type: 'AssignMission', mission: 'sabotage', leader: 'princess-leia' })).code).toBe('MISSION_NOT_IN_HAND');
    expect(refused(when(s, REBEL, { type: 'AddLeaderToMission', slot: 1, leader: 'princess-leia' })).code).toBe('NO_SUCH_ASSIGNED_MISSION');
  });

  it('when the Rebel undoes, then the last leader goes back to the pool and an opened card back to the hand', () => {
    expect(refused(when(round1, REBEL, { type: 'UndoAssignment' })).code).toBe('NOTHING_ASSIGNED_TO_UNDO');
    const two = play(
      round1,
      [REBEL, { type: 'AssignMission', mission: 'sabotage', leader: 'mon-mothma' }],
      [REBEL, { type: 'AddLeaderToMission', slot: 0, leader: 'jan-dodonna' }],
    );
    const one = play(two, [REBEL, { type: 'UndoAssignment' }]);
    expect(one.assigned.rebel).toEqual([{ card: 'sabotage', leaders: ['mon-mothma'] }]);
    expect(one.leaders['jan-dodonna']!.location).toEqual({ kind: 'pool' });
    const none = play(one, [REBEL, { type: 'UndoAssignment' }]);
    expect(none.assigned.rebel).toEqual([]);
    expect([...none.hands.missions.rebel].sort()).toEqual([...round1.hands.missions.rebel].sort());
  });

  it('when the Rebel finishes, then the number of his face-down cards is public and the Empire assigns; the Empire’s finish starts the command phase', () => {
    const s = play(round1, [REBEL, { type: 'AssignMission', mission: 'infiltration', leader: 'jan-dodonna' }]);
    const finished = accepted(when(s, REBEL, { type: 'FinishAssignment' }));
    expect(finished.emitted).toEqual([{ event: { type: 'AssignmentFinished', payload: { faction: 'rebel', missions: 1 } }, visibility: PUBLIC }]);
    expect(pending(finished.state)).toEqual([expect.objectContaining({ seat: EMPIRE, decision: 'assignment' })]);
    const command = accepted(when(finished.state, EMPIRE, { type: 'FinishAssignment' }));
    expect(types(command.emitted)).toEqual(['AssignmentFinished', 'CommandPhaseBegan']);
    expect(command.state.phase).toEqual({ kind: 'command', turn: 'rebel', passed: { empire: false, rebel: false } });
  });
});

describe('rebellion:kommandophase', () => {
  it('starts with the Rebel; after he passes, the Empire takes every remaining turn', () => {
    const s = toCommand(round1);
    expect(legalActions(s, REBEL)).toEqual([{ type: 'Pass' }]);
    expect(legalActions(s, EMPIRE)).toEqual([]);
    const passed = accepted(when(s, REBEL, { type: 'Pass' })).state;
    expect(passed.phase).toEqual({ kind: 'command', turn: 'empire', passed: { empire: false, rebel: true } });
    expect(refused(when(passed, REBEL, { type: 'Pass' }))).toMatchObject({ code: 'NOT_YOUR_DECISION', rule: 'rebellion:kommandophase' });
  });

  it('when both have passed, then unrevealed missions return to the hand unseen and their leaders to the pool', () => {
    const assigned = play(round1, [REBEL, { type: 'AssignMission', mission: 'sabotage', leader: 'princess-leia' }]);
    const s = play(toCommand(assigned), [REBEL, { type: 'Pass' }]);
    const { emitted, state } = accepted(when(s, EMPIRE, { type: 'Pass' }));
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
  const refresh = (s: RebellionState) => accepted(when(play(toCommand(s), [REBEL, { type: 'Pass' }]), EMPIRE, { type: 'Pass' }));

  it('draws 2 missions each, 2 probe cards for the Empire and 1 objective for the Rebel, each seen by its owner only, then advances time', () => {
    const { emitted, state } = refresh(round1);
    expect(types(emitted)).toEqual([
      'Passed',
      'RefreshPhaseBegan',
      'MissionsDrawn',
      'MissionsDrawn',
      'ProbeCardsDrawn',
      'ObjectivesDrawn',
      'TimeAdvanced',
      'RoundBegan',
    ]);
    const probes = emitted.find((e) => e.event.type === 'ProbeCardsDrawn')!;
    expect(probes.visibility).toEqual(onlySeats(EMPIRE));
    expect(probes.redacted).toEqual({ count: 2 });
    expect(state.hands.probes).toEqual(round1.decks.probe.slice(0, 2));
    expect(view(state, seatViewer(REBEL)).hands.probes).toEqual({ count: 2 });
    expect(state.hands.missions.empire).toHaveLength(8);
    expect(state.hands.objectives).toHaveLength(2);
    expect([state.time, state.round]).toEqual([2, 2]);
    expect(state.phase).toEqual({ kind: 'assignment', turn: 'rebel', steps: [] });
  });

  describe('step 2, hand limit (rebellion:startmissionen)', () => {
    // Three refreshes: 6 + 3 × 2 = 12 cards, 2 over the limit.
    const overLimit = () => {
      let s = round1;
      for (let i = 0; i < 2; i++) s = refresh(s).state;
      return refresh(s);
    };

    it('given more than 10 missions in hand, then each side must discard the excess before the refresh goes on', () => {
      const { emitted, state } = overLimit();
      expect(emitted[emitted.length - 1]).toEqual({ event: { type: 'HandLimitApplied', payload: { excess: { empire: 2, rebel: 2 } } }, visibility: PUBLIC });
      expect(pending(state).map((p) => p.seat).sort()).toEqual([EMPIRE, REBEL].sort());
    });

    it('when a starting mission is discarded, then STARTING_MISSIONS_CANNOT_BE_DISCARDED; other cards go face up on the discard pile', () => {
      const { state } = overLimit();
      expect(refused(when(state, REBEL, { type: 'DiscardMission', mission: 'sabotage' }))).toMatchObject({
        code: 'STARTING_MISSIONS_CANNOT_BE_DISCARDED',
        rule: 'rebellion:startmissionen',
      });
      for (const a of legalActions(state, REBEL)) expect(a.type === 'DiscardMission' && missionData(a.mission).starting).toBe(false);
      const mission = nonStarting(state, 'rebel')[0];
      const { emitted, state: after } = accepted(when(state, REBEL, { type: 'DiscardMission', mission }));
      expect(emitted).toEqual([{ event: { type: 'MissionDiscarded', payload: { faction: 'rebel', mission } }, visibility: PUBLIC }]);
      expect(after.discards.missions.rebel).toEqual([mission]);
    });

    it('when the last excess card is discarded, then probe cards, objective and time follow', () => {
      let { state } = overLimit();
      const discard = (s: RebellionState, seat: number, f: 'empire' | 'rebel', i: number) =>
        accepted(when(s, seat, { type: 'DiscardMission', mission: nonStarting(s, f)[i] }));
      state = discard(state, REBEL, 'rebel', 0).state;
      state = discard(state, EMPIRE, 'empire', 0).state;
      state = discard(state, REBEL, 'rebel', 0).state;
      const last = discard(state, EMPIRE, 'empire', 0);
      expect(types(last.emitted)).toEqual(['MissionDiscarded', 'ProbeCardsDrawn', 'ObjectivesDrawn', 'TimeAdvanced', 'RoundBegan']);
      expect(last.state.hands.missions.empire).toHaveLength(10);
    });
  });

  it('given an empty mission deck, then its discard pile is shuffled in secret into a new deck and the draw goes on', () => {
    const pile: MissionId[] = ['hidden-fleet', 'demolition', 'hit-and-run'];
    const given: RebellionState = {
      ...round1,
      decks: { ...round1.decks, missions: { ...round1.decks.missions, rebel: ['seek-yoda'] } },
      discards: { missions: { ...round1.discards.missions, rebel: pile } },
    };
    const { emitted, state } = refresh(given);
    const reshuffle = emitted.find((e) => e.event.type === 'MissionDiscardsReshuffled')!;
    expect(reshuffle.visibility).toEqual(SERVER_ONLY);
    expect(reshuffle.redacted).toEqual({ faction: 'rebel', size: 3 });
    expect(state.hands.missions.rebel).toHaveLength(8);
    expect(state.hands.missions.rebel).toContain('seek-yoda');
    expect(state.decks.missions.rebel).toHaveLength(2);
    expect(state.discards.missions.rebel).toEqual([]);
  });

  it('rebellion:siegbedingungen: when the time marker reaches the reputation marker, then the Rebel wins at once', () => {
    const given: RebellionState = { ...round1, time: 13, reputation: 14 };
    const { emitted, state } = refresh(given);
    expect(emitted[emitted.length - 1]).toEqual({ event: { type: 'GameEnded', payload: { winner: 'rebel', reason: 'reputation-met-time' } }, visibility: PUBLIC });
    expect(outcome(state)).toMatchObject({ winners: [REBEL] });
    expect(pending(state)).toEqual([]);
    expect(legalActions(state, REBEL)).toEqual([]);
    expect(outcome(round1)).toBeNull();
  });
});
