import type { Seat } from '../../core/visibility.view.js';
import { objectiveCard } from '../cards/objectives.manifest.js';
import type { ObjectiveRule } from '../cards/objective-card.define.js';
import { getShip } from '../catalog/catalog.lookup.js';
import { DEFAULT_GEOMETRY } from '../geometry/geometry.config.js';
import { placedBase } from '../geometry/ship-shape.geometry.js';
import { pointInPolygon, pointPolygonDistance } from '../geometry/vec.geometry.js';
import type { ArmadaGameEvent, ArmadaState, GameShip } from './game.types.js';

/** Does the chosen objective carry this rule (and act: a not-played card carries none)? */
export function objectiveHas(s: ArmadaState, kind: ObjectiveRule['kind']): boolean {
  return s.objective !== null && (objectiveCard(s.objective)?.effect ?? []).some((r) => r.kind === kind);
}

/** The chosen objective's rule of this kind, with its parameters; undefined if it has none. */
export function objectiveRule<K extends ObjectiveRule['kind']>(s: ArmadaState, kind: K): Extract<ObjectiveRule, { kind: K }> | undefined {
  if (s.objective === null) return undefined;
  return (objectiveCard(s.objective)?.effect ?? []).find((r): r is Extract<ObjectiveRule, { kind: K }> => r.kind === kind);
}

/**
 * Seed "EINSATZZIELE": each victory token is worth the card's value in fleet
 * points at the end; Advanced Gunnery counts a destroyed enemy objective
 * ship's card cost once more (its upgrades are not doubled).
 */
export function objectivePoints(s: ArmadaState, seat: Seat): number {
  const tokens = objectiveHas(s, 'score-victory-tokens') ? s.victoryTokens[seat] * (objectiveCard(s.objective!)!.victoryTokenValue ?? 0) : 0;
  const doubled = objectiveHas(s, 'destroyed-objective-ship-scores-double')
    ? s.ships.filter((x) => x.owner !== seat && x.destroyed && s.objectiveShips.includes(x.id)).reduce((sum, x) => sum + (getShip(x.card)?.points.current ?? 0), 0)
    : 0;
  const more = objectiveRule(s, 'more-victory-tokens-scores');
  const bonus = more && s.victoryTokens[seat] > s.victoryTokens[seat === 0 ? 1 : 0] ? more.points : 0;
  return tokens + doubled + bonus;
}

/**
 * Intel Sweep: when an objective ship reveals its command dial, its owner
 * removes one objective token within distance 1 (from the ship's base to
 * the token's centre) and gains a victory token. The card says "may"; taking
 * is never worse, so the game takes the closest without asking.
 */
export function objectiveTokenOnReveal(s: ArmadaState, shipId: string): ArmadaGameEvent[] {
  const x = s.ships.find((v) => v.id === shipId);
  if (!x || x.destroyed || !s.objectiveShips.includes(x.id) || !objectiveHas(s, 'objective-ship-takes-token-on-reveal')) return [];
  const base = placedBase(getShip(x.card)!, x.pose, DEFAULT_GEOMETRY);
  const near = s.objectiveTokens
    .map((t) => ({ t, d: pointInPolygon(t, base) ? 0 : pointPolygonDistance(t, base) }))
    .filter((n) => n.d <= DEFAULT_GEOMETRY.distanceBands[0])
    .sort((a, b) => a.d - b.d)[0];
  if (!near) return [];
  return [
    { type: 'ObjectiveTokenTaken', payload: { seat: x.owner, token: near.t.id, ship: x.id } },
    { type: 'VictoryTokenGained', payload: { seat: x.owner, objective: s.objective!, ship: x.id } },
  ];
}

/** Advanced Gunnery: an objective ship may attack again from a hull zone it used; the first player's not twice at the same hull zone or squadron. */
export function repeatZone(s: ArmadaState, x: GameShip): { zoneAgain: boolean; targetOnce: boolean } {
  const zoneAgain = objectiveHas(s, 'objective-ship-attacks-from-one-zone') && s.objectiveShips.includes(x.id);
  return { zoneAgain, targetOnce: zoneAgain && x.owner === s.firstPlayer };
}

/** How an activation records an attack's target (`ShipActivation.attackedTargets`). */
export const targetKey = (target: string, zone: string | null | undefined): string => (zone ? `${target}:${zone}` : target);

/**
 * Superior Positions: after an attack on the rear hull zone of an enemy ship
 * that suffered at least 1 damage (a shield lost or a damage card dealt,
 * wherever a redirect sent it), the attacker's owner gains a victory token.
 * Read from the running attack just before it ends: its combatants carry the
 * defender's shields and cards, the table still the values from before.
 * Only the attack itself counts, not a salvo or counter attack after it.
 */
export function rearDamageToken(s: ArmadaState): ArmadaGameEvent | null {
  const attack = s.attack;
  const first = attack?.attacks[0];
  if (!attack || !first || !objectiveHas(s, 'victory-token-for-rear-damage')) return null;
  const defender = attack.combatants[first.defender];
  const attacker = attack.combatants[first.attacker];
  if (defender?.kind !== 'ship' || defender.zone !== 'rear' || !attacker) return null;
  const before = s.ships.find((x) => x.id === defender.id);
  if (!before) return null;
  const shields = (z: Record<string, number>) => Object.values(z).reduce((a, b) => a + b, 0);
  const cards = (x: { faceupDamage: readonly string[]; facedownDamage: readonly string[] }) => x.faceupDamage.length + x.facedownDamage.length;
  const suffered = shields(before.shields) - shields(defender.shields) + cards(defender) - cards(before);
  return suffered > 0 ? { type: 'VictoryTokenGained', payload: { seat: attacker.seat, objective: s.objective!, ship: defender.id } } : null;
}
