import { armadaGame } from '../../../src/engine/armada/game/armada.game.js';
import { viewArmada } from '../../../src/engine/armada/game/game.view.js';
import { isViolation } from '../../../src/engine/core/rule-violation.error.js';
import { SeededRng } from '../../../src/engine/core/rng.random.js';
import { seatViewer } from '../../../src/engine/core/visibility.view.js';
import { BORDERS } from '../../../src/engine/rebellion/data/adjacency.data.js';
import { rebellionGame } from '../../../src/engine/rebellion/rebellion.game.js';
import { view as viewRebellion } from '../../../src/engine/rebellion/rebellion.view.js';
import { typedArmadaView, type ArmadaEngineView } from '../../../src/games/typed/armada-view.map.js';
import type { ArmadaView } from '../src/games/armada.types.js';
import type { TypedViews } from '../src/operations.graphql.js';
import { REBELLION_BORDERS } from '../src/games/rebellion.board.js';
import type { RebellionView } from '../src/games/rebellion.types.js';

function started<S>(game: { parseOptions(raw: unknown, players: number): unknown; setup(o: never, p: number, rng: SeededRng): readonly { event: unknown }[]; evolve(s: S, e: never): S; initialState(): S }, options: unknown): S {
  const parsed = game.parseOptions(options, 2);
  if (isViolation(parsed)) throw new Error(parsed.code);
  return game.setup(parsed as never, 2, new SeededRng('bot-views')).reduce((s, e) => game.evolve(s, e.event as never), game.initialState());
}

describe("the heuristic bots' hand-written views", () => {
  it("Rebellion: the engine's view is assignable to the client's type, and the client's copy of the map has the engine's borders", () => {
    const state = started(rebellionGame, { imperialSeat: 0 });
    // Assigning the engine's view to the client's type fails typecheck when they drift apart.
    const seen: RebellionView = viewRebellion(state, seatViewer(0));
    expect(seen.viewer).toEqual({ kind: 'seat', seat: 0, faction: 'empire' });
    expect(Object.keys(seen.systems)).toHaveLength(32);
    expect(REBELLION_BORDERS).toEqual(BORDERS);
  });

  it("Armada: the engine's view is assignable to the client's type", () => {
    const state = started(armadaGame, { scenario: 'training' });
    const seen: ArmadaView = viewArmada(state, seatViewer(1));
    expect(seen.ships.map((s) => s.owner).sort()).toEqual([0, 0, 0, 1, 1, 1]);
    expect(seen.playArea.width).toBeCloseTo(914.4);
  });

  it("Armada: the typed armadaView the client asks (typedViews) is assignable to the same type, so the bot reads either", () => {
    const state = started(armadaGame, { scenario: 'training' });
    // The server's map of the same view, as the client's generated type: assigning it fails typecheck when they drift apart.
    const typed = JSON.parse(JSON.stringify(typedArmadaView(viewArmada(state, seatViewer(1)) as ArmadaEngineView))) as NonNullable<TypedViews['armadaView']>;
    const seen: ArmadaView = typed;
    expect(seen.ships.map((s) => [s.id, s.owner, s.pose])).toEqual(viewArmada(state, seatViewer(1)).ships.map((s) => [s.id, s.owner, s.pose]));
    expect(seen.playArea.width).toBeCloseTo(914.4);
  });
});
