import { text, type Text } from '../../engine/core/text.js';
import { getShip, getSquadron } from '../../engine/armada/catalog/catalog.lookup.js';
import { HULL_ZONES, type CommandType, type DefenseTokenType, type Faction } from '../../engine/armada/catalog/catalog.types.js';
import type { viewArmada } from '../../engine/armada/game/game.view.js';
import { DEFAULT_GEOMETRY } from '../../engine/armada/geometry/geometry.config.js';
import { placeShip, shipShape } from '../../engine/armada/geometry/ship-shape.geometry.js';
import { centroid, transform, vec, type Vec } from '../../engine/armada/geometry/vec.geometry.js';
import { OBSTACLE_SHAPES } from '../../engine/armada/data/obstacles.data.js';
import type { Lang, PictureInput } from '../picture.types.js';
import { statusBlock, statusLines, viewerLabel } from '../svg/status.part.js';
import { el, points, svgDocument, txt } from '../svg/svg.markup.js';
import { arcLines, objectiveTokens, setupArea, standardPanelLines } from './standard.part.js';

export type ArmadaView = ReturnType<typeof viewArmada>;
type ShipView = ArmadaView['ships'][number];
type SquadronView = ArmadaView['squadrons'][number];

const ARMADA_PICTURE = { width: 1200, height: 960 } as const;

/** The play area fills an 800 px square at the left; y grows upwards on the table, downwards on screen. */
const TABLE = { x: 30, y: 70, size: 800 };
const PANEL_X = 860;

const SEAT_COLOUR = ['#f59e0b', '#2dd4bf'] as const;
const FACTION: Record<Faction, Text> = { republic: text('Republik', 'Republic'), separatist: text('Separatisten', 'Separatists') };
const COMMAND: Record<CommandType, Text> = {
  navigate: text('Navigieren', 'navigate'),
  squadron: text('Staffel', 'squadron'),
  repair: text('Reparatur', 'repair'),
  'concentrate-fire': text('Feuer konzentrieren', 'concentrate fire'),
};
const TOKEN: Record<DefenseTokenType, Text> = {
  redirect: text('Umlenken', 'redirect'),
  evade: text('Ausweichen', 'evade'),
  brace: text('Stabilisieren', 'brace'),
  scatter: text('Zerstreuen', 'scatter'),
  contain: text('Eindämmen', 'contain'),
  salvo: text('Salve', 'salvo'),
};
const PHASE: Record<ArmadaView['phase'], Text> = {
  setup: text('Spielaufbau', 'setup'),
  command: text('Kommandophase', 'command phase'),
  ship: text('Schiffsphase', 'ship phase'),
  squadron: text('Staffelphase', 'squadron phase'),
  status: text('Statusphase', 'status phase'),
  over: text('Spielende', 'game over'),
};

function seatName(view: ArmadaView, seat: number): Text {
  const f = view.factions[seat];
  return f ? text(`${FACTION[f].de} (Platz ${seat})`, `${FACTION[f].en} (seat ${seat})`) : text(`Platz ${seat}`, `seat ${seat}`);
}

function nameOf(card: { name: string; nameDe: string | null } | undefined, fallback: string, lang: Lang): string {
  return card ? ((lang === 'de' ? card.nameDe : null) ?? card.name) : fallback;
}

/**
 * Armada, the whole table (`armada`): the play area to scale with its
 * obstacles and every ship (its token cut into hull zones, shields per zone)
 * and squadron where it stands with its firing arc lines, objective tokens
 * and, in a standard game's setup, the setup area; beside it each fleet: hull, speed, command dials (their order
 * only to the owner), tokens, defense tokens, damage cards (face-down ones as
 * a count).
 */
