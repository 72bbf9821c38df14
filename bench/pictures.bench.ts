import { armadaAttackGame } from '../src/engine/armada/attack.game.js';
import { armadaGame } from '../src/engine/armada/game/armada.game.js';
import type { AnyGame } from '../src/engine/core/game.contract.js';
import { randomPlayout } from '../src/engine/core/playout.testkit.js';
import { SPECTATOR } from '../src/engine/core/visibility.view.js';
import { rebellionGame } from '../src/engine/rebellion/rebellion.game.js';
import { rebelsAttack } from '../src/engine/rebels-attack/rebels.game.js';
import { renderPicture } from '../src/pictures/picture.registry.js';
import { renderPng } from '../src/pictures/png.render.js';
import { now, report, timeIt, type Benchmark } from './bench.harness.js';

const ATTACK = {
  attacker: { kind: 'ship', id: 'venator', ship: 'venator-i-class-star-destroyer', zone: 'left', speed: 1 },
  defender: { kind: 'ship', id: 'munificent', ship: 'munificent-class-comms-frigate', zone: 'front', speed: 2 },
  range: 'long',
};

/** Picture cost per game: the SVG from a view, and the PNG from that SVG, on states from a random game's middle. */
const bench: Benchmark = {
  name: 'pictures',
  async run() {
    const cases: [AnyGame, number, unknown][] = [
      [rebelsAttack, 3, {}],
      [rebellionGame, 2, {}],
      [armadaAttackGame, 2, ATTACK],
      [armadaGame, 2, {}],
    ];
    for (const [game, players, options] of cases) {
      const states = randomPlayout(game, players, `bench-pictures-${game.id}`, 20_000, options).states;
      const state = states[Math.floor(states.length / 2)];
      const input = { view: game.view(state, SPECTATOR), pending: game.pending(state), outcome: game.outcome(state), version: 1, seat: null, lang: 'en' as const };
      let svg = '';
      timeIt(`${game.id}: SVG`, 200, () => {
        svg = renderPicture(game.id, input);
      });
      let bytes = 0;
      const times: number[] = [];
      for (let i = 0; i < 30; i++) {
        const t0 = now();
        bytes = (await renderPng(svg)).length;
        times.push(now() - t0);
      }
      report(`${game.id}: PNG 1200 px wide (off the event loop)`, times);
      console.log(`  SVG ${(svg.length / 1024).toFixed(1)} KiB, PNG ${(bytes / 1024).toFixed(1)} KiB`);
    }
  },
};

export default bench;
