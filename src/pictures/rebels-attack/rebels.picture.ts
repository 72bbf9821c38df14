import { text, type Text } from '../../engine/core/text.js';
import { rebelsAttack } from '../../engine/rebels-attack/rebels.game.js';
import type { viewRebels } from '../../engine/rebels-attack/rebels.view.js';
import type { TileCategory } from '../../engine/rebels-attack/tiles.data.js';
import type { Lang, PictureInput } from '../picture.types.js';
import { statusBlock, statusLines, viewerLabel } from '../svg/status.part.js';
import { el, points, svgDocument, txt } from '../svg/svg.markup.js';

export type RebelsView = ReturnType<typeof viewRebels>;
type BoardTile = RebelsView['board'][number];
type TileView = NonNullable<RebelsView['players'][number]['support']>;

const REBELS_PICTURE = { width: 1200, height: 675 } as const;

/** Pointy-top hexagons, odd rows shifted half a tile right: the board the view describes (`layout`). */
const HEX = 66;
const HEX_W = Math.sqrt(3) * HEX;
const BOARD = { x: 48, y: 112 };

/** One colour per seat for its Ghost, readable on the dark table. */
const SEAT_COLOURS = ['#f59e0b', '#2dd4bf', '#f472b6', '#a3e635'] as const;

const CATEGORY_FILL: Record<TileCategory, string> = {
  enemy: '#7f1d1d',
  ally: '#14532d',
  support: '#1e3a8a',
  nebula: '#4c1d95',
};

const CATEGORY: Record<TileCategory, Text> = {
  enemy: text('Gegner', 'enemy'),
  ally: text('Verbündeter', 'ally'),
  support: text('Unterstützung', 'support'),
  nebula: text('Nebel', 'nebula'),
};

function centre(tile: BoardTile): { x: number; y: number } {
  return {
    x: BOARD.x + HEX_W / 2 + tile.col * HEX_W + (tile.row % 2 === 1 ? HEX_W / 2 : 0),
    y: BOARD.y + HEX + tile.row * HEX * 1.5,
  };
}

function hexagon(cx: number, cy: number, r: number): string {
  return points(Array.from({ length: 6 }, (_, i) => ({ x: cx + r * Math.cos(((60 * i - 30) * Math.PI) / 180), y: cy + r * Math.sin(((60 * i - 30) * Math.PI) / 180) })));
}

/** A name in at most two lines that fit a hexagon: split at the space or hyphen nearest the middle. */
function twoLines(name: string): string[] {
  if (name.length <= 14) return [name];
  const breaks = [...name.matchAll(/[ -]/g)].map((m) => m.index);
  if (!breaks.length) return [name];
  const at = breaks.reduce((best, i) => (Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2) ? i : best));
  return [name.slice(0, name[at] === '-' ? at + 1 : at), name.slice(at + 1)];
}

function enemyValues(tile: TileView, lang: Lang): string | null {
  if (!('strength' in tile) || tile.strength === undefined) return null;
  return lang === 'de' ? `+${tile.strength} · ${tile.points} SP` : `+${tile.strength} · ${tile.points} VP`;
}

function tileMarkup(tile: BoardTile, view: RebelsView, lang: Lang): string {
  const c = centre(tile);
  const duel = view.duel?.position === tile.position;
  const parts: string[] = [];
  switch (tile.state) {
    case 'gap':
      parts.push(el('polygon', { points: hexagon(c.x, c.y, HEX - 3), fill: 'none', stroke: '#475569', 'stroke-width': 2, 'stroke-dasharray': '6 5' }));
      break;
    case 'faceDown':
      parts.push(el('polygon', { points: hexagon(c.x, c.y, HEX - 3), fill: '#1f2937', stroke: '#64748b', 'stroke-width': 2 }));
      parts.push(el('polygon', { points: hexagon(c.x, c.y, HEX - 16), fill: 'none', stroke: '#334155', 'stroke-width': 2 }));
      break;
    case 'faceUp': {
      const face = tile.tile!;
      parts.push(el('polygon', { points: hexagon(c.x, c.y, HEX - 3), fill: CATEGORY_FILL[face.category], stroke: duel ? '#fde047' : '#e2e8f0', 'stroke-width': duel ? 5 : 2 }));
      const lines = twoLines(face.name[lang]);
      // DejaVu Sans Bold is about 0.66 em per character: shrink long names to the hexagon's inner width.
      const size = Math.min(14, Math.floor(100 / (0.66 * Math.max(...lines.map((l) => l.length)))));
      lines.forEach((line, i) => parts.push(txt(c.x, c.y - 14 + i * 16 - (lines.length - 1) * 8, line, { 'text-anchor': 'middle', 'font-size': size, 'font-weight': 'bold', fill: '#f8fafc' })));
      const values = enemyValues(face, lang) ?? CATEGORY[face.category][lang];
      parts.push(txt(c.x, c.y + 16, values, { 'text-anchor': 'middle', 'font-size': 12, fill: '#e2e8f0' }));
      break;
    }
  }
  parts.push(txt(c.x, c.y - HEX + 22, tile.name, { 'text-anchor': 'middle', 'font-size': 12, fill: '#94a3b8' }));
  if (tile.ghost !== null) {
    parts.push(el('circle', { cx: c.x, cy: c.y + 38, r: 13, fill: SEAT_COLOURS[tile.ghost], stroke: '#0f172a', 'stroke-width': 2 }));
    parts.push(txt(c.x, c.y + 43, String(tile.ghost), { 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 'bold', fill: '#0f172a' }));
  }
  return el('g', { class: `tile ${tile.state}`, 'data-position': tile.position }, ...parts);
}

