import { text, type Text } from '../../engine/core/text.js';
import { armadaAttackGame } from '../../engine/armada/attack.game.js';
import type { AttackView } from '../../engine/armada/attack/attack.view.js';
import type { AttackRecord, ShipCombatant, SquadronCombatant } from '../../engine/armada/attack/attack.types.js';
import { getShip, getSquadron } from '../../engine/armada/catalog/catalog.lookup.js';
import { HULL_ZONES, type DefenseTokenType, type DieColor, type HullZone } from '../../engine/armada/catalog/catalog.types.js';
import type { AttackRange, DieFace } from '../../engine/armada/data/dice.data.js';
import { DEFAULT_GEOMETRY } from '../../engine/armada/geometry/geometry.config.js';
import { shipShape } from '../../engine/armada/geometry/ship-shape.geometry.js';
import { centroid, type Vec } from '../../engine/armada/geometry/vec.geometry.js';
import type { Lang, PictureInput } from '../picture.types.js';
import { statusBlock, statusLines, viewerLabel } from '../svg/status.part.js';
import { el, num, points, svgDocument, txt } from '../svg/svg.markup.js';

const ATTACK_PICTURE = { width: 1200, height: 675 } as const;

/**
 * A combatant as `viewAttack` builds it: a ship with its facedown damage as a
 * count, or a squadron. (`AttackView` spells it as `Omit` over the union,
 * which TypeScript does not distribute, so the kinds are restated here.)
 */
type CombatantView = (Omit<ShipCombatant, 'facedownDamage'> & { readonly facedownDamage: number }) | SquadronCombatant;

function combatant(view: AttackView, id: string): CombatantView {
  return view.combatants[id] as CombatantView;
}

const SEAT_COLOUR = ['#f59e0b', '#2dd4bf'] as const;
const SEAT_NAME: readonly Text[] = [text('Angreifer (Platz 0)', 'attacker (seat 0)'), text('Verteidiger (Platz 1)', 'defender (seat 1)')];
const ZONE: Record<HullZone, Text> = { front: text('Bug', 'front'), left: text('links', 'left'), right: text('rechts', 'right'), rear: text('Heck', 'rear') };
const TOKEN: Record<DefenseTokenType, Text> = {
  redirect: text('Umlenken', 'redirect'),
  evade: text('Ausweichen', 'evade'),
  brace: text('Stabilisieren', 'brace'),
  scatter: text('Zerstreuen', 'scatter'),
  contain: text('Eindämmen', 'contain'),
  salvo: text('Salve', 'salvo'),
};
const TOKEN_STATE: Record<'ready' | 'exhausted' | 'discarded', Text> = {
  ready: text('bereit', 'ready'),
  exhausted: text('erschöpft', 'exhausted'),
  discarded: text('abgelegt', 'discarded'),
};
const RANGE: Record<AttackRange, Text> = {
  close: text('kurze Reichweite', 'close range'),
  medium: text('mittlere Reichweite', 'medium range'),
  long: text('große Reichweite', 'long range'),
  'distance-1': text('Distanz 1', 'distance 1'),
};
const FACE: Record<DieFace, string> = { blank: '–', hit: '✸', crit: '✦', accuracy: '◎', 'hit+hit': '✸✸', 'hit+crit': '✸✦' };
/** Seed 004 „ANGRIFFSWÜRFEL“: Treffer, Kritischer Treffer, Genauigkeit, Leerseite. */
const FACE_KEY: Text = text('✸ Treffer · ✦ kritischer Treffer · ◎ Genauigkeit · – leer', '✸ hit · ✦ critical · ◎ accuracy · – blank');
const DIE_FILL: Record<DieColor, string> = { red: '#b91c1c', blue: '#1d4ed8', black: '#111827' };

/**
 * How far apart the two are drawn, edge to edge, in mm: the middle of the
 * declared range band (geometry.config.ts). The attack declares only the
 * band, not where the ships stand, so this is the picture's assumption
 * (docs/pictures.md).
 */
function gapFor(range: AttackRange): number {
  const bands = DEFAULT_GEOMETRY.rangeBands;
  switch (range) {
    case 'close':
      return bands.close / 2;
    case 'medium':
      return (bands.close + bands.medium) / 2;
    case 'long':
      return (bands.medium + bands.long) / 2;
    case 'distance-1':
      return DEFAULT_GEOMETRY.distanceBands[0] / 2;
  }
}

