import fc from 'fast-check';
import { HolocronError } from '../../src/common/errors/holocron.error.js';
import { actionId } from '../../src/engine/core/action-id.hash.js';
import type { AnyGame, GameAction } from '../../src/engine/core/game.contract.js';
import { randomPlayout } from '../../src/engine/core/playout.testkit.js';
import { rngFor, SeededRng, type Rng } from '../../src/engine/core/rng.random.js';
import { isViolation } from '../../src/engine/core/rule-violation.error.js';
import { seatViewer } from '../../src/engine/core/visibility.view.js';
import { attackTwin } from '../../src/engine/armada/attack/attack.twin.testkit.js';
import { armadaTwin } from '../../src/engine/armada/game/game.twin.testkit.js';
import { GAMES } from '../../src/engine/games.registry.js';
import { rebellionTwin } from '../../src/engine/rebellion/rebellion.twin.testkit.js';
import { rebelsTwin } from '../../src/engine/rebels-attack/rebels.twin.testkit.js';
import { decideBatch } from '../../src/games/batch.decide.js';
import type { ActionStepInput } from '../../src/games/game.inputs.js';

/**
 * The twin-state property (docs/security.md): a refusal never depends on a
 * fact the caller may not see. For every registered game, states from random
 * playouts get a twin that differs only in what the acting seat cannot see
 * (others' hands, face-down tiles and cards, deck orders) and decides with
 * another secret seed (other future dice); single actions and batches must
 * then be refused with the same code, messages, rule and step in both, and a
 * batch of open steps must leave the seat's views equal.
 */
interface Scenario {
  /** The game's `TwinMaker`, for whatever its state type is. */
  readonly twin: (state: never, seat: number, rng: Rng) => unknown;
  readonly players: readonly number[];
  readonly options: unknown;
  readonly playouts: number;
  /** Keep every n-th state of a playout: long games have many alike. */
  readonly every: number;
  readonly runs: number;
  /** Sweep every legal open action in every n-th sampled state. */
  readonly sweepEvery: number;
}

const ARMADA_DECLARATIONS = [
  {
    attacker: { kind: 'ship', id: 'hardcell', ship: 'hardcell-class-transport', zone: 'front', speed: 2, concentrateFire: { dial: true, token: true } },
    defender: { kind: 'ship', id: 'acclamator', ship: 'acclamator-ii-class-assault-ship', zone: 'rear', speed: 2, facedownDamage: ['faulty-countermeasures'] },
    range: 'medium',
  },
  {
    attacker: { kind: 'ship', id: 'venator', ship: 'venator-i-class-star-destroyer', zone: 'front', speed: 1 },
    defender: { kind: 'ship', id: 'munificent', ship: 'munificent-class-comms-frigate', zone: 'front', speed: 1 },
    range: 'close',
  },
  {
    attacker: { kind: 'squadron', id: 'torrent', squadron: 'v-19-torrent-squadron' },
    defender: { kind: 'squadron', id: 'vulture', squadron: 'vulture-class-droid-fighter-squadron' },
    range: 'distance-1',
  },
];

const SCENARIOS: Record<string, readonly Scenario[]> = {
  'rebels-attack': [2, 3, 4].map((n) => ({ twin: rebelsTwin, players: [n], options: {}, playouts: 4, every: 1, runs: 150, sweepEvery: 1 })),
  'armada-attack': ARMADA_DECLARATIONS.map((options) => ({ twin: attackTwin, players: [2], options, playouts: 8, every: 1, runs: 100, sweepEvery: 1 })),
  armada: [
    { twin: armadaTwin, players: [2], options: {}, playouts: 2, every: 6, runs: 200, sweepEvery: 4 },
    { twin: armadaTwin, players: [2], options: { scenario: 'standard', cardsWithoutEffect: 'allow' }, playouts: 2, every: 3, runs: 200, sweepEvery: 4 },
  ],
  rebellion: [{ twin: rebellionTwin, players: [2], options: {}, playouts: 3, every: 3, runs: 600, sweepEvery: 6 }],
};

type Answer = { refused: Record<string, unknown> } | { accepted: true; view: string | null };

/**
 * A refusal as the API shows it (code, status, messages, rule, step), or,
 * when every step has an open outcome, what the seat sees after the batch.
 */
function answer(game: AnyGame, state: unknown, seat: number, seed: string, steps: ActionStepInput[], actions: GameAction[]): Answer {
  try {
    const decided = decideBatch({ def: game, state, version: 7, seed, diceScript: null, diceUsed: 0, shuffles: [], shufflesUsed: 0 }, seat, steps);
    const open = actions.every((a) => !game.hiddenOutcome(a));
    return { accepted: true, view: open ? JSON.stringify(game.view(decided.state, seatViewer(seat))) : null };
  } catch (error) {
    if (error instanceof HolocronError) return { refused: error.toExtensions() };
    throw error;
  }
}

interface Sample {
  readonly state: unknown;
  readonly players: number;
}

function samples(game: AnyGame, scenario: Scenario, tag: string): Sample[] {
  return scenario.players.flatMap((players) =>
    Array.from({ length: scenario.playouts }, (_, g) =>
      randomPlayout(game, players, `twin-${tag}-${players}-${g}`, 20_000, scenario.options)
        .states.filter((_, i) => i % scenario.every === 0)
        .map((state) => ({ state, players })),
    ).flat(),
  );
}

