import { isViolation, ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import { hasKeyword } from '../catalog/keyword.rules.js';
import { badInput, expectRecord, expectString } from '../input.parse.js';
import { RULE } from '../rules.cite.js';
import { engagedSquadrons } from './attack.query.js';
import { parseGeometryConfig, type GeometryConfig } from './geometry.config.js';
import { placedBase } from './ship-shape.geometry.js';
import { parsePoint, parseTable, type Table, type TableInput, type TableSquadron } from './table.input.js';
import { diskPolygonDistance, diskPolygonOverlap, dist, EPSILON, type Vec } from './vec.geometry.js';

export interface SquadronReach {
  readonly id: string;
  readonly speed: number;
  /** The base may end anywhere its centre is within this many mm of where it started. */
  readonly reachMm: number;
  readonly engagedWith: readonly string[];
  readonly canMove: boolean;
  readonly reasons: readonly RuleViolation[];
}

export interface SquadronMoveInput {
  readonly squadron: string;
  readonly table: TableInput;
  readonly geometry?: unknown;
}

export interface SquadronDestinationInput extends SquadronMoveInput {
  readonly to: { readonly x: number; readonly y: number };
}

export interface SquadronPlacementCheck {
  readonly ok: true;
  readonly distanceMm: number;
  /** Any part of the base off the play area; null when the table gave no play area. */
  readonly leavesPlayArea: boolean | null;
}

/** A parsed table, its measurements and the squadron in question: what the typed checks take. */
export interface SquadronScene {
  readonly table: Table;
  readonly config: GeometryConfig;
  readonly squadron: TableSquadron;
}

function scene(raw: unknown): (SquadronScene & { r: Record<string, unknown> }) | RuleViolation {
  const r = expectRecord(raw, 'squadronMove');
  if (isViolation(r)) return r;
  const id = expectString(r.squadron, 'squadron');
  if (isViolation(id)) return id;
  const config = parseGeometryConfig(r.geometry);
  if (isViolation(config)) return config;
  const table = parseTable(r.table);
  if (isViolation(table)) return table;
  const squadron = table.squadrons.find((q) => q.id === id);
  if (!squadron) return badInput('squadron', `keine Staffel „${id}“ auf dem Tisch`, `no squadron "${id}" on the table`);
  return { r, table, config, squadron };
}

/**
 * How far a squadron may move (seed "BEWEGUNG VON STAFFELN"): the ruler's
 * distance-1 end touches the base and no part of the moved base may lie
 * beyond the distance band of the squadron's speed, so the centre moves at
 * most that band's outer edge. An engaged squadron cannot move (seed
 * "NAHKAMPF"), unless only Heavy squadrons engage it (card keyword).
 */
export function squadronMoveReach(raw: unknown): SquadronReach | RuleViolation {
  const sc = scene(raw);
  if (isViolation(sc)) return sc;
  return reach(sc);
}

function reach(sc: SquadronScene): SquadronReach {
  const { squadron, config } = sc;
  const speed = squadron.card.speed;
  const engaged = engagedSquadrons(squadron, sc.table.squadrons, config);
  const holding = engaged.filter((q) => !hasKeyword(q.card, 'Heavy'));
  const reasons = holding.length > 0 ? [engagedCannotMove()] : [];
  const reachMm = speed === 0 ? 0 : config.distanceBands[Math.min(speed, config.distanceBands.length) - 1];
  return { id: squadron.id, speed, reachMm, engagedWith: engaged.map((q) => q.id), canMove: reasons.length === 0, reasons };
}

const engagedCannotMove = () => ruleViolation('SQUADRON_ENGAGED_CANNOT_MOVE', text('Eine Staffel im Nahkampf kann sich nicht bewegen.', 'An engaged squadron cannot move.'), RULE.nahkampf);

/** Checks one destination for a squadron move. */
export function checkSquadronMove(raw: unknown): SquadronPlacementCheck | RuleViolation {
  const sc = scene(raw);
  if (isViolation(sc)) return sc;
  const to = parsePoint(sc.r.to, 'to');
  if (isViolation(to)) return to;
  return checkSquadronMoveIn(sc, to);
}

/** `checkSquadronMove` on a table the caller already holds (the game's path: no JSON parsing). */
export function checkSquadronMoveIn(sc: SquadronScene, to: Vec): SquadronPlacementCheck | RuleViolation {
  const rr = reach(sc);
  if (!rr.canMove) return rr.reasons[0];
  const moved = dist(sc.squadron.position, to);
  if (moved > rr.reachMm + EPSILON)
    return ruleViolation(
      'SQUADRON_MOVE_TOO_FAR',
      text(`Schub ${rr.speed} reicht ${rr.reachMm} mm weit, nicht ${moved.toFixed(1)} mm.`, `Speed ${rr.speed} reaches ${rr.reachMm} mm, not ${moved.toFixed(1)} mm.`),
      RULE.bewegungVonStaffeln,
    );
  const clash = overlapAt(sc, to);
  if (clash) return clash;
  return { ok: true, distanceMm: Math.round(moved * 1000) / 1000, leavesPlayArea: offTable(sc, to) };
}

/**
 * Checks where the opponent puts a squadron a ship moved onto (seed
 * "ÜBERSCHNEIDUNGEN MIT STAFFELN"): touching the ship's base, overlapping
 * nothing. `ship` names the ship at its new position in the table.
 */
export function checkDisplacedSquadronPlacement(raw: unknown): SquadronPlacementCheck | RuleViolation {
  const sc = scene(raw);
  if (isViolation(sc)) return sc;
  const to = parsePoint(sc.r.to, 'to');
  if (isViolation(to)) return to;
  const shipId = expectString(sc.r.ship, 'ship');
  if (isViolation(shipId)) return shipId;
  return checkDisplacedSquadronPlacementIn(sc, shipId, to);
}

/** `checkDisplacedSquadronPlacement` on a table the caller already holds. */
export function checkDisplacedSquadronPlacementIn(sc: SquadronScene, shipId: string, to: Vec): SquadronPlacementCheck | RuleViolation {
  const ship = sc.table.ships.find((s) => s.id === shipId);
  if (!ship) return badInput('ship', `kein Schiff „${shipId}“ auf dem Tisch`, `no ship "${shipId}" on the table`);
  const gap = diskPolygonDistance(to, sc.config.squadronBaseRadius, placedBase(ship.card, ship.pose, sc.config));
  if (gap > sc.config.touchTolerance)
    return ruleViolation(
      'DISPLACED_SQUADRON_NOT_TOUCHING',
      text('Die verschobene Staffel muss die Basis des Schiffes berühren.', "The displaced squadron must touch the ship's base."),
      RULE.ueberschneidungenMitStaffeln,
    );
  const clash = overlapAt(sc, to);
  if (clash) return clash;
  return { ok: true, distanceMm: Math.round(dist(sc.squadron.position, to) * 1000) / 1000, leavesPlayArea: offTable(sc, to) };
}

function overlapAt(sc: SquadronScene, to: Vec): RuleViolation | null {
  const r = sc.config.squadronBaseRadius;
  const squadronHit = sc.table.squadrons.some((q) => q.id !== sc.squadron.id && dist(q.position, to) < 2 * r - EPSILON);
  // Touching a ship is fine; overlapping one is not (the tolerance keeps a touching placement legal).
  // A ship whose bounding circle is out of reach cannot overlap: skip placing its base.
  const shipHit = sc.table.ships.some((s) => {
    const b = sc.config.shipBase[s.card.size];
    return dist(to, s.pose) <= r + Math.hypot(b.width, b.length) / 2 + 1 && diskPolygonOverlap(to, r, placedBase(s.card, s.pose, sc.config), 1e-3);
  });
  if (!squadronHit && !shipHit) return null;
  return ruleViolation(
    'SQUADRON_WOULD_OVERLAP',
    text('Die Basis der Staffel darf keine andere Staffel und kein Schiff überschneiden.', 'The squadron base may not overlap another squadron or a ship.'),
    RULE.bewegungVonStaffeln,
  );
}

function offTable(sc: SquadronScene, p: Vec): boolean | null {
  const a = sc.table.playArea;
  if (!a) return null;
  const r = sc.config.squadronBaseRadius;
  return p.x - r < 0 || p.y - r < 0 || p.x + r > a.width || p.y + r > a.height;
}