/** Outward direction of a hull zone in the ship's own frame (x right, y forward). */
const OUTWARD: Record<HullZone, Vec> = { front: { x: 0, y: 1 }, rear: { x: 0, y: -1 }, right: { x: 1, y: 0 }, left: { x: -1, y: 0 } };

interface Outline {
  readonly zones: Readonly<Partial<Record<HullZone, readonly Vec[]>>>;
  readonly hull: readonly Vec[];
  readonly radius: number | null;
}

/** A combatant's outline in mm, turned so that `zone` faces `towards` (+1: right, -1: left); squadrons are disks. */
function outline(c: CombatantView, zone: HullZone | null, towards: 1 | -1): Outline {
  if (c.kind === 'squadron') {
    const r = DEFAULT_GEOMETRY.squadronBaseRadius;
    return { zones: {}, hull: Array.from({ length: 24 }, (_, i) => ({ x: r * Math.cos((i * Math.PI) / 12), y: r * Math.sin((i * Math.PI) / 12) })), radius: r };
  }
  const card = getShip(c.card);
  if (!card) throw new Error(`armada-attack picture: no ship card ${c.card}`);
  const shape = shipShape(card, DEFAULT_GEOMETRY);
  const o = OUTWARD[zone ?? 'front'];
  const theta = Math.atan2(0, towards) - Math.atan2(o.y, o.x);
  const turn = (p: Vec): Vec => ({ x: p.x * Math.cos(theta) - p.y * Math.sin(theta), y: p.x * Math.sin(theta) + p.y * Math.cos(theta) });
  const zones = Object.fromEntries(HULL_ZONES.map((z) => [z, shape.zones[z].map(turn)])) as Record<HullZone, Vec[]>;
  return { zones, hull: shape.token.map(turn), radius: null };
}

function bounds(ps: readonly Vec[]): { minX: number; maxX: number; minY: number; maxY: number } {
  return {
    minX: Math.min(...ps.map((p) => p.x)),
    maxX: Math.max(...ps.map((p) => p.x)),
    minY: Math.min(...ps.map((p) => p.y)),
    maxY: Math.max(...ps.map((p) => p.y)),
  };
}

function combatantName(c: CombatantView, lang: Lang): string {
  const card = c.kind === 'ship' ? getShip(c.card) : getSquadron(c.card);
  if (!card) return c.card;
  return (lang === 'de' ? card.nameDe : null) ?? card.name;
}

function hullLeft(c: CombatantView): { left: number; of: number } {
  if (c.kind === 'squadron') return { left: c.hull, of: getSquadron(c.card)?.hull ?? c.hull };
  const of = getShip(c.card)?.hull ?? 0;
  return { left: Math.max(0, of - c.faceupDamage.length - c.facedownDamage), of };
}

/** The lines under a combatant: name, hull, damage cards, defense tokens. */
function infoLines(c: CombatantView, view: AttackView, lang: Lang): string[] {
  const de = lang === 'de';
  const hull = hullLeft(c);
  const lines = [`${combatantName(c, lang)}${view.destroyed.includes(c.id) ? (de ? ' – zerstört' : ' – destroyed') : ''}`];
  lines.push(`${de ? 'Rumpf' : 'hull'} ${hull.left}/${hull.of}${c.kind === 'ship' ? ` · ${de ? 'Geschwindigkeit' : 'speed'} ${c.speed}` : ''}`);
  if (c.kind === 'ship') {
    const faceup = c.faceupDamage.length ? ` (${c.faceupDamage.join(', ')})` : '';
    lines.push(`${de ? 'Schadenskarten offen' : 'damage cards face up'}: ${c.faceupDamage.length}${faceup} · ${de ? 'verdeckt' : 'face down'}: ${c.facedownDamage}`);
  }
  if (c.defenseTokens.length) lines.push(c.defenseTokens.map((t) => `${TOKEN[t.type][lang]} (${TOKEN_STATE[t.state][lang]})`).join(', '));
  return lines;
}

