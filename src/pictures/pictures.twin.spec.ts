import type { AnyGame } from '../engine/core/game.contract.js';
import { randomPlayout } from '../engine/core/playout.testkit.js';
import { SeededRng, type Rng } from '../engine/core/rng.random.js';
import { seatViewer, SPECTATOR, type Viewer } from '../engine/core/visibility.view.js';
import { attackTwin } from '../engine/armada/attack/attack.twin.testkit.js';
import { armadaGame } from '../engine/armada/game/armada.game.js';
import { armadaTwin } from '../engine/armada/game/game.twin.testkit.js';
import { GAMES } from '../engine/games.registry.js';
import { rebellionGame } from '../engine/rebellion/rebellion.game.js';
import { EMPIRE, given, REBEL } from '../engine/rebellion/rebellion.testkit.js';
import { rebellionTwin } from '../engine/rebellion/rebellion.twin.testkit.js';
import { rebelsTwin } from '../engine/rebels-attack/rebels.twin.testkit.js';
import { renderPicture } from './picture.registry.js';
import { LANGS } from './picture.types.js';

/**
 * The twin-state test for pictures: two states that differ only in facts a
 * seat may not see (others' hands, face-down tiles, deck orders, as the
 * engines' TwinMakers redraw them) give that seat, and every spectator,
 * byte-identical pictures in both languages. Twins made by hand show that
 * the comparison does catch a secret drawn for the wrong viewer: the owner's
 * picture of them differs.
 */
interface Scenario {
  readonly twin: (state: never, seat: number, rng: Rng) => unknown;
  readonly players: number;
  readonly options: unknown;
  readonly playouts: number;
  readonly every: number;
}

const SCENARIOS: Record<string, Scenario> = {
  'rebels-attack': { twin: rebelsTwin, players: 3, options: {}, playouts: 2, every: 8 },
  'armada-attack': {
    twin: attackTwin,
    players: 2,
    options: {
      attacker: { kind: 'ship', id: 'hardcell', ship: 'hardcell-class-transport', zone: 'front', speed: 2, concentrateFire: { dial: true, token: true } },
      defender: { kind: 'ship', id: 'acclamator', ship: 'acclamator-ii-class-assault-ship', zone: 'rear', speed: 2, facedownDamage: ['faulty-countermeasures'] },
      range: 'medium',
    },
    playouts: 6,
    every: 1,
  },
  armada: { twin: armadaTwin, players: 2, options: {}, playouts: 1, every: 6 },
  rebellion: { twin: rebellionTwin, players: 2, options: {}, playouts: 1, every: 20 },
};

/** A standard game of random starter-format lists: every 4th state, the setup's included. */
const ARMADA_STANDARD: Scenario = { twin: armadaTwin, players: 2, options: { scenario: 'standard', cardsWithoutEffect: 'allow' }, playouts: 1, every: 4 };

function picture(game: AnyGame, state: unknown, viewer: Viewer, lang: 'de' | 'en'): string {
  return renderPicture(game.id, {
    view: game.view(state, viewer),
    pending: game.pending(state),
    outcome: game.outcome(state),
    version: 9,
    seat: viewer.kind === 'seat' ? viewer.seat : null,
    lang,
  });
}

describe('a picture never shows what its viewer may not see (twin states)', () => {
  it('covers every registered game', () => {
    expect(GAMES.map((g) => g.id).filter((id) => !SCENARIOS[id])).toEqual([]);
  });

  it.each(GAMES.map((g) => [g.id, g] as const))('%s: twins give the seat and spectators identical SVG', (id, game) => compareTwins(id, game, SCENARIOS[id]));

  // The full setup's secrets (the other list before both are in) and a standard table: obstacles, objective tokens, arcs.
  it('armada, standard scenario: twins give the seat and spectators identical SVG', () => compareTwins('armada', armadaGame, ARMADA_STANDARD));

  function compareTwins(id: string, game: AnyGame, scenario: Scenario): void {
    const rng = new SeededRng(`pictures-twin-${id}`);
    let compared = 0;
    let twinsDiffer = 0;
    for (let g = 0; g < scenario.playouts; g++) {
      const states = randomPlayout(game, scenario.players, `pictures-twin-${id}-${g}`, 20_000, scenario.options).states.filter((_, i) => i % scenario.every === 0);
      for (const [i, state] of states.entries()) {
        const seat = i % scenario.players;
        const twin = scenario.twin(state as never, seat, rng);
        if (JSON.stringify(twin) !== JSON.stringify(state)) twinsDiffer++;
        for (const lang of LANGS) {
          expect(picture(game, twin, seatViewer(seat), lang)).toBe(picture(game, state, seatViewer(seat), lang));
          expect(picture(game, twin, SPECTATOR, lang)).toBe(picture(game, state, SPECTATOR, lang));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
    expect(twinsDiffer).toBeGreaterThan(0);
  }

  it('Rebellion, twins made by hand: the base and the probe cards change only their owner’s picture', () => {
    const base = (system: string, probes: string[]) =>
      given({ phase: 'command', turn: 'empire', rebelBase: { system }, hands: { empire: { probes } }, systems: { naboo: { loyalty: 'rebel' } } });
    const a = base('dantooine', ['hoth', 'endor']);
    const b = base('yavin', ['hoth', 'endor']);
    const c = base('dantooine', ['hoth', 'bespin']);
    for (const lang of LANGS) {
      // The base's system is the Rebel's secret: the Empire and spectators cannot tell a from b.
      expect(picture(rebellionGame, b, seatViewer(EMPIRE), lang)).toBe(picture(rebellionGame, a, seatViewer(EMPIRE), lang));
      expect(picture(rebellionGame, b, SPECTATOR, lang)).toBe(picture(rebellionGame, a, SPECTATOR, lang));
      expect(picture(rebellionGame, b, seatViewer(REBEL), lang)).not.toBe(picture(rebellionGame, a, seatViewer(REBEL), lang));
      // The probe cards are the Empire's secret: the Rebel and spectators cannot tell a from c.
      expect(picture(rebellionGame, c, seatViewer(REBEL), lang)).toBe(picture(rebellionGame, a, seatViewer(REBEL), lang));
      expect(picture(rebellionGame, c, SPECTATOR, lang)).toBe(picture(rebellionGame, a, SPECTATOR, lang));
      expect(picture(rebellionGame, c, seatViewer(EMPIRE), lang)).not.toBe(picture(rebellionGame, a, seatViewer(EMPIRE), lang));
    }
  });
});
