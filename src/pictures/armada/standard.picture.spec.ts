import { randomPlayout } from '../../engine/core/playout.testkit.js';
import { seatViewer, SPECTATOR, type Viewer } from '../../engine/core/visibility.view.js';
import { armadaGame as game } from '../../engine/armada/game/armada.game.js';
import type { ArmadaState } from '../../engine/armada/game/game.types.js';
import type { Lang } from '../picture.types.js';
import { renderArmadaTable, type ArmadaView } from './table.picture.js';

const OPTIONS = { scenario: 'standard', format: 'starter', cardsWithoutEffect: 'allow' };
const run = (until: (s: ArmadaState) => boolean) => {
  const states = randomPlayout<ArmadaState>(game, 2, 'picture-armada-standard', 5000, OPTIONS, until).states;
  return states[states.length - 1];
};

function draw(s: ArmadaState, viewer: Viewer, lang: Lang = 'en'): string {
  return renderArmadaTable({ view: game.view(s, viewer) as ArmadaView, pending: game.pending(s), outcome: game.outcome(s), version: 3, seat: viewer.kind === 'seat' ? viewer.seat : null, lang });
}

describe('the picture of a standard Armada game', () => {
  it('before both lists are in, draws a seat its own list and of the other only that it is submitted', () => {
    const half = run((s) => s.setup?.fleets.filter(Boolean).length === 1);
    const mine = half.setup!.fleets[0] ? 0 : 1;
    const list = half.setup!.fleets[mine]!;
    const summary = `seat ${mine}: ${list.points} pts · ${list.ships.length} ships`;
    expect(draw(half, seatViewer(mine))).toContain(summary);
    for (const viewer of [seatViewer(mine === 0 ? 1 : 0), SPECTATOR]) {
      const other = draw(half, viewer);
      expect(other).toContain(`seat ${mine}: list submitted (hidden)`);
      expect(other).not.toContain(summary);
    }
  });

  it('in the setup draws the setup area and the obstacles placed so far, to scale', () => {
    const s = run((x) => x.setup?.step === 'deployment');
    const svg = draw(s, SPECTATOR, 'de');
    const k = 800 / Math.max(s.playArea.width, s.playArea.height);
    const area = svg.match(/<rect class="setup-area" x="([\d.]+)" y="[\d.]+" width="([\d.]+)"/)!;
    expect(Number(area[1])).toBeCloseTo(30 + s.setup!.setupArea.x0 * k, 0);
    expect(Number(area[2])).toBeCloseTo((s.setup!.setupArea.x1 - s.setup!.setupArea.x0) * k, 0);
    expect(svg.match(/<polygon class="obstacle /g)).toHaveLength(s.obstacles.length);
    expect(s.obstacles.length).toBeGreaterThan(0);
    expect(svg).toContain('Aufbau: Aufstellung');
  });

  it('in the rounds draws every ship with its four arc lines, the squadrons, objective and obstacle tokens', () => {
    const s = run((x) => x.round === 2);
    const view = game.view(s, SPECTATOR) as ArmadaView;
    const standing = view.ships.filter((x) => !x.destroyed);
    const withTokens = { ...view, objectiveTokens: [{ id: 'ot-1', x: 300, y: 400 }], obstacleTokens: [view.obstacles[0].id] } as ArmadaView;
    const svg = renderArmadaTable({ view: withTokens, pending: [], outcome: null, version: 3, seat: null, lang: 'en' });
    expect(svg.match(/<line class="arc"/g)).toHaveLength(4 * standing.length);
    expect(svg.match(/<g class="squadron" /g)).toHaveLength(view.squadrons.length);
    expect(Number(svg.match(/<g class="objective-token" data-id="ot-1"><circle cx="([\d.]+)"/)![1])).toBeCloseTo(30 + (300 * 800) / Math.max(s.playArea.width, s.playArea.height), 1);
    expect(svg).toContain(`class="obstacle-token" data-id="${view.obstacles[0].id}"`);
    expect(draw(s, SPECTATOR)).not.toContain('class="setup-area"');
  });
});