function diceRow(attack: AttackRecord, x: number, y: number): string {
  return el(
    'g',
    { class: 'dice' },
    ...attack.dice.map((d, i) =>
      el(
        'g',
        { class: 'die', 'data-face': d.face, 'data-color': d.color },
        el('rect', { x: x + i * 40, y, width: 34, height: 34, rx: 6, fill: DIE_FILL[d.color], stroke: '#e5e7eb', 'stroke-width': 1.5, opacity: d.cancelled ? 0.35 : 1 }),
        txt(x + i * 40 + 17, y + 23, FACE[d.face], { 'text-anchor': 'middle', 'font-size': 15, fill: '#f8fafc' }),
      ),
    ),
  );
}

function attackLine(attack: AttackRecord, lang: Lang): string {
  const de = lang === 'de';
  const kind = attack.kind === 'normal' ? (de ? 'Angriff' : 'Attack') : attack.kind === 'salvo' ? (de ? 'Salve' : 'Salvo') : de ? 'Konter' : 'Counter';
  const pool = (['red', 'blue', 'black'] as const).filter((c) => attack.pool[c] > 0).map((c) => `${attack.pool[c]} ${de ? { red: 'rot', blue: 'blau', black: 'schwarz' }[c] : c}`);
  const total = attack.damageTotal === null ? '' : ` · ${de ? 'Schaden' : 'damage'} ${attack.damageTotal}`;
  return `${kind}: ${RANGE[attack.range][lang]}${attack.obstructed ? (de ? ', versperrt' : ', obstructed') : ''} · ${de ? 'Würfel' : 'dice'} ${pool.join(', ') || '–'}${total}`;
}

/**
 * Armada, one attack: attacker and defender to scale (ship tokens and hull
 * zones from the geometry module, squadrons as their bases), drawn the
 * middle of the declared range band apart, with shields per hull zone,
 * hull, damage cards, defense tokens and the dice of the current attack.
 */