export function renderArmadaTable(input: PictureInput<ArmadaView>): string {
  const { view, lang } = input;
  const de = lang === 'de';
  const k = TABLE.size / Math.max(view.playArea.width, view.playArea.height);
  const screen = (p: Vec): Vec => ({ x: TABLE.x + p.x * k, y: TABLE.y + (view.playArea.height - p.y) * k });
  const active = view.activation?.ship ?? null;

  const ship = (x: ShipView): string => {
    const card = getShip(x.card);
    if (!card) return '';
    const placed = placeShip(shipShape(card, DEFAULT_GEOMETRY), x.pose);
    const parts = HULL_ZONES.flatMap((z) => {
      const mid = screen(centroid(placed.zones[z]));
      return [
        el('polygon', { class: `zone ${z}`, points: points(placed.zones[z].map(screen)), fill: x.destroyed ? '#111827' : '#1f2937', stroke: SEAT_COLOUR[x.owner], 'stroke-width': x.id === active ? 3 : 1.5 }),
        txt(mid.x, mid.y + 4, String(x.shields[z]), { 'text-anchor': 'middle', 'font-size': 11, fill: '#bae6fd', class: 'shield' }),
      ];
    });
    if (!x.destroyed) parts.unshift(...arcLines(placed, screen, SEAT_COLOUR[x.owner]));
    const c = screen(x.pose);
    const top = Math.min(...placed.token.map((p) => screen(p).y));
    parts.push(txt(c.x, top - 6, x.id, { 'text-anchor': 'middle', 'font-size': 12, fill: SEAT_COLOUR[x.owner] }));
    if (x.destroyed) parts.push(el('path', { d: `M${c.x - 20},${c.y - 20}L${c.x + 20},${c.y + 20}M${c.x + 20},${c.y - 20}L${c.x - 20},${c.y + 20}`, stroke: '#ef4444', 'stroke-width': 4 }));
    return el('g', { class: 'ship', 'data-id': x.id, 'data-owner': x.owner, opacity: x.activated && !x.destroyed ? 0.7 : 1 }, ...parts);
  };

  const squadron = (q: SquadronView): string => {
    const c = screen(q.position);
    const r = DEFAULT_GEOMETRY.squadronBaseRadius * k;
    return el(
      'g',
      { class: 'squadron', 'data-id': q.id, 'data-owner': q.owner, opacity: q.destroyed ? 0.35 : q.activated ? 0.7 : 1 },
      el('circle', { cx: c.x, cy: c.y, r, fill: '#1f2937', stroke: SEAT_COLOUR[q.owner], 'stroke-width': 2 }),
      txt(c.x, c.y + 4, String(q.hull), { 'text-anchor': 'middle', 'font-size': 11, fill: '#f8fafc' }),
    );
  };

  // Obstacles lie under everything else, placed like ships: their outline turned by the pose's heading.
  const obstacles = view.obstacles.map((o) => {
    const outline = OBSTACLE_SHAPES[o.shape].outline.map(([x, y]) => vec(x, y));
    return el('polygon', {
      class: `obstacle ${OBSTACLE_SHAPES[o.shape].type}`,
      'data-id': o.id,
      points: points(transform(vec(o.pose.x, o.pose.y), o.pose.heading, outline).map(screen)),
      fill: '#334155',
      stroke: '#64748b',
      'stroke-width': 1,
    });
  });

  const obstacleCentre = (id: string) => {
    const o = view.obstacles.find((v) => v.id === id);
    return o ? vec(o.pose.x, o.pose.y) : null;
  };

  const panel: string[] = [];
  let y = 84;
  const line = (s: string, opts: { size?: number; colour?: string; bold?: boolean } = {}) => {
    panel.push(txt(PANEL_X, y, s, { 'font-size': opts.size ?? 12, fill: opts.colour ?? '#e5e7eb', 'font-weight': opts.bold ? 'bold' : null }));
    y += (opts.size ?? 12) * 1.4;
  };
  for (const seat of [0, 1]) {
    line(seatName(view, seat)[lang], { size: 16, bold: true, colour: SEAT_COLOUR[seat] });
    for (const x of view.ships.filter((s) => s.owner === seat)) {
      const card = getShip(x.card);
      const hull = card ? `${Math.max(0, card.hull - x.faceupDamage.length - x.facedownDamage)}/${card.hull}` : '?';
      const dials = x.commandDials.stack ? x.commandDials.stack.map((d) => COMMAND[d][lang]).join(' › ') || '–' : `${x.commandDials.count} ${de ? 'verdeckt' : 'hidden'}`;
      line(`${x.id}: ${nameOf(card, x.card, lang)}${x.destroyed ? (de ? ' – zerstört' : ' – destroyed') : ''}`, { bold: true, size: 11 });
      line(`  ${de ? 'Rumpf' : 'hull'} ${hull} · ${de ? 'Geschw.' : 'speed'} ${x.speed} · ${de ? 'Schaden offen/verdeckt' : 'damage up/down'} ${x.faceupDamage.length}/${x.facedownDamage}`);
      line(`  ${de ? 'Kommandoräder' : 'command dials'}: ${dials}`);
      if (x.commandTokens.length) line(`  ${de ? 'Kommandomarker' : 'command tokens'}: ${x.commandTokens.map((t) => COMMAND[t][lang]).join(', ')}`);
      if (x.raidTokens?.length) line(`  ${de ? 'Überfallmarker' : 'raid tokens'}: ${x.raidTokens.map((t) => COMMAND[t][lang]).join(', ')}`);
      line(`  ${x.defenseTokens.filter((t) => t.state !== 'discarded').map((t) => `${TOKEN[t.type][lang]}${t.state === 'exhausted' ? '*' : ''}`).join(', ') || '–'}`);
    }
    // One line per kind of squadron, with the hull of each: a line per squadron would not fit.
    const squads = view.squadrons.filter((q) => q.owner === seat && !q.destroyed);
    for (const card of [...new Set(squads.map((q) => q.card))]) {
      const hulls = squads.filter((q) => q.card === card).map((q) => q.hull);
      line(`${hulls.length}× ${nameOf(getSquadron(card), card, lang)} (${hulls.join(', ')})`, { size: 11 });
    }
    y += 10;
  }
  for (const s of standardPanelLines(view, lang)) line(s, { size: 11 });
  line(de ? '* erschöpft · Zahlen: Schilde, Rumpf der Staffeln' : '* exhausted · numbers: shields, squadron hull', { size: 11, colour: '#94a3b8' });

  return svgDocument(
    ARMADA_PICTURE.width,
    ARMADA_PICTURE.height,
    { 'data-game': 'armada', 'data-version': input.version, 'data-lang': lang },
    el('rect', { width: ARMADA_PICTURE.width, height: ARMADA_PICTURE.height, fill: '#0b1020' }),
    txt(30, 40, `Star Wars: Armada · ${de ? 'Runde' : 'Round'} ${view.round} · ${PHASE[view.phase][lang]} · v${input.version}`, { 'font-size': 22, 'font-weight': 'bold', fill: '#f8fafc' }),
    txt(1170, 40, viewerLabel(input.seat, lang, (s) => seatName(view, s)), { 'text-anchor': 'end', 'font-size': 15, fill: '#cbd5e1' }),
    el('rect', { class: 'play-area', x: TABLE.x, y: TABLE.y, width: view.playArea.width * k, height: view.playArea.height * k, fill: '#0f172a', stroke: '#475569', 'stroke-width': 2 }),
    el('line', { x1: TABLE.x, y1: TABLE.y + TABLE.size + 12, x2: TABLE.x + 100 * k, y2: TABLE.y + TABLE.size + 12, stroke: '#e5e7eb', 'stroke-width': 3 }),
    txt(TABLE.x + 100 * k + 8, TABLE.y + TABLE.size + 16, '100 mm', { 'font-size': 12, fill: '#e5e7eb' }),
    el('g', { class: 'setup' }, ...setupArea(view, screen)),
    el('g', { class: 'obstacles' }, ...obstacles),
    el('g', { class: 'objective-tokens' }, ...objectiveTokens(view, screen, k, obstacleCentre)),
    el('g', { class: 'squadrons' }, ...view.squadrons.map(squadron)),
    el('g', { class: 'ships' }, ...view.ships.map(ship)),
    el('g', { class: 'panel' }, ...panel),
    statusBlock(statusLines(input.pending, input.outcome, lang, (s) => seatName(view, s)), TABLE.x, 925, 15),
  );
}
