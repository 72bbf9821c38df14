import { givenSandbox } from '../../engine/core/decider.testkit.js';
import { randomPlayout } from '../../engine/core/playout.testkit.js';
import { seatViewer, SPECTATOR, type Viewer } from '../../engine/core/visibility.view.js';
import { armadaGame as game } from '../../engine/armada/game/armada.game.js';
import type { ArmadaState } from '../../engine/armada/game/game.types.js';
import type { Lang } from '../picture.types.js';
import { renderArmadaTable, type ArmadaView } from './table.picture.js';

/** The training scenario after both seats assigned their dials and the first ship was activated. */
const start = randomPlayout<ArmadaState>(game, 2, 'picture-armada', 5000, {}, (s) => s.phase === 'ship').states;
const state = start[start.length - 1];

function draw(viewer: Viewer, lang: Lang, s: ArmadaState = state): string {
  return renderArmadaTable({ view: game.view(s, viewer) as ArmadaView, pending: game.pending(s), outcome: game.outcome(s), version: 5, seat: viewer.kind === 'seat' ? viewer.seat : null, lang });
}

/** Bounding box of one ship's hull-zone polygons, in picture pixels. */
function box(svg: string, id: string) {
  const group = svg.match(new RegExp(`<g class="ship" data-id="${id}"[^]*?</g>`))![0];
  const xy = [...group.matchAll(/points="([^"]+)"/g)].flatMap((m) => m[1].split(' ').map((p) => p.split(',').map(Number)));
  const xs = xy.map((p) => p[0]);
  const ys = xy.map((p) => p[1]);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys), cx: (Math.max(...xs) + Math.min(...xs)) / 2, cy: (Math.max(...ys) + Math.min(...ys)) / 2 };
}

describe('the picture of an Armada table', () => {
  it('draws every ship where it stands, to scale on the 914 mm play area, and every squadron', () => {
    const svg = draw(SPECTATOR, 'en');
    const view = game.view(state, SPECTATOR) as ArmadaView;
    const pxPerMm = 800 / view.playArea.width;
    expect(svg).toContain(`<rect class="play-area" x="30" y="70" width="800" height="800"`);
    expect(svg.match(/<g class="ship" /g)).toHaveLength(view.ships.length);
    expect(svg.match(/<g class="squadron" /g)).toHaveLength(view.squadrons.length);
    for (const ship of view.ships) {
      const b = box(svg, ship.id);
      // Headings are 0 or 180 in the training set-up: the token's long side runs up the picture.
      expect(b.cx).toBeCloseTo(30 + ship.pose.x * pxPerMm, 0);
      expect(b.cy).toBeCloseTo(70 + (view.playArea.height - ship.pose.y) * pxPerMm, 0);
      expect(Math.round(b.height / pxPerMm)).toBeGreaterThanOrEqual(71);
    }
  });

  it('shows each owner its own command dials and the others only how many', () => {
    const view = game.view(state, SPECTATOR) as ArmadaView;
    const first = view.ships.find((s) => s.owner === 0)!;
    const mine = draw(seatViewer(0), 'en');
    const theirs = draw(seatViewer(1), 'en');
    const spectator = draw(SPECTATOR, 'de');
    expect(mine).toMatch(new RegExp(`command dials: (navigate|squadron|repair|concentrate fire)`));
    expect(theirs).toContain(`command dials: ${first.commandDials.count} hidden`);
    expect(spectator).toContain(`Kommandoräder: ${first.commandDials.count} verdeckt`);
    expect(spectator).toContain('Ansicht: Zuschauer');
    expect(mine).toContain('View: Republic (seat 0)');
    expect(spectator).toContain('Star Wars: Armada · Runde 1 · Schiffsphase');
  });

  it('draws the obstacles of a position where they lie, turned by their heading', () => {
    const s = givenSandbox<ArmadaState>(game, { obstacles: [{ id: 'o1', shape: 'station', pose: { x: 457.2, y: 457.2, heading: 0 } }, { id: 'o2', shape: 'debris-1', pose: { x: 200, y: 600, heading: 90 } }] }, 2);
    const svg = draw(SPECTATOR, 'en', s);
    expect(svg.match(/<polygon class="obstacle /g)).toHaveLength(2);
    const station = svg.match(/<polygon class="obstacle station" data-id="o1" points="([^"]+)"/)![1].split(' ').map((p) => p.split(',').map(Number));
    const cx = station.reduce((n, p) => n + p[0], 0) / station.length;
    const cy = station.reduce((n, p) => n + p[1], 0) / station.length;
    // The middle of the 914.4 mm area is the middle of the 800 px square at (30, 70); the traced outline is not symmetric, so its vertices' mean lies a few px off.
    expect(Math.abs(cx - 430)).toBeLessThan(4);
    expect(Math.abs(cy - 470)).toBeLessThan(4);
    expect(svg).toContain('class="obstacle debris" data-id="o2"');
  });
});
