import type { Seat } from '../../core/visibility.view.js';
import { ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import { RULE } from '../rules.cite.js';
import { objectiveCard } from '../cards/objectives.manifest.js';
import type { ObjectiveRule } from '../cards/objective-card.define.js';
import { getShip, getSquadron } from '../catalog/catalog.lookup.js';
import { coloursInPool, live } from '../attack/attack.rules.js';
import { hits } from '../data/dice.data.js';
import { hasKeyword } from '../catalog/keyword.rules.js';
import { shipFleetCost } from './game.rules.js';
import { liveShips, shipCardOf, tableOf } from './game.table.js';
import { DEFAULT_GEOMETRY } from '../geometry/geometry.config.js';
import { placedBase, placeShip, shipShape } from '../geometry/ship-shape.geometry.js';
import { pointInPolygon, pointPolygonDistance, polygonDistance } from '../geometry/vec.geometry.js';
import type { ArmadaGameEvent, ArmadaState, GameShip, PendingEffect } from './game.types.js';

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
  return tokens + doubled + bonus + halfDamaged(s, seat);
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

/**
 * Opening Salvo: half the fleet point cost (rounded up; the ship card with
 * its upgrade cards) of each enemy ship still in play with at least one
 * damage card.
 */
function halfDamaged(s: ArmadaState, seat: Seat): number {
  if (!objectiveHas(s, 'damaged-enemy-ships-score-half')) return 0;
  const damaged = s.ships.filter((x) => x.owner !== seat && !x.destroyed && x.faceupDamage.length + x.facedownDamage.length > 0);
  return damaged.reduce((sum, x) => sum + Math.ceil(shipFleetCost(x) / 2), 0);
}

/**
 * After the attack dice are rolled (a normal attack of a ship): Opening Salvo
 * if the attacker still has its objective token and the defender is a ship;
 * Most Wanted if the defender is an objective ship and a colour is in the pool.
 */
export function objectiveAttackTriggers(s: ArmadaState): PendingEffect[] {
  const attack = s.attack;
  const record = attack?.attacks[attack.attacks.length - 1];
  if (!attack || !record || record.kind !== 'normal' || s.objective === null) return [];
  const attacker = attack.combatants[record.attacker];
  const defender = attack.combatants[record.defender];
  if (!attacker || !defender) return [];
  // Precision Strike: a ship or a Bomber squadron against a ship with a facedown card, a die with a hit in the pool.
  const bomber = attacker.kind === 'ship' || hasKeyword(getSquadron(attacker.card)!, 'Bomber');
  const precision =
    objectiveHas(s, 'spend-hit-to-turn-damage-faceup') && bomber && defender.kind === 'ship' && defender.facedownDamage.length > 0 && live(record.dice).some(({ die }) => hits(die.face) > 0);
  if (precision) return [{ ship: attacker.id, card: s.objective, when: 'objective-dice' }];
  if (attacker.kind !== 'ship') return [];
  const salvo = objectiveHas(s, 'first-attack-adds-two-dice') && defender.kind === 'ship' && s.ships.find((x) => x.id === attacker.id)?.objectiveToken === true;
  const wanted = objectiveHas(s, 'add-die-against-objective-ship') && s.objectiveShips.includes(defender.id) && coloursInPool(record).length > 0;
  return salvo || wanted ? [{ ship: attacker.id, card: s.objective, when: 'objective-dice' }] : [];
}

/**
 * Precision Strike: after an attack of a ship or a Bomber squadron on a ship,
 * one victory token for its owner per damage card that lies faceup on the
 * defender now and did not before (dealt faceup or turned faceup in it).
 * Read just before the attack ends, as for Superior Positions.
 */
export function faceupDamageTokens(s: ArmadaState): ArmadaGameEvent[] {
  const attack = s.attack;
  const first = attack?.attacks[0];
  if (!attack || !first || !objectiveHas(s, 'victory-token-per-faceup-damage')) return [];
  const defender = attack.combatants[first.defender];
  const attacker = attack.combatants[first.attacker];
  if (defender?.kind !== 'ship' || !attacker || (attacker.kind === 'squadron' && !hasKeyword(getSquadron(attacker.card)!, 'Bomber'))) return [];
  const before = s.ships.find((x) => x.id === defender.id);
  if (!before) return [];
  const turned = defender.faceupDamage.length - before.faceupDamage.length;
  return Array.from({ length: Math.max(0, turned) }, () => ({ type: 'VictoryTokenGained' as const, payload: { seat: attacker.seat as Seat, objective: s.objective!, ship: defender.id } }));
}

/**
 * Contested Outpost, at the end of each round: each player adds the command
 * values of his ships within distance 1 of the station (closest points of the
 * base and the station's outline); the higher sum gains a victory token, a
 * tie none.
 */
export function endOfRoundObjective(s: ArmadaState): ArmadaGameEvent | null {
  if (!objectiveHas(s, 'victory-token-for-station-command-value')) return null;
  const stations = tableOf(s).obstacles.filter((o) => o.type === 'station');
  const values: [number, number] = [0, 0];
  for (const x of liveShips(s)) {
    const base = placeShip(shipShape(shipCardOf(x), DEFAULT_GEOMETRY), x.pose).base;
    if (stations.some((o) => polygonDistance(base, o.polygon) <= DEFAULT_GEOMETRY.distanceBands[0])) values[x.owner] += shipCardOf(x).command;
  }
  const seat: Seat | null = values[0] > values[1] ? 0 : values[1] > values[0] ? 1 : null;
  return { type: 'StationContested', payload: { objective: s.objective!, commandValues: values, seat } };
}

/**
 * Which ship a seat may name now: Advanced Gunnery, one of his own; Most
 * Wanted, the second player one of his own and one of the first player's
 * (in either order), never the same ship twice.
 */
export function objectiveShipProblem(s: ArmadaState, seat: Seat, x: GameShip | undefined): RuleViolation | null {
  if (objectiveHas(s, 'second-player-names-both-objective-ships')) {
    const named = s.ships.filter((y) => s.objectiveShips.includes(y.id));
    if (!x || x.destroyed || s.objectiveShips.includes(x.id) || named.some((y) => y.owner === x.owner))
      return ruleViolation(
        'OBJECTIVE_SHIP_OWNER_NAMED',
        text('Benannt werden ein eigenes Schiff und eines des ersten Spielers, je eines (Einsatzziel „Meistgesucht“).', "You name one of your own ships and one of the first player's, one each (objective Most Wanted)."),
        RULE.einsatzziele,
      );
    return null;
  }
  if (!x || x.owner !== seat || x.destroyed) return ruleViolation('NOT_YOUR_SHIP', text('Benannt wird eines deiner eigenen Schiffe.', 'You name one of your own ships.'), RULE.einsatzziele);
  return null;
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
