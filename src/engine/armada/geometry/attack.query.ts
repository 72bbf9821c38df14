import { isViolation, ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import { HULL_ZONES, type DiceCount, type HullZone } from '../catalog/catalog.types.js';
import { hasKeyword } from '../catalog/keyword.rules.js';
import { diceAtRange, diceTotal, type AttackRange } from '../data/dice.data.js';
import { badInput, expectOneOf, expectRecord, expectString } from '../input.parse.js';
import { RULE } from '../rules.cite.js';
import { partInArc } from './firing-arc.measure.js';
import { parseGeometryConfig, type GeometryConfig } from './geometry.config.js';
import { crossedOtherZone, traceSightLine } from './line-of-sight.measure.js';
import { distanceBand, rangeBand } from './range.measure.js';
import type { HalfPlane, PlacedShip } from './ship-shape.geometry.js';
import { parseTable, type TableInput, type TableShip, type TableSquadron } from './table.input.js';
import { buildScene, type TableScene } from './table.scene.js';
import { add, closestOnPolygon, closestPointPairs, cross, diskPolygon, dist, polygonDistance, scale, sub, type Polygon, type Vec } from './vec.geometry.js';

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

/** A segment on the table, mm. */
export interface Segment {
  readonly from: Vec;
  readonly to: Vec;
}

/** Everything the geometry says about one hull zone attacking one ship hull zone or squadron. */
export interface HullZoneSight {
  readonly inArc: boolean;
  /** Closest-point length to the part inside the arc, mm; null when not in arc. */
  readonly distanceMm: number | null;
  /** Range band of that length; null = not in arc or beyond long range. */
  readonly range: AttackRange | null;
  /** Targeting point to targeting point (ship) or to the squadron's closest point (seed). */
  readonly sightLine: Segment;
  /** The closest-point line the range is measured along; null when not in arc or when the two touch. */
  readonly rangeLine: Segment | null;
  readonly lineOfSight: boolean;
  /** The defender's other hull zone that blocks the line of sight, and which line crosses it. */
  readonly blockedByZone: HullZone | null;
  readonly blockedOn: 'sight-line' | 'range-line' | null;
  /** Obstacles (a visible part of them) and other ships (their bases) the line of sight crosses. */
  readonly obstructedBy: readonly string[];
}

function parseScene(r: Record<string, unknown>): TableScene | RuleViolation {
  const config = parseGeometryConfig(r.geometry);
  if (isViolation(config)) return config;
  const table = parseTable(r.table);
  if (isViolation(table)) return table;
  return buildScene(table, config);
}

const notInArc = () => ruleViolation('TARGET_NOT_IN_ARC', text('Das Ziel liegt nicht im Feuerwinkel.', 'The target is not inside the firing arc.'), RULE.zielFestlegen);
const outOfRange = (squadron: boolean) =>
  squadron
    ? ruleViolation('TARGET_NOT_AT_DISTANCE_1', text('Staffeln greifen nur Ziele in Entfernung 1 an.', 'Squadrons attack only targets at distance 1.'), RULE.angreifenMitStaffeln)
    : ruleViolation('TARGET_OUT_OF_RANGE', text('Das Ziel ist außer Angriffsreichweite.', 'The target is beyond attack range.'), RULE.zielFestlegen);
const noSight = (on: 'sight-line' | 'range-line') =>
  on === 'sight-line'
    ? ruleViolation(
        'NO_LINE_OF_SIGHT',
        text('Die Sichtlinie kreuzt eine andere Hüllensektion des Verteidigers.', "The line of sight crosses another of the defender's hull zones."),
        RULE.sichtlinieUndVersperrteAngriffe,
      )
    : ruleViolation(
        'NO_LINE_OF_SIGHT',
        text(
          'Die Angriffsreichweite wird durch eine andere Hüllensektion des Verteidigers gemessen: keine Sichtlinie (Referenzhandbuch, „Sichtlinie“).',
          "Attack range is measured through another of the defender's hull zones: no line of sight (Rules Reference, \"Line of Sight\").",
        ),
        RULE.sichtlinieUndVersperrteAngriffe,
      );
const noDice = () =>
  ruleViolation('NO_DICE_AT_RANGE', text('Auf diese Reichweite darf keiner der Würfel geworfen werden.', 'None of the dice may be rolled at this range.'), RULE.zielFestlegen);

/**
 * What one hull zone of a ship can attack from where everything stands
 * (seed "ANGREIFEN", "ZIEL FESTLEGEN", "FEUERWINKEL UND REICHWEITE ABMESSEN",
 * "SICHTLINIE UND VERSPERRTE ANGRIFFE", "Staffeln mit einem Schiff
 * angreifen"): every enemy hull zone and squadron with arc, range, line of
 * sight, obstruction and dice. The JSON form of `hullZoneTargets`.
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
  const sc = parseScene(r);
  if (isViolation(sc)) return sc;
  return hullZoneTargets(sc, { id, zone });
}

/** Every enemy hull zone and squadron one hull zone can see, with arc, range, line of sight, obstruction and dice. */
export function hullZoneTargets(sc: TableScene, attackerRef: { readonly id: string; readonly zone: HullZone }): AttackOptions | RuleViolation {
  const attacker = shipAttacker(sc, attackerRef.id);
  if (isViolation(attacker)) return attacker;
  const zone = attackerRef.zone;
  const targets: AttackTarget[] = [];
  for (const enemy of enemiesOf(sc.table.ships, attacker.owner as number))
    for (const dz of HULL_ZONES) targets.push(shipTargetVerdict(shipOnShip(sc, attacker, zone, enemy, dz), enemy.id, dz, attacker.card.battery[zone]));
  for (const q of enemiesOf(sc.table.squadrons, attacker.owner as number))
    targets.push(shipTargetVerdict(shipOnSquadron(sc, attacker, zone, q), q.id, null, attacker.card.antiSquadron));
  return { attacker: { kind: 'ship', id: attacker.id, zone }, engagedWith: [], targets };
}

/**
 * Line of sight, obstruction, arc and range from one hull zone to one enemy
 * hull zone (`defender.zone`) or squadron (no zone), with the lines drawn:
 * what the game asks before declaring a target.
 */
export function hullZoneSight(
  sc: TableScene,
  attackerRef: { readonly id: string; readonly zone: HullZone },
  defender: { readonly id: string; readonly zone?: HullZone },
): HullZoneSight | RuleViolation {
  const attacker = sc.table.ships.find((s) => s.id === attackerRef.id);
  if (!attacker) return badInput('attacker.id', `kein Schiff „${attackerRef.id}“ auf dem Tisch`, `no ship "${attackerRef.id}" on the table`);
  const ship = sc.table.ships.find((s) => s.id === defender.id);
  if (ship) {
    if (!defender.zone) return badInput('defender.zone', 'ein Schiff braucht die verteidigende Hüllensektion', 'a ship defends with one hull zone');
    return shipOnShip(sc, attacker, attackerRef.zone, ship, defender.zone);
  }
  const squadron = sc.table.squadrons.find((q) => q.id === defender.id);
  if (squadron) return shipOnSquadron(sc, attacker, attackerRef.zone, squadron);
  return badInput('defender.id', `kein Modell „${defender.id}“ auf dem Tisch`, `no model "${defender.id}" on the table`);
}

function shipAttacker(sc: TableScene, id: string): TableShip | RuleViolation {
  const attacker = sc.table.ships.find((s) => s.id === id);
  if (!attacker) return badInput('attacker.id', `kein Schiff „${id}“ auf dem Tisch`, `no ship "${id}" on the table`);
  if (attacker.owner === null) return badInput('attacker.owner', 'der Angreifer braucht einen Besitzer', 'the attacker needs an owner');
  return attacker;
}

function shipOnShip(sc: TableScene, attacker: TableShip, zone: HullZone, enemy: TableShip, dz: HullZone): HullZoneSight {
  const me = sc.placed.get(attacker.id) as PlacedShip;
  const them = sc.placed.get(enemy.id) as PlacedShip;
  const zonePoly = me.zones[zone];
  const part = partInArc(them.zones[dz], me.arcs[zone]);
  const measured = part.length > 0 ? polygonDistance(zonePoly, part) : null;
  const sightLine = { from: me.targetingPoints[zone], to: them.targetingPoints[dz] };
  const sight = traceSightLine(sightLine.from, sightLine.to, { ship: them, zone: dz }, sc.blockers, [attacker.id, enemy.id]);
  // Rules Reference "Measuring Firing Arc and Range": range measured through another zone of the defender blocks too.
  let rangeLine: Segment | null = null;
  let rangeBlock: HullZone | null = null;
  if (measured !== null && measured > 0) {
    const lines = closestPointPairs(zonePoly, part).map(({ a, b }) => ({ from: a, to: b, crossed: crossedOtherZone(a, b, them, dz) }));
    // Equally short lines: the attacker may measure along any of them.
    const clear = lines.find((l) => l.crossed === null);
    const chosen = clear ?? lines[0];
    rangeLine = { from: chosen.from, to: chosen.to };
    rangeBlock = chosen.crossed;
  }
  return sightVerdict(measured, measured === null ? null : rangeBand(measured, sc.config), sightLine, rangeLine, sight, rangeBlock);
}

function shipOnSquadron(sc: TableScene, attacker: TableShip, zone: HullZone, q: TableSquadron): HullZoneSight {
  const me = sc.placed.get(attacker.id) as PlacedShip;
  const r2 = sc.config.squadronBaseRadius;
  const zonePoly = me.zones[zone];
  const arc = me.arcs[zone];
  const part = partInArc(diskPolygon(q.position, r2), arc);
  const nearest = nearestOnDisk(q.position, r2, zonePoly);
  // Exact when the disk's nearest point lies in the arc; otherwise measure to the clipped outline.
  const measured = part.length === 0 ? null : insideArc(nearest, arc) ? Math.max(0, dist(closestOnPolygon(q.position, zonePoly), q.position) - r2) : polygonDistance(zonePoly, part);
  const sightLine = { from: me.targetingPoints[zone], to: nearest };
  const sight = traceSightLine(sightLine.from, sightLine.to, null, sc.blockers, [attacker.id]);
  const rangeLine = measured === null || measured === 0 ? null : { from: closestOnPolygon(q.position, zonePoly), to: nearest };
  return sightVerdict(measured, measured === null ? null : rangeBand(measured, sc.config), sightLine, rangeLine, sight, null);
}

function sightVerdict(
  measured: number | null,
  range: AttackRange | null,
  sightLine: Segment,
  rangeLine: Segment | null,
  sight: { readonly blockedByZone: HullZone | null; readonly obstructedBy: readonly string[] },
  rangeBlock: HullZone | null,
): HullZoneSight {
  const blockedByZone = sight.blockedByZone ?? rangeBlock;
  return {
    inArc: measured !== null,
    distanceMm: measured,
    range,
    sightLine,
    rangeLine,
    lineOfSight: blockedByZone === null,
    blockedByZone,
    blockedOn: sight.blockedByZone ? 'sight-line' : rangeBlock ? 'range-line' : null,
    obstructedBy: sight.obstructedBy,
  };
}

function shipTargetVerdict(s: HullZoneSight, id: string, zone: HullZone | null, armament: DiceCount): AttackTarget {
  return verdict(zone === null ? 'squadron' : 'ship', id, zone, s.distanceMm, s.range, s, armament);
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
  const sc = parseScene(r);
  if (isViolation(sc)) return sc;
  return squadronTargets(sc, id);
}

/** Every enemy squadron and hull zone a squadron can attack, with the engagement rules applied. */
export function squadronTargets(sc: TableScene, id: string): AttackOptions | RuleViolation {
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
    const sight = traceSightLine(from, to, null, sc.blockers, []);
    const t = verdict('squadron', q.id, null, gap, atOne ? 'distance-1' : null, sight, attacker.card.antiSquadron, true);
    if (t.canAttack && escorts.length > 0 && !hasKeyword(q.card, 'Escort'))
      targets.push(refuse(t, ruleViolation('ESCORT_MUST_BE_ATTACKED', text('Eine Staffel mit ESKORTE im Nahkampf muss zuerst angegriffen werden.', 'An engaged squadron with ESCORT must be attacked instead.'), RULE.schluesselwoerterDerStaffeln)));
    else targets.push(t);
  }
  for (const enemy of enemiesOf(sc.table.ships, attacker.owner)) {
    const them = sc.placed.get(enemy.id) as PlacedShip;
    for (const dz of HULL_ZONES) {
      const closest = closestOnPolygon(attacker.position, them.zones[dz]);
      const gap = Math.max(0, dist(closest, attacker.position) - radius);
      const atOne = distanceBand(gap, sc.config) === 1;
      const from = nearestOnDisk(attacker.position, radius, them.zones[dz]);
      const sight = traceSightLine(from, them.targetingPoints[dz], { ship: them, zone: dz }, sc.blockers, [enemy.id]);
      // Rules Reference: range measured through another of the defender's zones blocks the line of sight too.
      const rangeBlock = gap > 0 ? crossedOtherZone(from, closest, them, dz) : null;
      const t = verdict('ship', enemy.id, dz, gap, atOne ? 'distance-1' : null, { ...sight, rangeBlock }, attacker.card.battery, true);
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

function verdict(
  kind: 'ship' | 'squadron',
  id: string,
  zone: HullZone | null,
  measured: number | null,
  range: AttackRange | null,
  sight: { readonly blockedByZone: HullZone | null; readonly obstructedBy: readonly string[]; readonly rangeBlock?: HullZone | null; readonly blockedOn?: 'sight-line' | 'range-line' | null },
  armament: DiceCount,
  fromSquadron = false,
): AttackTarget {
  const reasons: RuleViolation[] = [];
  if (measured === null) reasons.push(notInArc());
  else if (range === null) reasons.push(outOfRange(fromSquadron));
  const blockedByZone = sight.blockedByZone ?? sight.rangeBlock ?? null;
  if (blockedByZone) reasons.push(noSight(sight.blockedOn ?? (sight.blockedByZone ? 'sight-line' : 'range-line')));
  const dice = range === null ? { red: 0, blue: 0, black: 0 } : diceAtRange(armament, range);
  if (range !== null && diceTotal(dice) === 0) reasons.push(noDice());
  return {
    kind,
    id,
    zone,
    inArc: measured !== null,
    distanceMm: measured === null ? null : Math.round(measured * 1000) / 1000,
    range,
    lineOfSight: blockedByZone === null,
    blockedByZone,
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