/** Every action the playouts offered anybody: in most states most of them are refused. */
function actionPool(game: AnyGame, all: readonly Sample[]): GameAction[] {
  const pool = new Map<string, GameAction>();
  for (const { state, players } of all)
    for (let seat = 0; seat < players; seat++) for (const a of game.legalActions(state, seat) as GameAction[]) pool.set(actionId(a), a);
  return [...pool.values()];
}

const stepSpec = fc.record({ legal: fc.boolean(), pick: fc.nat(), byId: fc.boolean() });

describe('twin-state property: refusals depend only on what the caller sees', () => {
  it('knows how to make twins of every registered game', () => {
    expect(GAMES.map((g) => g.id).filter((id) => !SCENARIOS[id])).toEqual([]);
  });

  describe.each(GAMES.map((g) => [g.id, g] as const))('%s', (id, game) => {
    it.each((SCENARIOS[id] ?? []).map((s, i) => [i, s] as const))('scenario %i: same refusals in twin states', (index, scenario) => {
      const all = samples(game, scenario, `${id}-${index}`);
      const pool = actionPool(game, all);
      let batches = 0;
      let refusedAlike = 0;
      fc.assert(
        fc.property(fc.nat(), fc.nat(), fc.array(stepSpec, { minLength: 1, maxLength: 3 }), fc.string(), (si, seatPick, specs, twinSeed) => {
          const { state, players } = all[si % all.length];
          const pending = game.pending(state).map((p) => p.seat);
          const seat = pending.length > 0 && seatPick % 4 !== 0 ? pending[seatPick % pending.length] : seatPick % players;
          const twin = scenario.twin(state as never, seat, new SeededRng(twinSeed));
          const viewer = seatViewer(seat);
          expect(JSON.stringify(game.view(twin, viewer))).toEqual(JSON.stringify(game.view(state, viewer)));
          expect((game.legalActions(twin, seat) as GameAction[]).map(actionId)).toEqual((game.legalActions(state, seat) as GameAction[]).map(actionId));

          // Steps follow the original state where they can (legal now, then legal after it), so batches go deep.
          const steps: ActionStepInput[] = [];
          const actions: GameAction[] = [];
          let walk: unknown = state;
          for (const [k, spec] of specs.entries()) {
            const legal = walk === null ? [] : (game.legalActions(walk, seat) as GameAction[]);
            const from = spec.legal && legal.length > 0 ? legal : pool;
            const action = from[spec.pick % from.length];
            actions.push(action);
            steps.push(spec.byId ? { actionId: actionId(action) } : { action: JSON.parse(JSON.stringify(action)) as Record<string, unknown> });
            if (walk !== null) {
              const result = game.decide(walk, seat, action, rngFor('walk', k));
              walk = isViolation(result) ? null : result.reduce((s: unknown, e) => game.evolve(s, e.event), walk);
            }
          }
          const original = answer(game, state, seat, 'secret-A', steps, actions);
          const twinned = answer(game, twin, seat, 'secret-B', steps, actions);
          if (steps.length > 1) batches++;
          if ('refused' in original) {
            refusedAlike++;
            expect(twinned).toEqual(original);
          } else {
            expect(twinned).toMatchObject({ accepted: true });
            if ('view' in twinned && original.view !== null) expect(twinned.view).toEqual(original.view);
          }
        }),
        { numRuns: scenario.runs, seed: 20261126 },
      );
      expect(batches).toBeGreaterThan(0);
      expect(refusedAlike).toBeGreaterThan(0);

      // Every legal action the game calls open, in every sampled state: the seat sees the same after it in both twins.
      const rng = new SeededRng(`sweep-${id}-${index}`);
      for (const [k, { state }] of all.entries()) {
        if (k % scenario.sweepEvery !== 0) continue;
        for (const { seat } of game.pending(state)) {
          const twin = scenario.twin(state as never, seat, rng);
          for (const action of game.legalActions(state, seat) as GameAction[]) {
            if (game.hiddenOutcome(action)) continue;
            const steps = [{ action: JSON.parse(JSON.stringify(action)) as Record<string, unknown> }];
            const original = answer(game, state, seat, `sweep-A-${k}`, steps, [action]);
            expect([action, answer(game, twin, seat, `sweep-B-${k}`, steps, [action])]).toEqual([action, original]);
          }
        }
      }
    });
  });

  it('refuses the batch of issue 10 (reveal, then a step of the next turn) with one code whatever the tile is', () => {
    const rebels = GAMES.find((g) => g.id === 'rebels-attack')!;
    const start = randomPlayout(rebels, 2, 'issue-10', 100, {}, (s: { phase: string; current: number }) => s.phase === 'reveal');
    const state = start.states[start.states.length - 1];
    const reveal = (rebels.legalActions(state, state.current) as GameAction[]).find((a) => a.type === 'RevealTile')!;
    const steps: ActionStepInput[] = [{ actionId: actionId(reveal) }, { action: { type: 'PlaceGhost', position: 0 } }];
    const codes = new Set<unknown>();
    for (let i = 0; i < 20; i++) {
      const twin = rebelsTwin(state as never, state.current, new SeededRng(`issue-10-${i}`));
      const a = answer(rebels, twin, state.current, `s${i}`, steps, [reveal, { type: 'PlaceGhost' }]);
      codes.add(JSON.stringify(a));
    }
    expect([...codes].map((c) => JSON.parse(c as string))).toEqual([
      { refused: expect.objectContaining({ code: 'HIDDEN_OUTCOME_NOT_LAST', status: 422, step: 0, lastStep: 1 }) },
    ]);
  });
});
