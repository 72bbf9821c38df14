import { text, type Text } from '../../engine/core/text.js';
import { getCard } from '../../engine/armada/catalog/catalog.lookup.js';
import type { PlacedShip } from '../../engine/armada/geometry/ship-shape.geometry.js';
import type { Vec } from '../../engine/armada/geometry/vec.geometry.js';
import type { viewArmada } from '../../engine/armada/game/game.view.js';
import type { Lang } from '../picture.types.js';
import { el } from '../svg/svg.markup.js';

type ArmadaView = ReturnType<typeof viewArmada>;
type Screen = (p: Vec) => Vec;

/** How far the firing arc lines reach beyond the ship token, in mm (a hint of the arc, not its range). */
const ARC_REACH = 60;

/**
 * The four firing arc lines of a ship (seed "Feuerwinkel"), from the
 * token's arc conjunctions through its edge and on beyond it: the front zone
 * starts at its conjunction and ends at the two arc lines' edge points,
 * the rear zone likewise (ship-shape.geometry.ts).
 */
export function arcLines(placed: PlacedShip, screen: Screen, colour: string): string[] {
  const lines: string[] = [];
  for (const zone of [placed.zones.front, placed.zones.rear]) {
    const from = zone[0];
    for (const edge of [zone[1], zone[zone.length - 1]]) {
      const d = Math.hypot(edge.x - from.x, edge.y - from.y) || 1;
      const end = { x: edge.x + ((edge.x - from.x) / d) * ARC_REACH, y: edge.y + ((edge.y - from.y) / d) * ARC_REACH };
      const [a, b] = [screen(edge), screen(end)];
      lines.push(el('line', { class: 'arc', x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: colour, 'stroke-width': 1, 'stroke-dasharray': '3 3', opacity: 0.8 }));
    }
  }
  return lines;
}

/** Objective tokens on the table (seed "EINSATZZIELE") and the marker on an obstacle that carries one. */
export function objectiveTokens(view: ArmadaView, screen: Screen, k: number, obstacleCentre: (id: string) => Vec | null): string[] {
  const r = Math.max(4, 12 * k);
  const onTable = view.objectiveTokens.map((t) => {
    const c = screen(t);
    return el('g', { class: 'objective-token', 'data-id': t.id }, el('circle', { cx: c.x, cy: c.y, r, fill: '#7c3aed', stroke: '#e9d5ff', 'stroke-width': 1.5 }));
  });
  const onObstacles = view.obstacleTokens.flatMap((id) => {
    const at = obstacleCentre(id);
    if (!at) return [];
    const c = screen(at);
    return [el('circle', { class: 'obstacle-token', 'data-id': id, cx: c.x, cy: c.y, r, fill: '#7c3aed', stroke: '#e9d5ff', 'stroke-width': 1.5 })];
  });
  return [...onTable, ...onObstacles];
}

/** The setup area of the full setup (seed "VOLLSTÄNDIGER SPIELAUFBAU": the middle of the play area), dashed over the table. */
export function setupArea(view: ArmadaView, screen: Screen): string[] {
  if (!view.setup) return [];
  const a = screen({ x: view.setup.setupArea.x0, y: view.playArea.height });
  const b = screen({ x: view.setup.setupArea.x1, y: 0 });
  return [el('rect', { class: 'setup-area', x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y, fill: 'none', stroke: '#94a3b8', 'stroke-width': 1.5, 'stroke-dasharray': '8 6' })];
}

const STEP: Record<NonNullable<ArmadaView['setup']>['step'], Text> = {
  fleets: text('Flottenlisten', 'fleet lists'),
  'first-player': text('erster Spieler', 'first player'),
  objective: text('Einsatzziel', 'objective'),
  obstacles: text('Hindernisse', 'obstacles'),
  'set-aside': text('beiseitelegen', 'set aside'),
  'objective-tokens': text('Zielmarker', 'objective tokens'),
  deployment: text('Aufstellung', 'deployment'),
  'objective-ships': text('Zielschiffe', 'objective ships'),
};

const nameOf = (card: { name: string; nameDe: string | null } | undefined, fallback: string, lang: Lang) => (card ? ((lang === 'de' ? card.nameDe : null) ?? card.name) : fallback);

/**
 * The panel lines of a standard game: the setup step, each seat's list as
 * the viewer may see it (before both are in, the other seat's only as
 * "submitted"; its size and points once revealed), what waits to be deployed, the objective and victory tokens.
 */
export function standardPanelLines(view: ArmadaView, lang: Lang): string[] {
  const de = lang === 'de';
  const out: string[] = [];
  const setup = view.setup;
  if (setup) {
    out.push(`${de ? 'Aufbau' : 'Setup'}: ${STEP[setup.step][lang]}${setup.step === 'obstacles' ? ` (${setup.obstaclesToPlace} ${de ? 'übrig' : 'left'})` : ''}`);
    // Counts, not names: the panel is narrow; the ships' names stand in the fleet sections above once deployed.
    const count = (ships: number, squadrons: number) => `${ships} ${de ? 'Schiffe' : 'ships'}, ${squadrons} ${de ? 'Staffeln' : 'squadrons'}`;
    for (const [seat, f] of setup.fleets.entries()) {
      if (f.fleet) out.push(`${de ? 'Platz' : 'seat'} ${seat}: ${f.fleet.points} ${de ? 'Pkt.' : 'pts'} · ${count(f.fleet.ships.length, f.fleet.squadrons.reduce((n, q) => n + q.count, 0))}`);
      else out.push(`${de ? 'Platz' : 'seat'} ${seat}: ${f.submitted ? (de ? 'Liste abgegeben (verdeckt)' : 'list submitted (hidden)') : de ? 'Liste fehlt' : 'no list yet'}`);
    }
    for (const seat of [0, 1]) {
      const ships = setup.reserve.ships.filter((x) => x.owner === seat).length;
      const squadrons = setup.reserve.squadrons.filter((q) => q.owner === seat).length;
      if (ships + squadrons) out.push(`${de ? 'wartet' : 'waiting'} (${seat}): ${count(ships, squadrons)}`);
    }
  }
  if (view.objective) out.push(`${de ? 'Einsatzziel' : 'objective'}: ${nameOf(getCard('objectives', view.objective), view.objective, lang)}`);
  if (view.fleets || view.objective) out.push(`${de ? 'Siegmarker' : 'victory tokens'}: ${view.victoryTokens[0]} / ${view.victoryTokens[1]}`);
  return out;
}
