import fc from 'fast-check';
import { accepted, fold, when } from '../core/decider.testkit.js';
import { seatViewer, SPECTATOR } from '../core/visibility.view.js';
import { actionCardData, missionData } from './data/cards.data.js';
import { rebellionGame as game } from './rebellion.game.js';
import type { RebellionState } from './rebellion.state.js';
import { last, playTo, received } from './rebellion.testkit.js';

/** The Rebel's secrets at the end of setup: drawn missions, objectives, unrevealed action cards. */
function rebelSecrets(s: RebellionState): string[] {
  return [
    ...s.hands.missions.rebel.filter((m) => !missionData(m).starting),
    ...s.hands.objectives,
    ...s.hands.actions.rebel.filter((a) => actionCardData(a).timing !== 'immediate'),
  ];
}

const seeds = fc.string({ minLength: 1, maxLength: 16 });
const setUp = (seed: string) => playTo(seed, (s) => s.phase.kind === 'assignment', {});

describe('rebellion:anhang-vollstaendiger-spielaufbau random setups', () => {
  it('complete from any seed by legal actions alone, and replaying the events rebuilds the live state', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const p = setUp(seed);
        const state = last(p.states);
        expect(state.phase).toEqual({ kind: 'assignment', turn: 'rebel', steps: [] });
        expect(state.base.system).not.toBeNull();
        expect(fold(game, JSON.parse(JSON.stringify(p.emitted)))).toEqual(state);
      }),
      { numRuns: 40 },
    );
  });

  it('never show the Empire or a spectator a card of the Rebel hand', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const p = setUp(seed);
        const state = last(p.states);
        const secrets = rebelSecrets(state);
        expect(secrets.length).toBeGreaterThanOrEqual(3);
        for (const viewer of [seatViewer(state.seats!.empire), SPECTATOR]) {
          const seen = JSON.stringify(received(p.emitted, state, viewer));
          for (const id of secrets) expect(seen).not.toContain(`"${id}"`);
        }
        const rebel = JSON.stringify(received(p.emitted, state, seatViewer(state.seats!.rebel)));
        for (const id of secrets) expect(rebel).toContain(`"${id}"`);
      }),
      { numRuns: 30 },
    );
  });

  it('rebellion:rebellenstuetzpunkt: give the Empire and spectators the very same answers wherever the base is', () => {
    fc.assert(
      fc.property(seeds, fc.nat(25), fc.nat(25), (seed, a, b) => {
        const p = playTo(seed, (s) => s.phase.kind === 'base-choice', {});
        const state = last(p.states);
        const systems = game.legalActions(state, state.seats!.rebel);
        fc.pre(a % systems.length !== b % systems.length);
        const choose = (k: number) => {
          const d = accepted(when<RebellionState>(game, state, state.seats!.rebel, systems[k % systems.length]));
          return { emitted: [...p.emitted, ...d.emitted], state: d.state };
        };
        const one = choose(a);
        const other = choose(b);
        expect(one.state.base.system).not.toBe(other.state.base.system);
        for (const viewer of [seatViewer(state.seats!.empire), SPECTATOR])
          expect(received(one.emitted, one.state, viewer)).toEqual(received(other.emitted, other.state, viewer));
        const rebel = seatViewer(state.seats!.rebel);
        expect(received(one.emitted, one.state, rebel)).not.toEqual(received(other.emitted, other.state, rebel));
      }),
      { numRuns: 20 },
    );
  });
});
