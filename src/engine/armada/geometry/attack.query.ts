import { isViolation, ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import { HULL_ZONES, type DiceCount, type HullZone } from '../catalog/catalog.types.js';
import { hasKeyword } from '../catalog/keyword.rules.js';
import { diceAtRange, diceTotal, type AttackRange } from '../data/dice.data.js';
import { badInput, expectOneOf, expectRecord, expectString } from '../input.parse.js';
import { RULE } from '../rules.cite.js';
import { partInArc } from './firing-arc.measure.js';
import { parseGeometryConfig, type GeometryConfig } from './geometry.config.js';
import { traceSightLine } from './line-of-sight.measure.js';
import { distanceBand, rangeBand } from './range.measure.js';
import { placeShip, shipShape, type HalfPlane, type PlacedShip } from './ship-shape.geometry.js';
import { parseTable, type Table, type TableInput, type TableShip, type TableSquadron } from './table.input.js';
import { add, closestOnPolygon, cross, diskPolygon, dist, polygonDistance, scale, sub, type Polygon, type Vec } from './vec.geometry.js';

/** One thing an attacker might shoot at, and whether and how it may. */
export interface AttackTarget {
  readonly kind: 'ship' | 'squadron';
  readonly id: string;
  /** The defending hull zone of a ship target. */
  readonly zone: HullZone | null;
  readonly inArc: boolean;
  /** Closest-point length measured for the attack (to the part inside the arc), mm; null when not in arc. */
  readonly distanceMm: number | null;
  /** null = beyond attack range. */
  readonly range: AttackRange | null;
  readonly lineOfSight: boolean;
  readonly blockedByZone: HullZone | null;
  /** Obstacles and other ships the line of sight crosses: the attacker must remove one die. */
  readonly obstructedBy: readonly string[];
  /** The dice the attacker may roll at this range, before removing one for obstruction. */
  readonly dice: DiceCount;
  readonly canAttack: boolean;
  /** Why not, when it cannot. */
  readonly reasons: readonly RuleViolation[];
}

export interface AttackOptions {
  readonly attacker: { readonly kind: 'ship' | 'squadron'; readonly id: string; readonly zone: HullZone | null };
  /** Squadrons at distance 1 of the attacker (only for squadron attackers). */
  readonly engagedWith: readonly string[];
  readonly targets: readonly AttackTarget[];
}

export interface HullZoneAttackInput {
  readonly attacker: { readonly id: string; readonly zone: HullZone };
  /** Every model with an `owner`; enemies are those of another owner. */
  readonly table: TableInput;
  readonly geometry?: unknown;
}

export interface SquadronAttackInput {
  readonly attacker: { readonly id: string };
  readonly table: TableInput;
  readonly geometry?: unknown;
}

interface Scene {
  readonly table: Table;
  readonly config: GeometryConfig;
  readonly placed: ReadonlyMap<string, PlacedShip>;
}

function scene(r: Record<string, unknown>): Scene | RuleViolation {
  const config = parseGeometryConfig(r.geometry);
  if (isViolation(config)) return config;
  const table = parseTable(r.table);
  if (isViolation(table)) return table;
  const placed = new Map(table.ships.map((s) => [s.id, placeShip(shipShape(s.card, config), s.pose)]));
  return { table, config, placed };
}

const notInArc = () => ruleViolation('TARGET_NOT_IN_ARC', text('Das Ziel liegt nicht im Feuerwinkel.', 'The target is not inside the firing arc.'), RULE.zielFestlegen);
const outOfRange = (squadron: boolean) =>
  squadron
    ? ruleViolation('TARGET_NOT_AT_DISTANCE_1', text('Staffeln greifen nur Ziele in Entfernung 1 an.', 'Squadrons attack only targets at distance 1.'), RULE.angreifenMitStaffeln)
    : ruleViolation('TARGET_OUT_OF_RANGE', text('Das Ziel ist außer Angriffsreichweite.', 'The target is beyond attack range.'), RULE.zielFestlegen);
const noSight = () =>
  ruleViolation(
    'NO_LINE_OF_SIGHT',
    text('Die Sichtlinie kreuzt eine andere Hüllensektion des Verteidigers.', "The line of sight crosses another of the defender's hull zones."),
    RULE.sichtlinieUndVersperrteAngriffe,
  );
const noDice = () =>
  ruleViolation('NO_DICE_AT_RANGE', text('Auf diese Reichweite darf keiner der Würfel geworfen werden.', 'None of the dice may be rolled at this range.'), RULE.zielFestlegen);

/**
 * What one hull zone of a ship can attack from where everything stands
 * (seed "ANGREIFEN", "ZIEL FESTLEGEN", "FEUERWINKEL UND REICHWEITE ABMESSEN",
 * "SICHTLINIE UND VERSPERRTE ANGRIFFE", "Staffeln mit einem Schiff
 * angreifen"): every enemy hull zone and squadron with arc, range, line of
 * sight, obstruction and dice.
 */
export function hullZoneAttackOptions(raw: unknown): AttackOptions | RuleViolation {
  const r = expectRecord(raw, 'attack');
  if (isViolation(r)) return r;
  const a = expectRecord(r.attacker, 'attacker');
  if (isViolation(a)) return a;
  const id = expectString(a.id, 'attacker.id');
  if (isViolation(id)) return id;
  const zone = expectOneOf<HullZone>(a.zone, HULL_ZONES, 'attacker.zone');
  if (isViolation(zone)) return zone;
  const sc = scene(r);
  if (isViolation(sc)) return sc;
  const attacker = sc.table.ships.find((s) => s.id === id);
  if (!attacker) return badInput('attacker.id', `kein Schiff „${id}“ auf dem Tisch`, `no ship "${id}" on the table`);
  if (attacker.owner === null) return badInput('attacker.owner', 'der Angreifer braucht einen Besitzer', 'the attacker needs an owner');
  const me = sc.placed.get(attacker.id) as PlacedShip;
  const zonePoly = me.zones[zone];
  const arc = me.arcs[zone];
  const from = me.targetingPoints[zone];
  const targets: AttackTarget[] = [];

  for (const enemy of enemiesOf(sc.table.ships, attacker.owner)) {
    const them = sc.placed.get(enemy.id) as PlacedShip;
    for (const dz of HULL_ZONES) {
      const part = partInArc(them.zones[dz], arc);
      const measured = part.length > 0 ? polygonDistance(zonePoly, part) : null;
      const sight = traceSightLine(from, them.targetingPoints[dz], { ship: them, zone: dz }, blockers(sc, [attacker.id, enemy.id]));
      targets.push(verdict('ship', enemy.id, dz, measured, measured === null ? null : rangeBand(measured, sc.config), sight, attacker.card.battery[zone]));
    }
  }
  const r2 = sc.config.squadronBaseRadius;
  for (const q of enemiesOf(sc.table.squadrons, attacker.owner)) {
    const part = partInArc(diskPolygon(q.position, r2), arc);
    const nearest = nearestOnDisk(q.position, r2, zonePoly);
    // Exact when the disk's nearest point lies in the arc; otherwise measure to the clipped outline.
    const measured = part.length === 0 ? null : insideArc(nearest, arc) ? Math.max(0, dist(closestOnPolygon(q.position, zonePoly), q.position) - r2) : polygonDistance(zonePoly, part);
    const sight = traceSightLine(from, nearest, null, blockers(sc, [attacker.id]));
    targets.push(verdict('squadron', q.id, null, measured, measured === null ? null : rangeBand(measured, sc.config), sight, attacker.card.antiSquadron));
  }
  return { attacker: { kind: 'ship', id: attacker.id, zone }, engagedWith: [], targets };
}

/**
 * What a squadron can attack (seed "ANGREIFEN MIT STAFFELN", "NAHKAMPF",
 * "SCHLÜSSELWÖRTER DER STAFFELN"): enemies at distance 1, all around; an
 * engaged squadron must attack a squadron, and one engaged with an Escort
 * squadron must attack an Escort. A Heavy squadron does not hold anyone
 * engaged away from ships (card keyword).
 */
export function squadronAttackOptions(raw: unknown): AttackOptions | RuleViolation {
  const r = expectRecord(raw, 'attack');
  if (isViolation(r)) return r;
  const a = expectRecord(r.attacker, 'attacker');
  if (isViolation(a)) return a;
  const id = expectString(a.id, 'attacker.id');
  if (isViolation(id)) return id;
  const sc = scene(r);
  if (isViolation(sc)) return sc;
  const attacker = sc.table.squadrons.find((s) => s.id === id);
  if (!attacker) return badInput('attacker.id', `keine Staffel „${id}“ auf dem Tisch`, `no squadron "${id}" on the table`);
  if (attacker.owner === null) return badInput('attacker.owner', 'der Angreifer braucht einen Besitzer', 'the attacker needs an owner');
  const radius = sc.config.squadronBaseRadius;
  const engaged = engagedSquadrons(attacker, sc.table.squadrons, sc.config);
  const mustAttackSquadron = engaged.some((q) => !hasKeyword(q.card, 'Heavy'));
  const escorts = engaged.filter((q) => hasKeyword(q.card, 'Escort'));
  const targets: AttackTarget[] = [];

  for (const q of enemiesOf(sc.table.squadrons, attacker.owner)) {
    const gap = Math.max(0, dist(attacker.position, q.position) - 2 * radius);
    const atOne = distanceBand(gap, sc.config) === 1;
    const from = towards(attacker.position, q.position, radius);
    const to = towards(q.position, attacker.position, radius);
    const sight = traceSightLine(from, to, null, blockers(sc, []));
    const t = verdict('squadron', q.id, null, gap, atOne ? 'distance-1' : null, sight, attacker.card.antiSquadron, true);
    if (t.canAttack && escorts.length > 0 && !hasKeyword(q.card, 'Escort'))
      targets.push(refuse(t, ruleViolation('ESCORT_MUST_BE_ATTACKED', text('Eine Staffel mit ESKORTE im Nahkampf muss zuerst angegriffen werden.', 'An engaged squadron with ESCORT must be attacked instead.'), RULE.schluesselwoerterDerStaffeln)));
    else targets.push(t);
  }
  for (const enemy of enemiesOf(sc.table.ships, attacker.owner)) {
    const them = sc.placed.get(enemy.id) as PlacedShip;
    for (const dz of HULL_ZONES) {
      const gap = Math.max(0, dist(closestOnPolygon(attacker.position, them.zones[dz]), attacker.position) - radius);
      const atOne = distanceBand(gap, sc.config) === 1;
      const from = nearestOnDisk(attacker.position, radius, them.zones[dz]);
      const sight = traceSightLine(from, them.targetingPoints[dz], { ship: them, zone: dz }, blockers(sc, [enemy.id]));
      const t = verdict('ship', enemy.id, dz, gap, atOne ? 'distance-1' : null, sight, attacker.card.battery, true);
      if (t.canAttack && mustAttackSquadron)
        targets.push(refuse(t, ruleViolation('ENGAGED_MUST_ATTACK_SQUADRON', text('Eine Staffel im Nahkampf muss eine Staffel angreifen.', 'An engaged squadron must attack a squadron.'), RULE.nahkampf)));
      else targets.push(t);
    }
  }
  return { attacker: { kind: 'squadron', id: attacker.id, zone: null }, engagedWith: engaged.map((q) => q.id), targets };
}

/** Enemy squadrons at distance 1 (seed "NAHKAMPF"). */
export function engagedSquadrons(squadron: TableSquadron, all: readonly TableSquadron[], config: GeometryConfig): TableSquadron[] {
  if (squadron.owner === null) return [];
  return all.filter(
    (q) => q.owner !== null && q.owner !== squadron.owner && distanceBand(Math.max(0, dist(q.position, squadron.position) - 2 * config.squadronBaseRadius), config) === 1,
  );
}

function enemiesOf<T extends TableShip | TableSquadron>(items: readonly T[], owner: number): T[] {
  return items.filter((i) => i.owner !== null && i.owner !== owner);
}

function blockers(sc: Scene, except: readonly string[]): { id: string; polygon: Polygon }[] {
  return [
    ...sc.table.obstacles.map((o) => ({ id: o.id, polygon: o.polygon })),
    ...sc.table.ships.filter((s) => !except.includes(s.id)).map((s) => ({ id: s.id, polygon: (sc.placed.get(s.id) as PlacedShip).token })),
  ];
}

function verdict(
  kind: 'ship' | 'squadron',
  id: string,
  zone: HullZone | null,
  measured: number | null,
  range: AttackRange | null,
  sight: { blockedByZone: HullZone | null; obstructedBy: readonly string[] },
  armament: DiceCount,
  fromSquadron = false,
): AttackTarget {
  const reasons: RuleViolation[] = [];
  if (measured === null) reasons.push(notInArc());
  else if (range === null) reasons.push(outOfRange(fromSquadron));
  if (sight.blockedByZone) reasons.push(noSight());
  const dice = range === null ? { red: 0, blue: 0, black: 0 } : diceAtRange(armament, range);
  if (range !== null && diceTotal(dice) === 0) reasons.push(noDice());
  return {
    kind,
    id,
    zone,
    inArc: measured !== null,
    distanceMm: measured === null ? null : Math.round(measured * 1000) / 1000,
    range,
    lineOfSight: sight.blockedByZone === null,
    blockedByZone: sight.blockedByZone,
    obstructedBy: sight.obstructedBy,
    dice,
    canAttack: reasons.length === 0,
    reasons,
  };
}

function refuse(t: AttackTarget, reason: RuleViolation): AttackTarget {
  return { ...t, canAttack: false, reasons: [...t.reasons, reason] };
}

function insideArc(p: Vec, arc: readonly HalfPlane[]): boolean {
  return arc.every((hp) => cross(sub(hp.to, hp.from), sub(p, hp.from)) >= 0);
}

/** The point of a disk closest to a polygon. */
function nearestOnDisk(centre: Vec, radius: number, poly: Polygon): Vec {
  return towards(centre, closestOnPolygon(centre, poly), radius);
}

function towards(centre: Vec, target: Vec, radius: number): Vec {
  const d = dist(centre, target);
  return d === 0 ? centre : add(centre, scale(sub(target, centre), radius / d));
}
