import { text, type Text } from '../../engine/core/text.js';
import { BORDERS } from '../../engine/rebellion/data/adjacency.data.js';
import { LEADER_IDS, leaderData, type LeaderId } from '../../engine/rebellion/data/leaders.data.js';
import type { Faction } from '../../engine/rebellion/data/model.types.js';
import { SYSTEM_IDS, systemData, type SystemId } from '../../engine/rebellion/data/systems.data.js';
import { UNIT_TYPE_IDS, unitType, type UnitTypeId } from '../../engine/rebellion/data/units.data.js';
import type { PhaseView, RebellionView } from '../../engine/rebellion/rebellion.view.js';
import { leaderSide, type Phase, type Place, type UnitCounts } from '../../engine/rebellion/rebellion.state.js';
import type { Lang, PictureInput } from '../picture.types.js';
import { statusBlock, statusLines, viewerLabel } from '../svg/status.part.js';
import { el, svgDocument, txt } from '../svg/svg.markup.js';
import { BOARD_POSITIONS } from './board-layout.data.js';

const REBELLION_PICTURE = { width: 1600, height: 960 } as const;

/** Board pixels (board-layout.data.ts) to picture pixels: the map fills the left 1,350 px under the header, stretched a little in height to leave room for the unit lines. */
const SCALE = { x: 0.42, y: 0.47 };
const MAP = { x: 20, y: 100 };
const PANEL_X = 1375;

const COLOUR: Record<Faction, string> = { empire: '#dc2626', rebel: '#3b82f6' };
const NEUTRAL = '#6b7280';

const FACTION: Record<Faction, Text> = { empire: text('Imperium', 'Empire'), rebel: text('Rebellen', 'Rebels') };

/** Short unit names for the chips under a system; the legend spells them out in the picture's language. */
const UNIT_SHORT: Record<UnitTypeId, Text> = {
  'tie-fighter': text('TIE', 'TIE'),
  'assault-carrier': text('AT', 'AC'),
  'star-destroyer': text('SZ', 'SD'),
  'super-star-destroyer': text('SSZ', 'SSD'),
  'death-star': text('TS', 'DS'),
  'death-star-under-construction': text('TSiB', 'DSuC'),
  stormtrooper: text('ST', 'ST'),
  'at-st': text('AT-ST', 'AT-ST'),
  'at-at': text('AT-AT', 'AT-AT'),
  'x-wing': text('X', 'X'),
  'y-wing': text('Y', 'Y'),
  'rebel-transport': text('RTr', 'RT'),
  'corellian-corvette': text('CK', 'CC'),
  'mon-calamari-cruiser': text('MC', 'MC'),
  'rebel-trooper': text('RS', 'Tr'),
  airspeeder: text('LG', 'AS'),
  'shield-generator': text('SG', 'SG'),
  'ion-cannon': text('IK', 'IC'),
};

/** Each phase in the players' words (RR: the phase headings of the round). */
const PHASE: Record<Phase['kind'], Text> = {
  'not-started': text('Aufbau', 'setup'),
  placement: text('Aufbau: Einheiten platzieren', 'setup: placing units'),
  'immediate-action-cards': text('Aufbau: Sofort-Aktionskarten', 'setup: immediate action cards'),
  'base-choice': text('Aufbau: Wahl des Stützpunkts', 'setup: choosing the base'),
  assignment: text('Zuweisungsphase', 'assignment phase'),
  command: text('Kommandophase', 'command phase'),
  activation: text('Kommandophase: System aktiviert', 'command phase: system activated'),
  mission: text('Kommandophase: Mission', 'command phase: mission'),
  combat: text('Kommandophase: Gefecht', 'command phase: combat'),
  'rapid-mobilization': text('Schnelle Mobilisierung', 'rapid mobilization'),
  evacuation: text('Evakuierung', 'evacuation'),
  'objective-window': text('Auffrischphase: Zielkarte', 'refresh phase: objective'),
  refresh: text('Auffrischphase', 'refresh phase'),
  recruit: text('Auffrischphase: Rekrutieren', 'refresh phase: recruiting'),
  build: text('Auffrischphase: Einheiten bauen', 'refresh phase: building units'),
  deploy: text('Auffrischphase: Einheiten stationieren', 'refresh phase: deploying units'),
  'hand-limit': text('Auffrischphase: Handkartenlimit', 'refresh phase: hand limit'),
  'game-over': text('Spielende', 'game over'),
};

