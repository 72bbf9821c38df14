import fc from 'fast-check';
import { seatViewer, SPECTATOR, type Viewer } from '../core/visibility.view.js';
import { leaderData } from './data/leaders.data.js';
import { evolve } from './rebellion.evolve.js';
import { legalActions, pending } from './rebellion.legal.js';
import { outcome } from './rebellion.outcome.js';
import { initialState, type RebellionState } from './rebellion.state.js';
import { fold, playOn, playSetup, randomChooser, seenBy, steadyChooser, type Chooser, type Playthrough } from './rebellion.testkit.js';
import { view } from './rebellion.view.js';

const seeds = fc.string({ minLength: 1, maxLength: 16 });

function playToEnd(seed: string, choose: Chooser): Playthrough {
  return playOn(playSetup(seed, choose), seed, choose, (s) => s.ended !== null);
}

describe('rebellion:runden random games (round skeleton)', () => {
  it('end from any seed by legal actions alone, with the Rebel winning when time meets reputation, and replay rebuilds the live state', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const p = playToEnd(seed, randomChooser(seed));
        expect(p.state.ended).toEqual({ winner: 'rebel', reason: 'reputation-met-time' });
        expect(outcome(p.state)?.winners).toEqual([p.state.seats!.rebel]);
        expect([p.state.time, p.state.round]).toEqual([14, 13]);
        expect(fold(JSON.parse(JSON.stringify(p.emitted)))).toEqual(p.state);
      }),
      { numRuns: 15 },
    );
  });

  it('rebellion:zuweisungsphase: never show the Empire or a spectator which Rebel leader sits on which face-down mission, or which card it is', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const p = playToEnd(seed, randomChooser(seed));
        const empire = seatViewer(p.state.seats!.empire);
        let s: RebellionState = initialState();
        for (const e of p.emitted) {
          s = evolve(s, e.event);
          for (const viewer of [empire, SPECTATOR]) {
            const v = view(s, viewer);
            expect(v.assigned.rebel.cards).toBeUndefined();
            for (const [id, leader] of Object.entries(v.leaders))
              if (leaderData(id as keyof typeof v.leaders).faction === 'rebel') expect(leader!.location.kind).not.toBe('mission');
            if (v.phase.kind === 'assignment' && v.phase.turn === 'rebel') expect(v.phase.steps).toBeUndefined();
            const secret = ['MissionAssigned', 'LeaderAddedToMission', 'FaceDownMissionsReturned'].includes(e.event.type);
            if (secret && (e.event.payload as { faction: string }).faction === 'rebel')
              expect(Object.keys(seenBy(e, viewer).payload as object).sort()).toEqual(
                e.event.type === 'FaceDownMissionsReturned' ? ['count', 'faction'] : ['faction'],
              );
          }
        }
      }),
      { numRuns: 8 },
    );
  });

  it('give the Empire the very same answers whichever leader the Rebel puts on a mission', () => {
    const received = (p: Playthrough, viewer: Viewer) => ({
      events: p.emitted.map((e) => seenBy(e, viewer)),
      view: view(p.state, viewer),
      legal: viewer.kind === 'seat' ? legalActions(p.state, viewer.seat) : [],
      pending: pending(p.state),
    });
    fc.assert(
      fc.property(seeds, fc.constantFrom('mon-mothma', 'jan-dodonna', 'general-rieekan', 'princess-leia'), (seed, other) => {
        const start = playSetup(seed, steadyChooser);
        const mission = start.state.hands.missions.rebel[0];
        const withLeader = (leader: string): Chooser => (s, _seat, actions) =>
          s.phase.kind === 'assignment' && s.phase.turn === 'rebel' && s.assigned.rebel.length === 0
            ? actions.find((a) => a.type === 'AssignMission' && a.mission === mission && a.leader === leader)!
            : actions.find((a) => a.type === 'FinishAssignment' || a.type === 'Pass') ?? actions[0];
        const nextRound = (s: RebellionState) => s.round === 2;
        const one = playOn(start, seed, withLeader('mon-mothma'), nextRound);
        const two = playOn(start, seed, withLeader(other), nextRound);
        for (const viewer of [seatViewer(start.state.seats!.empire), SPECTATOR]) expect(received(one, viewer)).toEqual(received(two, viewer));
      }),
      { numRuns: 10 },
    );
  });
});
