import { accepted, refused, when } from '../core/decider.testkit.js';
import { redactFor } from '../core/event.redact.js';
import { onlySeats, PUBLIC, seatViewer } from '../core/visibility.view.js';
import { rebellionGame as game } from './rebellion.game.js';
import { legalActions, pending } from './rebellion.legal.js';
import { last, play, playTo, types } from './rebellion.testkit.js';
import { view } from './rebellion.view.js';

const round1 = last(playTo('rounds', (s) => s.phase.kind === 'assignment').states);
const EMPIRE = round1.seats!.empire;
const REBEL = round1.seats!.rebel;

describe('rebellion:zuweisungsphase', () => {
  it('given round 1, the Rebel assigns first and the Empire waits: NOT_YOUR_DECISION', () => {
    expect(pending(round1)).toEqual([expect.objectContaining({ seat: REBEL, decision: 'assignment' })]);
    expect(legalActions(round1, EMPIRE)).toEqual([]);
    expect(refused(when(game, round1, EMPIRE, { type: 'FinishAssignment' }))).toMatchObject({ code: 'NOT_YOUR_DECISION', rule: 'rebellion:zuweisungsphase' });
  });

  it('when the Rebel lays a mission face down with a leader on it, then only he sees which card and which leader', () => {
    const { emitted, state } = accepted(when(game, round1, REBEL, { type: 'AssignMission', mission: 'sabotage', leader: 'princess-leia' }));
    expect(emitted).toEqual([
      {
        event: { type: 'MissionAssigned', payload: { faction: 'rebel', slot: 0, mission: 'sabotage', leader: 'princess-leia' } },
        visibility: onlySeats(REBEL),
        redacted: { faction: 'rebel' },
      },
    ]);
    expect(redactFor(emitted[0], seatViewer(EMPIRE))).toEqual({ type: 'MissionAssigned', payload: { faction: 'rebel' }, redacted: true });
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
    expect(refused(when(game, s, REBEL, { type: 'AddLeaderToMission', slot: 0, leader: 'princess-leia' })).code).toBe('AT_MOST_TWO_LEADERS_PER_MISSION');
    expect(legalActions(s, REBEL).some((a) => a.type === 'AddLeaderToMission')).toBe(false);
  });

  it('refuses leaders not in the own pool, missions not in hand and missing mission slots', () => {
    const s = play(round1, [REBEL, { type: 'AssignMission', mission: 'sabotage', leader: 'mon-mothma' }]);
    for (const leader of ['mon-mothma', 'darth-vader', 'han-solo'])
      expect(refused(when(game, s, REBEL, { type: 'AssignMission', mission: 'infiltration', leader }))).toMatchObject({
        code: 'LEADER_NOT_IN_LEADER_POOL',
        rule: 'rebellion:zuweisungsphase',
      });
    expect(refused(when(game, s, REBEL, { type: 'AssignMission', mission: 'sabotage', leader: 'princess-leia' })).code).toBe('MISSION_NOT_IN_HAND');
    expect(refused(when(game, s, REBEL, { type: 'AddLeaderToMission', slot: 1, leader: 'princess-leia' })).code).toBe('NO_SUCH_ASSIGNED_MISSION');
  });

  it('when the Rebel undoes, then the last leader goes back to the pool and an opened card back to the hand', () => {
    expect(refused(when(game, round1, REBEL, { type: 'UndoAssignment' })).code).toBe('NOTHING_ASSIGNED_TO_UNDO');
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
    const finished = accepted(when(game, s, REBEL, { type: 'FinishAssignment' }));
    expect(finished.emitted).toEqual([{ event: { type: 'AssignmentFinished', payload: { faction: 'rebel', missions: 1 } }, visibility: PUBLIC }]);
    expect(pending(finished.state)).toEqual([expect.objectContaining({ seat: EMPIRE, decision: 'assignment' })]);
    const command = accepted(when(game, finished.state, EMPIRE, { type: 'FinishAssignment' }));
    expect(types(command.emitted)).toEqual(['AssignmentFinished', 'CommandPhaseBegan']);
    expect(command.state.phase).toEqual({ kind: 'command', turn: 'rebel', passed: { empire: false, rebel: false } });
  });
});