const WORDS = {
  round: text('Runde', 'Round'),
  time: text('Zeit', 'Time'),
  reputation: text('Sympathie', 'Reputation'),
  base: text('Rebellenstützpunkt', 'Rebel Base'),
  baseHere: text('Stützpunkt', 'Base'),
  secret: text('geheim', 'secret'),
  subjugated: text('unterworfen', 'subjugated'),
  sabotaged: text('sabotiert', 'sabotaged'),
  destroyed: text('zerstört', 'destroyed'),
  probe: text('deine Suchdroidenkarte', 'your probe card'),
  focus: text('hier wird gespielt', 'in play here'),
  hands: text('Karten auf der Hand', 'cards in hand'),
  missions: text('Missionen', 'missions'),
  actions: text('Aktionskarten', 'action cards'),
  objectives: text('Zielkarten', 'objectives'),
  probes: text('Suchdroiden', 'probes'),
  assigned: text('zugewiesen', 'assigned'),
  captured: text('gefangen', 'captured'),
  legend: text('Einheiten', 'Units'),
} as const;

function at(system: SystemId): { x: number; y: number } {
  const p = BOARD_POSITIONS[system];
  return { x: MAP.x + p.x * SCALE.x, y: MAP.y + p.y * SCALE.y };
}

/** "2 TIE · 1 SZ" for one side's units in a place, in the fixed order of the unit list, at most four kinds a line. */
function unitLines(units: UnitCounts, faction: Faction, lang: Lang): string[] {
  const parts = UNIT_TYPE_IDS.filter((u) => (units[u] ?? 0) > 0 && unitType(u).faction === faction).map((u) => `${units[u]} ${UNIT_SHORT[u][lang]}`);
  const lines: string[] = [];
  for (let i = 0; i < parts.length; i += 4) lines.push(parts.slice(i, i + 4).join(' · '));
  return lines;
}

function leadersAt(view: RebellionView, place: Place): LeaderId[] {
  return LEADER_IDS.filter((id) => {
    const loc = view.leaders[id]?.location;
    if (!loc) return false;
    return place === 'rebel-base' ? loc.kind === 'rebel-base' : loc.kind === 'system' && loc.system === place;
  });
}

function leaderName(view: RebellionView, id: LeaderId, lang: Lang): string {
  const name = leaderData(id).name;
  const shown = (lang === 'de' ? name.de : null) ?? name.en;
  return view.leaders[id]?.ring === 'captured' ? `${shown} (${WORDS.captured[lang]})` : shown;
}

/** The lines under a place: each side's units, then the leaders there, coloured by side. */
function placeLines(view: RebellionView, place: Place, units: UnitCounts, lang: Lang): { line: string; colour: string }[] {
  const lines: { line: string; colour: string }[] = [];
  for (const f of ['empire', 'rebel'] as const) {
    for (const line of unitLines(units, f, lang)) lines.push({ line, colour: COLOUR[f] });
  }
  for (const f of ['empire', 'rebel'] as const) {
    const names = leadersAt(view, place).filter((id) => leaderSide(view, id) === f);
    // Two names a line keep a line within the space between neighbouring systems.
    for (let i = 0; i < names.length; i += 2)
      lines.push({ line: names.slice(i, i + 2).map((id) => leaderName(view, id, lang)).join(', '), colour: f === 'empire' ? '#fca5a5' : '#93c5fd' });
  }
  return lines;
}

/** The system a phase is about: the activated system, the mission's or the combat's. */
function focus(phase: PhaseView): Place | null {
  switch (phase.kind) {
    case 'activation':
    case 'mission':
    case 'combat':
    case 'evacuation':
      return phase.system;
    default:
      return null;
  }
}

