import type { HullZone } from '../catalog/catalog.types.js';
import type { PlacedShip } from './ship-shape.geometry.js';
import { EPSILON, segmentLengthInside, type Polygon, type Vec } from './vec.geometry.js';

export interface SightLine {
  /** A hull zone of the defending ship, other than the defending one, that the line crosses: no line of sight. */
  readonly blockedByZone: HullZone | null;
  /** Obstacles and ships (neither attacker nor defender) the line crosses: the attack is obstructed. */
  readonly obstructedBy: readonly string[];
}

/** Seed "SICHTLINIE UND VERSPERRTE ANGRIFFE". */
export function traceSightLine(
  from: Vec,
  to: Vec,
  defender: { readonly ship: PlacedShip; readonly zone: HullZone } | null,
  blockers: readonly { readonly id: string; readonly polygon: Polygon }[],
): SightLine {
  let blockedByZone: HullZone | null = null;
  if (defender)
    for (const z of ['front', 'right', 'rear', 'left'] as const) {
      if (z === defender.zone) continue;
      if (segmentLengthInside(from, to, defender.ship.zones[z]) > EPSILON * 1000) {
        blockedByZone = z;
        break;
      }
    }
  const obstructedBy = blockers.filter((b) => segmentLengthInside(from, to, b.polygon) > EPSILON * 1000).map((b) => b.id);
  return { blockedByZone, obstructedBy };
}
