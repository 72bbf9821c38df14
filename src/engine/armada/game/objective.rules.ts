import type { Seat } from '../../core/visibility.view.js';
import { objectiveCard } from '../cards/objectives.manifest.js';
import type { ObjectiveRule } from '../cards/objective-card.define.js';
import { getShip } from '../catalog/catalog.lookup.js';
import type { ArmadaGameEvent, ArmadaState, GameShip } from './game.types.js';

/** Does the chosen objective carry this rule (and act: a not-played card carries none)? */
export function objectiveHas(s: ArmadaState, kind: ObjectiveRule['kind']): boolean {
  return s.objective !== null && (objectiveCard(s.objective)?.effect ?? []).some((r) => r.kind === kind);
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
  return tokens + doubled;
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