function systemMarkup(view: RebellionView, id: SystemId, lang: Lang, probes: ReadonlySet<SystemId>): string {
  const s = view.systems[id];
  const data = systemData(id);
  const { x, y } = at(id);
  const parts: string[] = [];
  if (focus(view.phase) === id) parts.push(el('circle', { cx: x, cy: y, r: 26, fill: 'none', stroke: '#fde047', 'stroke-width': 4, class: 'focus' }));
  const fill = data.populous ? (s.loyalty ? COLOUR[s.loyalty] : NEUTRAL) : '#1f2937';
  parts.push(el('circle', { cx: x, cy: y, r: 15, fill, stroke: data.populous ? '#f8fafc' : '#9ca3af', 'stroke-width': 2 }));
  if (s.subjugated) parts.push(el('rect', { x: x + 10, y: y - 20, width: 10, height: 10, fill: '#f97316', stroke: '#0b1020', class: 'subjugated' }));
  if (s.sabotaged) parts.push(el('polygon', { points: `${x - 20},${y - 10} ${x - 10},${y - 10} ${x - 15},${y - 20}`, fill: '#facc15', stroke: '#0b1020', class: 'sabotaged' }));
  if (s.destroyed)
    parts.push(el('path', { d: `M${x - 14},${y - 14}L${x + 14},${y + 14}M${x + 14},${y - 14}L${x - 14},${y + 14}`, stroke: '#f8fafc', 'stroke-width': 4, class: 'destroyed' }));
  if (probes.has(id)) parts.push(el('rect', { x: x + 11, y: y + 5, width: 9, height: 9, transform: `rotate(45 ${x + 15.5} ${y + 9.5})`, fill: '#a3a3a3', class: 'probe' }));
  if (view.rebelBase.system === id) {
    parts.push(el('circle', { cx: x, cy: y, r: 21, fill: 'none', stroke: COLOUR.rebel, 'stroke-width': 3, 'stroke-dasharray': '5 3', class: 'rebel-base' }));
    const label = view.rebelBase.revealed ? WORDS.baseHere[lang] : `${WORDS.baseHere[lang]} (${WORDS.secret[lang]})`;
    parts.push(txt(x, y - 26, label, { 'text-anchor': 'middle', 'font-size': 11, fill: '#93c5fd' }));
  }
  parts.push(txt(x, y + 30, data.name[lang] ?? data.name.en, { 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 'bold', fill: '#f1f5f9' }));
  placeLines(view, id, s.units, lang).forEach((l, i) => parts.push(txt(x, y + 45 + i * 13, l.line, { 'text-anchor': 'middle', 'font-size': 11, fill: l.colour })));
  return el('g', { class: 'system', 'data-system': id, 'data-loyalty': s.loyalty ?? 'none' }, ...parts);
}

function track(view: RebellionView, lang: Lang): string {
  const cells: string[] = [];
  const x0 = 620;
  for (let space = 1; space <= 16; space++) {
    const x = x0 + (space - 1) * 34;
    cells.push(el('rect', { x, y: 58, width: 30, height: 30, rx: 4, fill: '#1e293b', stroke: '#475569' }));
    cells.push(txt(x + 15, 78, String(space), { 'text-anchor': 'middle', 'font-size': 12, fill: '#94a3b8' }));
  }
  const marker = (space: number, colour: string, dy: number, cls: string) =>
    el('circle', { cx: x0 + (space - 1) * 34 + 15, cy: 58 + dy, r: 7, fill: colour, stroke: '#0b1020', 'stroke-width': 2, class: cls });
  cells.push(marker(view.time, '#f8fafc', 0, 'time'), marker(view.reputation, COLOUR.rebel, 30, 'reputation'));
  cells.push(txt(x0 - 8, 70, `${WORDS.time[lang]} ○ ${view.time}`, { 'text-anchor': 'end', 'font-size': 13, fill: '#f8fafc' }));
  cells.push(txt(x0 - 8, 88, `${WORDS.reputation[lang]} ● ${view.reputation}`, { 'text-anchor': 'end', 'font-size': 13, fill: '#93c5fd' }));
  return el('g', { class: 'track' }, ...cells);
}

