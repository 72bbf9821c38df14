import fc from 'fast-check';
import { SeededRng } from '../core/rng.random.js';
import { seatViewer, SPECTATOR, type Viewer } from '../core/visibility.view.js';
import { actionCardData, missionData } from './data/cards.data.js';
import { legalActions, pending } from './rebellion.legal.js';
import type { RebellionState } from './rebellion.state.js';
import { fold, playSetup, randomChooser, seenBy, type Chooser, type Playthrough } from './rebellion.testkit.js';
import { view } from './rebellion.view.js';

/** Everything a viewer receives: its copy of every event, its view, its legal actions and who is pending. */
function received(p: Playthrough, viewer: Viewer): unknown {
  return {
    events: p.emitted.map((e) => seenBy(e, viewer)),
    view: view(p.state, viewer),
    legal: viewer.kind === 'seat' ? legalActions(p.state, viewer.seat) : [],
    pending: pending(p.state),
  };
}

/** The Rebel's secrets at the end of setup: drawn missions, objectives, unrevealed action cards. */
function rebelSecrets(s: RebellionState): string[] {
  return [
    ...s.hands.missions.rebel.filter((m) => !missionData(m).starting),
    ...s.hands.objectives,
    ...s.hands.actions.rebel.filter((a) => actionCardData(a).timing !== 'immediate'),
  ];
}

/** Chooses at random like `randomChooser`, but takes the `k`-th base on offer. */
function choosingBase(seed: string, k: number): Chooser {
  const rng = new SeededRng(`bot:${seed}`);
  return (_s, _seat, actions) => {
    const pick = actions[rng.int(actions.length)];
    return pick.type === 'ChooseBase' ? actions[k % actions.length] : pick;
  };
}

const seeds = fc.string({ minLength: 1, maxLength: 16 });

describe('rebellion:anhang-vollstaendiger-spielaufbau random setups', () => {
  it('complete from any seed by legal actions alone, and replaying the events rebuilds the live state', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const p = playSetup(seed, randomChooser(seed));
        expect(p.state.phase).toEqual({ kind: 'assignment', turn: 'rebel', steps: [] });
        expect(p.state.base.system).not.toBeNull();
        expect(fold(JSON.parse(JSON.stringify(p.emitted)))).toEqual(p.state);
      }),
      { numRuns: 40 },
    );
  });

  it('never show the Empire or a spectator a card of the Rebel hand', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const p = playSetup(seed, randomChooser(seed));
        const secrets = rebelSecrets(p.state);
        expect(secrets.length).toBeGreaterThanOrEqual(3);
        for (const viewer of [seatViewer(p.state.seats!.empire), SPECTATOR]) {
          const seen = JSON.stringify(received(p, viewer));
          for (const id of secrets) expect(seen).not.toContain(`"${id}"`);
        }
        const rebel = JSON.stringify(received(p, seatViewer(p.state.seats!.rebel)));
        for (const id of secrets) expect(rebel).toContain(`"${id}"`);
      }),
      { numRuns: 30 },
    );
  });

  it('rebellion:rebellenstuetzpunkt: give the Empire and spectators the very same answers wherever the base is', () => {
    fc.assert(
      fc.property(seeds, fc.nat(25), fc.nat(25), (seed, a, b) => {
        fc.pre(a !== b);
        const one = playSetup(seed, choosingBase(seed, a));
        const other = playSetup(seed, choosingBase(seed, b));
        expect(one.state.base.system).not.toBe(other.state.base.system);
        for (const viewer of [seatViewer(one.state.seats!.empire), SPECTATOR]) expect(received(one, viewer)).toEqual(received(other, viewer));
        expect(received(one, seatViewer(one.state.seats!.rebel))).not.toEqual(received(other, seatViewer(other.state.seats!.rebel)));
      }),
      { numRuns: 20 },
    );
  });
});