export function renderArmadaAttack(input: PictureInput<AttackView>): string {
  const { view, lang } = input;
  const de = lang === 'de';
  const first = view.attacks[0];
  const current = view.attacks[view.attacks.length - 1];
  const attacker = combatant(view, first.attacker);
  const defender = combatant(view, first.defender);
  const attackingZone = attacker.kind === 'ship' ? attacker.zone : null;
  const defendingZone = defender.kind === 'ship' ? defender.zone : null;
  const a = outline(attacker, attackingZone, 1);
  const d = outline(defender, defendingZone, -1);
  const gap = gapFor(first.range);
  const ab = bounds(a.hull);
  const db = bounds(d.hull);
  // World mm: the attacker's facing edge at -gap/2, the defender's at +gap/2.
  const ax = -gap / 2 - ab.maxX;
  const dx = gap / 2 - db.minX;
  const minX = ax + ab.minX;
  const maxX = dx + db.maxX;
  const height = Math.max(ab.maxY - ab.minY, db.maxY - db.minY);
  const scale = Math.min(4, 1040 / (maxX - minX), 250 / height);
  const cy = 250;
  const sx = (x: number) => 600 + x * scale - ((minX + maxX) / 2) * scale;
  const screen = (offset: number) => (p: Vec) => ({ x: sx(offset + p.x), y: cy - p.y * scale });

  const drawn = (c: CombatantView, o: Outline, offset: number, facing: HullZone | null, seat: 0 | 1): string => {
    const toScreen = screen(offset);
    const parts: string[] = [];
    if (o.radius !== null) {
      const centre = toScreen({ x: 0, y: 0 });
      parts.push(el('circle', { cx: centre.x, cy: centre.y, r: o.radius * scale, fill: '#1f2937', stroke: SEAT_COLOUR[seat], 'stroke-width': 3 }));
    } else {
      for (const z of HULL_ZONES) {
        const poly = o.zones[z]!;
        const mid = toScreen(centroid(poly));
        parts.push(
          el('polygon', {
            class: `zone ${z}`,
            points: points(poly.map(toScreen)),
            fill: z === facing ? (seat === 0 ? '#78350f' : '#134e4a') : '#1f2937',
            stroke: SEAT_COLOUR[seat],
            'stroke-width': 2,
          }),
        );
        if (c.kind === 'ship') parts.push(txt(mid.x, mid.y + 6, String(c.shields[z]), { 'text-anchor': 'middle', 'font-size': 18, 'font-weight': 'bold', fill: '#bae6fd', class: 'shield' }));
      }
    }
    if (view.destroyed.includes(c.id)) {
      const b = bounds(o.hull.map(toScreen));
      parts.push(el('path', { d: `M${num(b.minX)},${num(b.minY)}L${num(b.maxX)},${num(b.maxY)}M${num(b.maxX)},${num(b.minY)}L${num(b.minX)},${num(b.maxY)}`, stroke: '#ef4444', 'stroke-width': 4 }));
    }
    return el('g', { class: `combatant ${c.kind}`, 'data-id': c.id, 'data-seat': seat }, ...parts);
  };

  const attackerEdge = sx(-gap / 2);
  const defenderEdge = sx(gap / 2);
  const ruler = [
    el('line', { x1: attackerEdge, y1: cy, x2: defenderEdge, y2: cy, stroke: '#fde047', 'stroke-width': 2, 'stroke-dasharray': '8 6' }),
    txt((attackerEdge + defenderEdge) / 2, cy - 10, `${RANGE[first.range][lang]} (${num(gap)} mm)`, { 'text-anchor': 'middle', 'font-size': 14, fill: '#fde047' }),
  ];
  const bar = [
    el('line', { x1: 40, y1: 400, x2: 40 + 100 * scale, y2: 400, stroke: '#e5e7eb', 'stroke-width': 3 }),
    txt(40, 392, '100 mm', { 'font-size': 13, fill: '#e5e7eb' }),
  ];
  const info = (c: CombatantView, seat: 0 | 1, x: number, anchor: 'start' | 'end') =>
    el(
      'g',
      { class: 'info' },
      txt(x, 440, SEAT_NAME[seat][lang], { 'text-anchor': anchor, 'font-size': 14, fill: SEAT_COLOUR[seat] }),
      ...infoLines(c, view, lang).map((line, i) => txt(x, 462 + i * 19, line, { 'text-anchor': anchor, 'font-size': i === 0 ? 16 : 13, 'font-weight': i === 0 ? 'bold' : null, fill: '#e5e7eb' })),
    );
  const zoneNote = [attackingZone, defendingZone].some((z) => z !== null)
    ? `${de ? 'Angreifende Sektion' : 'attacking zone'}: ${attackingZone ? ZONE[attackingZone][lang] : '–'} · ${de ? 'verteidigende Sektion' : 'defending zone'}: ${defendingZone ? ZONE[defendingZone][lang] : '–'} · ${de ? 'Zahlen: Schilde' : 'numbers: shields'}`
    : '';

  return svgDocument(
    ATTACK_PICTURE.width,
    ATTACK_PICTURE.height,
    { 'data-game': 'armada-attack', 'data-version': input.version, 'data-lang': lang },
    el('rect', { width: ATTACK_PICTURE.width, height: ATTACK_PICTURE.height, fill: '#0b1020' }),
    txt(40, 48, armadaAttackGame.title[lang], { 'font-size': 28, 'font-weight': 'bold', fill: '#f8fafc' }),
    txt(40, 78, `${attackLine(current, lang)} · v${input.version}`, { 'font-size': 16, fill: '#cbd5e1' }),
    txt(1160, 48, viewerLabel(input.seat, lang, (s) => SEAT_NAME[s] ?? text(`Platz ${s}`, `seat ${s}`)), { 'text-anchor': 'end', 'font-size': 16, fill: '#cbd5e1' }),
    txt(40, 104, zoneNote, { 'font-size': 13, fill: '#94a3b8' }),
    ...ruler,
    drawn(attacker, a, ax, attackingZone, 0),
    drawn(defender, d, dx, defendingZone, 1),
    ...bar,
    diceRow(current, 600 - (current.dice.length * 40) / 2, 370),
    current.dice.length ? txt(600, 424, FACE_KEY[lang], { 'text-anchor': 'middle', 'font-size': 12, fill: '#94a3b8' }) : '',
    info(attacker, 0, 40, 'start'),
    info(defender, 1, 1160, 'end'),
    statusBlock(statusLines(input.pending, input.outcome, lang, (s) => SEAT_NAME[s] ?? text(`Platz ${s}`, `seat ${s}`)), 40, 612, 17),
  );
}