function panel(view: RebellionView, lang: Lang): string {
  const out: string[] = [];
  let y = 120;
  const line = (s: string, opts: { size?: number; colour?: string; bold?: boolean } = {}) => {
    out.push(txt(PANEL_X, y, s, { 'font-size': opts.size ?? 13, fill: opts.colour ?? '#e5e7eb', 'font-weight': opts.bold ? 'bold' : null }));
    y += (opts.size ?? 13) * 1.45;
  };
  line(WORDS.base[lang], { size: 16, bold: true, colour: '#93c5fd' });
  const base = placeLines(view, 'rebel-base', view.rebelBase.units, lang);
  if (!base.length) line('–');
  for (const l of base) line(l.line, { colour: l.colour });
  y += 10;
  line(WORDS.hands[lang], { size: 16, bold: true });
  for (const f of ['empire', 'rebel'] as const) {
    const h = view.hands;
    const colour = f === 'empire' ? '#fca5a5' : '#93c5fd';
    const secret = f === 'rebel' ? `${h.objectives.count} ${WORDS.objectives[lang]}` : `${h.probes.count} ${WORDS.probes[lang]}`;
    line(FACTION[f][lang], { colour, size: 13, bold: true });
    line(`  ${h.missions[f].count} ${WORDS.missions[lang]}, ${h.actions[f].count} ${WORDS.actions[lang]}`, { colour, size: 12 });
    line(`  ${secret} · ${view.assigned[f].count} ${WORDS.assigned[lang]}`, { colour, size: 12 });
  }
  y += 10;
  line(WORDS.legend[lang], { size: 16, bold: true });
  const present = UNIT_TYPE_IDS.filter((u) => [...SYSTEM_IDS.map((s) => view.systems[s].units), view.rebelBase.units].some((units) => (units[u] ?? 0) > 0));
  for (const u of present) {
    const d = unitType(u);
    line(`${UNIT_SHORT[u][lang]} = ${(lang === 'de' ? d.name.de : null) ?? d.name.en}`, { size: 12, colour: COLOUR[d.faction] === COLOUR.empire ? '#fca5a5' : '#93c5fd' });
  }
  y += 10;
  const key: [string, string][] = [
    ['#f97316', `■ ${WORDS.subjugated[lang]}`],
    ['#facc15', `▲ ${WORDS.sabotaged[lang]}`],
    ['#f8fafc', `✕ ${WORDS.destroyed[lang]}`],
    ['#fde047', `◯ ${WORDS.focus[lang]}`],
  ];
  // Only the Empire holds probe cards (RR SUCHDROIDENKARTEN), so only its picture marks them.
  if (view.hands.probes.cards) key.push(['#a3a3a3', `◆ ${WORDS.probe[lang]}`]);
  for (const [colour, word] of key) line(word, { size: 12, colour });
  return el('g', { class: 'panel' }, ...out);
}

/**
 * Rebellion: the galaxy map (layout: board-layout.data.ts) with loyalty,
 * subjugation, sabotage and destruction, units and leaders per system, the
 * Rebel Base space, time and reputation, and what the viewer alone knows
 * (the Rebel: where the base is; the Empire: its probe cards).
 */
export function renderRebellion(input: PictureInput<RebellionView>): string {
  const { view, lang } = input;
  const seatName = (seat: number): Text => {
    const f = view.seats ? (Object.keys(view.seats) as Faction[]).find((k) => view.seats![k] === seat) : undefined;
    return f ? text(`${FACTION[f].de} (Platz ${seat})`, `${FACTION[f].en} (seat ${seat})`) : text(`Platz ${seat}`, `Seat ${seat}`);
  };
  const probes = new Set<SystemId>(view.hands.probes.cards ?? []);
  const lanes = BORDERS.map(([a, b]) => {
    const p = at(a);
    const q = at(b);
    return el('line', { x1: p.x, y1: p.y, x2: q.x, y2: q.y });
  });
  const header = [
    txt(30, 44, 'Star Wars: Rebellion', { 'font-size': 28, 'font-weight': 'bold', fill: '#f8fafc' }),
    txt(30, 76, `${WORDS.round[lang]} ${view.round} · ${PHASE[view.phase.kind][lang]} · v${input.version}`, { 'font-size': 16, fill: '#cbd5e1' }),
    track(view, lang),
    txt(1570, 44, viewerLabel(view.viewer.kind === 'seat' ? view.viewer.seat : null, lang, seatName), { 'text-anchor': 'end', 'font-size': 16, fill: '#cbd5e1' }),
  ];
  return svgDocument(
    REBELLION_PICTURE.width,
    REBELLION_PICTURE.height,
    { 'data-game': 'rebellion', 'data-version': input.version, 'data-lang': lang },
    el('rect', { width: REBELLION_PICTURE.width, height: REBELLION_PICTURE.height, fill: '#0b1020' }),
    ...header,
    el('g', { class: 'lanes', stroke: '#334155', 'stroke-width': 2 }, ...lanes),
    el('g', { class: 'systems' }, ...SYSTEM_IDS.map((id) => systemMarkup(view, id, lang, probes))),
    panel(view, lang),
    statusBlock(statusLines(input.pending, input.outcome, lang, seatName), 30, 915, 17),
  );
}
