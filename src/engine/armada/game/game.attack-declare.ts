import type { DecisionBuffer } from '../../core/decision.buffer.js';
import type { Rng } from '../../core/rng.random.js';
import { isViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { setupAttack, type CombatantInput } from '../attack/attack.setup.js';
import type { HullZone } from '../catalog/catalog.types.js';
import { dialAvailable } from './game.rules.js';
import { engagedWith, shipAttackTargets, squadronAttackTargets } from './game.table.js';
import type { ArmadaEvent, ArmadaState, GameShip, GameSquadron } from './game.types.js';
import { raided } from './raid.rules.js';
import { tokenSubstitutes } from './game.upgrades.js';

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;

/**
 * Who declares an attack: a ship's hull zone, or a squadron; `evenWhileEngaged`
 * lifts seed "NAHKAMPF" ("must attack a squadron") for an attack a card
 * allows while engaged (Haor Chall Prototypes).
 */
export type AttackOrigin = { readonly kind: 'ship'; readonly id: string; readonly zone: HullZone } | { readonly kind: 'squadron'; readonly id: string; readonly evenWhileEngaged?: boolean };

export function shipCombatant(x: GameShip, zone: HullZone, a: ArmadaState['activation'], attacking = true): CombatantInput {
  return {
    kind: 'ship',
    id: x.id,
    ship: x.card,
    seat: x.owner,
    zone,
    speed: x.speed,
    shields: x.shields,
    defenseTokens: x.defenseTokens,
    faceupDamage: x.faceupDamage,
    facedownDamage: x.facedownDamage,
    // Seed "ÜBERFALLMARKER": a concentrate-fire raid token leaves neither to spend.
    concentrateFire: attacking ? { dial: dialAvailable(a, 'concentrate-fire') && !raided(x, 'concentrate-fire'), token: x.tokens.includes('concentrate-fire') && !raided(x, 'concentrate-fire') } : {},
    // Either side may defend (the attacker against a salvo).
    tokenSubstitutes: tokenSubstitutes(x),
  };
}

/** A squadron in an attack; `bySquadronCommand`: activated by a squadron command (AI: Anti-Squadron). */
export function squadronCombatant(q: GameSquadron, bySquadronCommand = false): CombatantInput {
  return { kind: 'squadron', id: q.id, squadron: q.card, seat: q.owner, hull: q.hull, defenseTokens: q.defenseTokens, activatedBySquadronCommand: bySquadronCommand };
}

/**
 * Seed "ANGREIFEN": the game measures range, line of sight and obstruction
 * (the kernel's verdict for this target) and hands the attack to the attack
 * decider with the game's own damage deck.
 */
export function declareAttack(b: Buffer, attacker: CombatantInput, target: string, targetZone: HullZone | null, from: AttackOrigin): RuleViolation | null {
  const s = b.state;
  const targets = from.kind === 'ship' ? shipAttackTargets(s, from.id, from.zone) : squadronAttackTargets(s, from.id, from.evenWhileEngaged ?? false);
  const t = targets.find((v) => v.id === target && v.zone === targetZone);
  if (!t || !t.range) throw new Error(`armada: a legal attack target ${target} was not found`);
  const defShip = s.ships.find((v) => v.id === target);
  const defSquadron = s.squadrons.find((v) => v.id === target);
  const defender: CombatantInput = defShip ? shipCombatant(defShip, targetZone!, null, false) : squadronCombatant(defSquadron!);
  const engaged = defSquadron ? engagedWith(s, defSquadron.id).filter((id) => id !== attacker.id).length > 0 : false;
  const events = setupAttack(
    { attacker, defender, range: t.range, obstructed: t.obstructedBy.length > 0, defenderEngagedWithAnotherSquadron: engaged, damageDeck: s.deck },
    NO_CHANCE,
  );
  if (isViolation(events)) return events;
  for (const e of events) b.emit(e.event, e.visibility, e.redacted);
  return null;
}

const NO_CHANCE: Rng = {
  int: () => {
    throw new Error('armada: chance while declaring an attack');
  },
  roll: () => {
    throw new Error('armada: chance while declaring an attack');
  },
  shuffle: () => {
    throw new Error('armada: chance while declaring an attack');
  },
};
