import fc from 'fast-check';
import { accepted, when } from '../core/decider.testkit.js';
import { redactFor } from '../core/event.redact.js';
import type { Emitted } from '../core/game.contract.js';
import { randomPlayout } from '../core/playout.testkit.js';
import { seatViewer, SPECTATOR } from '../core/visibility.view.js';
import type { LeaderId } from './data/leaders.data.js';
import { rebellionGame as game } from './rebellion.game.js';
import type { RebellionEvent } from './rebellion.events.js';
import { leaderSide, type RebellionState } from './rebellion.state.js';
import { last, playTo, received } from './rebellion.testkit.js';
import { view } from './rebellion.view.js';

const seeds = fc.string({ minLength: 1, maxLength: 16 });

describe('rebellion:runden, rebellion:zuweisungsphase: random rounds', () => {
  it('rebellion:zuweisungsphase: never show the Empire or a spectator which Rebel leader sits on which face-down mission, or which card it is', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const p = randomPlayout<RebellionState>(game, 2, seed, 20_000);
        const empire = seatViewer(last(p.states).seats!.empire);
        let s = game.initialState() as RebellionState;
        for (const e of p.emitted) {
          s = game.evolve(s, e.event as RebellionEvent);
          for (const viewer of [empire, SPECTATOR]) {
            const v = view(s, viewer);
            expect(v.assigned.rebel.cards).toBeUndefined();
            // A leader's side now, not as printed: a Rebel lured to the Dark Side goes on the Empire's missions, and those are shown.
            for (const [id, leader] of Object.entries(v.leaders))
              if (leaderSide(s, id as LeaderId) === 'rebel') expect(leader!.location.kind).not.toBe('mission');
            if (v.phase.kind === 'assignment' && v.phase.turn === 'rebel') expect(v.phase.steps).toBeUndefined();
            const secret = ['MissionAssigned', 'LeaderAddedToMission', 'FaceDownMissionsReturned'].includes(e.event.type);
            if (secret && (e.event.payload as { faction: string }).faction === 'rebel')
              expect(Object.keys(redactFor(e, viewer).payload as object).sort()).toEqual(
                e.event.type === 'FaceDownMissionsReturned' ? ['count', 'faction'] : ['faction'],
              );
          }
        }
      }),
      // The seed that found a lured Leia on an Imperial mission, then three random ones.
      { numRuns: 3, examples: [['Nha']] },
    );
  });

  it('give the Empire the very same answers whichever leader the Rebel puts on a mission', () => {
    const start = playTo('same-answers', (s) => s.phase.kind === 'assignment');
    const round1 = last(start.states);
    const [EMPIRE, REBEL] = [round1.seats!.empire, round1.seats!.rebel];
    const mission = round1.hands.missions.rebel[0];
    const through = (leader: LeaderId) => {
      let emitted: Emitted[] = [...start.emitted];
      let state = round1;
      for (const [seat, action] of [
        [REBEL, { type: 'AssignMission', mission, leader }],
        [REBEL, { type: 'FinishAssignment' }],
        [EMPIRE, { type: 'FinishAssignment' }],
        [REBEL, { type: 'Pass' }],
        [EMPIRE, { type: 'Pass' }],
      ] as const) {
        const d = accepted(when<RebellionState>(game, state, seat, action));
        emitted = [...emitted, ...d.emitted];
        state = d.state;
      }
      return { emitted, state };
    };
    const one = through('mon-mothma');
    for (const other of ['jan-dodonna', 'general-rieekan', 'princess-leia'] as const) {
      const two = through(other);
      for (const viewer of [seatViewer(EMPIRE), SPECTATOR]) expect(received(one.emitted, one.state, viewer)).toEqual(received(two.emitted, two.state, viewer));
    }
  });
});