function playerPanel(view: RebelsView, lang: Lang): string {
  const x = 680;
  const rows = view.players.map((p, i) => {
    const y = 120 + i * 104;
    const turn = view.current === p.seat;
    const de = lang === 'de';
    const ghost = p.ghost === null ? '–' : (view.board[p.ghost]?.name ?? '–');
    const lines = [
      `${de ? 'Platz' : 'Seat'} ${p.seat}${view.you === p.seat ? (de ? ' (du)' : ' (you)') : ''}${turn ? (de ? ' – am Zug' : ' – to act') : ''}`,
      `Ghost: ${ghost} · ${de ? 'Punkte' : 'points'}: ${p.points} · ${de ? 'Macht-Chips' : 'force chips'}: ${p.forceChips}`,
      `${de ? 'Unterstützung' : 'support'}: ${p.support ? p.support.name[lang] : '–'} · ${de ? 'Verbündeter' : 'ally'}: ${p.ally ? p.ally.name[lang] : '–'}`,
      `${de ? 'Besiegte Gegner' : 'enemies beaten'}: ${p.enemies.length ? p.enemies.map((e) => e.name[lang]).join(', ') : '–'}`,
    ];
    return el(
      'g',
      { class: 'player', 'data-seat': p.seat },
      el('rect', { x, y, width: 490, height: 94, rx: 8, fill: turn ? '#1e293b' : '#111827', stroke: SEAT_COLOURS[p.seat], 'stroke-width': turn ? 3 : 1 }),
      el('circle', { cx: x + 20, cy: y + 22, r: 9, fill: SEAT_COLOURS[p.seat] }),
      ...lines.map((line, k) => txt(x + (k === 0 ? 38 : 14), y + 27 + k * 20, line, { 'font-size': k === 0 ? 17 : 14, 'font-weight': k === 0 ? 'bold' : null, fill: '#e5e7eb' })),
    );
  });
  return el('g', { class: 'players' }, ...rows);
}

function duelLine(view: RebelsView, lang: Lang): string | null {
  const d = view.duel;
  if (!d) return null;
  const where = view.board[d.position]?.name ?? '';
  return lang === 'de'
    ? `Duell auf ${where}: Gegner würfelt ${d.enemyDie}, Stärke ${d.enemyStrength}; Spieler würfelt ${d.playerDie}`
    : `Duel on ${where}: enemy rolled ${d.enemyDie}, strength ${d.enemyStrength}; player rolled ${d.playerDie}`;
}

/** Angriff der Rebellen: the hexagonal space with face-up, face-down and empty tiles, the Ghosts and each player's holdings. */
export function renderRebels(input: PictureInput<RebelsView>): string {
  const { view, lang } = input;
  const de = lang === 'de';
  const header = [
    txt(40, 48, rebelsAttack.title[lang], { 'font-size': 28, 'font-weight': 'bold', fill: '#f8fafc' }),
    txt(40, 78, `${de ? 'Zug' : 'Turn'} ${view.turn} · ${de ? 'Stapel' : 'stack'}: ${view.stack.count} · ${de ? 'Macht-Chips im Vorrat' : 'force chips in supply'}: ${view.forceChipSupply} · v${input.version}`, {
      'font-size': 16,
      fill: '#cbd5e1',
    }),
    txt(1160, 48, viewerLabel(view.you, lang), { 'text-anchor': 'end', 'font-size': 16, fill: '#cbd5e1' }),
  ];
  const status = [duelLine(view, lang), ...statusLines(input.pending, input.outcome, lang)].filter((l): l is string => l !== null);
  return svgDocument(
    REBELS_PICTURE.width,
    REBELS_PICTURE.height,
    { 'data-game': 'rebels-attack', 'data-version': input.version, 'data-lang': lang },
    el('rect', { width: REBELS_PICTURE.width, height: REBELS_PICTURE.height, fill: '#0b1020' }),
    ...header,
    el('g', { class: 'board' }, ...view.board.map((t) => tileMarkup(t, view, lang))),
    playerPanel(view, lang),
    statusBlock(status, 40, 612, 17),
  );
}
