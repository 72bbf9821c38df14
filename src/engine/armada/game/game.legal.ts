import { raidDiscardActions, raided } from './raid.rules.js';
import { isViolation } from '../../core/rule-violation.error.js';
import { promptActions } from '../../core/prompts/prompt.actions.js';
import type { Seat } from '../../core/visibility.view.js';
import { legalAttackActions } from '../attack/attack.legal.js';
import { COMMAND_TYPES, HULL_ZONES, type HullZone } from '../catalog/catalog.types.js';
import { activeShip, dialAvailable, dialsNeeded, mayPass, tokenBlock } from './game.rules.js';
import { navigateDialEffect, squadronsChosenForTurn } from './game.upgrades.js';
import {
  displacedGrid,
  liveShips,
  liveSquadrons,
  shipAttackTargets,
  shipCardOf,
  shipManeuvers,
  squadronAttackTargets,
  squadronCardOf,
  squadronMoveGrid,
  squadronInReach,
  squadronsInCommandRange,
  shipInReach,
} from './game.table.js';
import { attacksPerRound, forbidden, forbiddingCard, yawAllowed } from './game.damage.js';
import type { AttackTarget } from '../geometry/attack.query.js';
import { attackerOf, defenderOf } from '../attack/attack.rules.js';
import type { AttackAction, AttackState } from '../attack/attack.types.js';
import type { ArmadaAction, ArmadaState, GameShip } from './game.types.js';
import { standardSetupActions } from './setup-standard.legal.js';
import { hyperspaceActions } from './hyperspace.rules.js';
import { repeatZone, targetKey } from './objective.rules.js';

/** Every action `seat` may take now: a finite list a bot can pick from (issue 9: small decisions). */
export function armadaLegalActions(s: ArmadaState, seat: Seat): ArmadaAction[] {
  if (s.status !== 'playing') return [];
  if (s.setup) return standardSetupActions(s, seat);
  if (s.prompt) return s.prompt.prompt.seat === seat ? promptActions(s.prompt.prompt) : [];
  if (s.attack) return legalAttackActions(s.attack, seat).filter((a) => attackActionBlock(s.attack!, a) === null);
  if (s.displaced) {
    if (s.displaced.placer !== seat) return [];
    const squadron = s.displaced.squadrons[0];
    return displacedGrid(s, s.displaced.ship, squadron, s.displaced.squadrons).map((p) => ({ type: 'PlaceDisplacedSquadron', squadron, x: p.x, y: p.y }));
  }
  // Hyperspace Assault: the second player's arrival decision comes before the dials.
  if (s.hyperspace) return hyperspaceActions(s, seat);
  if (s.phase === 'command')
    return liveShips(s)
      .filter((x) => x.owner === seat && dialsNeeded(x) > 0)
      .flatMap((x) => COMMAND_TYPES.map((command): ArmadaAction => ({ type: 'SetCommandDial', ship: x.id, command })));
  if (s.squadronActivation) return squadronActivationActions(s, seat);
  const x = activeShip(s);
  if (x) return x.owner === seat ? activationActions(s, x) : [];
  if (s.turn !== seat) return [];
  if (s.phase === 'ship') {
    const ships: ArmadaAction[] = liveShips(s).filter((v) => v.owner === seat && !v.activated).map((v) => ({ type: 'ActivateShip', ship: v.id }));
    return mayPass(s, seat) ? [...ships, { type: 'PassWithToken' }] : ships;
  }
  if (s.phase === 'squadron') {
    // A turn a card chose the squadrons of (Hyperwave Signal Boost) activates exactly those.
    const chosen = squadronsChosenForTurn(s);
    if (chosen.length > 0) return chosen.map((squadron) => ({ type: 'ActivateSquadron', squadron }));
    return liveSquadrons(s).filter((q) => q.owner === seat && !q.activated).map((q) => ({ type: 'ActivateSquadron', squadron: q.id }));
  }
  return [];
}

function activationActions(s: ArmadaState, x: GameShip): ArmadaAction[] {
  const a = s.activation!;
  switch (a.stage) {
    case 'reveal':
    case 'displaced':
      return [];
    case 'dial': {
      const keep: ArmadaAction[] = tokenBlock(x, a.revealed!) === null && !forbidden(x, 'have-command-tokens') ? [{ type: 'KeepCommandDial' }, { type: 'TakeCommandToken' }] : [{ type: 'KeepCommandDial' }];
      return [...keep, ...raidDiscardActions(x, a)];
    }
    case 'commands':
      return [...commandActions(s, x), { type: 'FinishCommands' }];
    case 'attack':
      return [...shipAttackActions(s, x), { type: 'FinishAttacks' }];
    case 'maneuver':
      return maneuverActions(s, x);
  }
}

/** Repair and squadron commands, as dial or token (seed "REPARIEREN", "STAFFEL"). */
export function commandActions(s: ArmadaState, x: GameShip): ArmadaAction[] {
  const a = s.activation!;
  const card = shipCardOf(x);
  const out: ArmadaAction[] = [];
  // Seed "ÜBERFALLMARKER": a raided command is resolved neither by dial nor by token.
  if (dialAvailable(a, 'repair') && !raided(x, 'repair')) out.push({ type: 'SpendRepair', source: 'dial' });
  if (x.tokens.includes('repair') && !raided(x, 'repair')) out.push({ type: 'SpendRepair', source: 'token' });
  // Capacitor Failure: a zone without shields takes none.
  const takes = (zone: HullZone) => x.shields[zone] < card.shields[zone] && !(x.shields[zone] === 0 && forbidden(x, 'recover-or-move-shields-into-empty-zone'));
  if (a.repairPoints >= 1) for (const from of HULL_ZONES) for (const to of HULL_ZONES) if (from !== to && x.shields[from] > 0 && takes(to)) out.push({ type: 'RepairMoveShield', from, to });
  if (a.repairPoints >= 2) for (const zone of HULL_ZONES) if (takes(zone)) out.push({ type: 'RepairRestoreShield', zone });
  if (a.repairPoints >= 3) x.faceupDamage.forEach((_, index) => out.push({ type: 'RepairDiscardDamage', faceup: true, index }));
  // Battle Droid Reserves makes a facedown card cheaper.
  if (a.repairPoints >= 3 - (a.repairDiscount ?? 0)) x.facedownDamage.forEach((_, index) => out.push({ type: 'RepairDiscardDamage', faceup: false, index }));
  // The revealed dial, or a squadron dial a card gave the ship (T-series Tactical Droid).
  const byDial = ((a.dialKept && a.revealed === 'squadron') || (a.extraDials ?? []).includes('squadron')) && a.squadronsByDial < card.squadron && !raided(x, 'squadron');
  const byToken = x.tokens.includes('squadron') && !raided(x, 'squadron');
  if (byDial || byToken)
    for (const q of squadronsInCommandRange(s, x)) {
      if (byDial) out.push({ type: 'ActivateSquadronByCommand', squadron: q.id, source: 'dial' });
      if (byToken) out.push({ type: 'ActivateSquadronByCommand', squadron: q.id, source: 'token' });
    }
  return out;
}

/** Up to two attacks, each from a hull zone not used yet this activation (seed "PHASE 2: SCHIFFSPHASE", Angreifen). */
export function shipAttackActions(s: ArmadaState, x: GameShip, firstOnly = false): ArmadaAction[] {
  const a = s.activation!;
  if (!shipInReach(s, x)) return [];
  const out: ArmadaAction[] = [];
  // The zone attacking squadrons goes on with the squadrons it has not attacked yet.
  if (a.volley)
    for (const t of allowedShipTargets(s, x, a.volley.zone))
      if (t.kind === 'squadron' && !a.volley.squadrons.includes(t.id)) out.push({ type: 'DeclareShipAttack', zone: a.volley.zone, target: t.id });
  if (firstOnly && out.length > 0) return out;
  if (a.attackedFrom.length >= attacksPerRound(x)) return out;
  const repeat = repeatZone(s, x);
  for (const zone of HULL_ZONES) {
    if (a.attackedFrom.includes(zone) && !repeat.zoneAgain) continue;
    for (const t of allowedShipTargets(s, x, zone))
      if (!(repeat.targetOnce && a.attackedTargets.includes(targetKey(t.id, t.zone))))
        out.push(t.zone ? { type: 'DeclareShipAttack', zone, target: t.id, targetZone: t.zone } : { type: 'DeclareShipAttack', zone, target: t.id });
    if (firstOnly && out.length > 0) return out;
  }
  return out;
}

/**
 * The targets a hull zone may declare: the kernel's verdicts, less what the
 * ship's faceup damage cards forbid (Depowered Armament: long range;
 * Disengaged Fire Control: obstructed targets).
 */
export function allowedShipTargets(s: ArmadaState, x: GameShip, zone: HullZone): AttackTarget[] {
  const noLong = forbidden(x, 'attack-at-long-range', 'attacker');
  const noObstructed = forbidden(x, 'declare-obstructed-target', 'attacker');
  return shipAttackTargets(s, x.id, zone).filter((t) => !(noLong && t.range === 'long') && !(noObstructed && t.obstructedBy.length > 0));
}

/**
 * The faceup damage card that forbids an attack step, or null: Blinded
 * Gunners (accuracies), Targeter Disruption (critical effects), Faulty
 * Countermeasures (exhausted tokens), Capacitor Failure (redirect while the
 * defending zone has no shields).
 */
export function attackActionBlock(attack: AttackState, action: AttackAction): string | null {
  const attacker = attackerOf(attack);
  const defender = defenderOf(attack);
  switch (action.type) {
    case 'SpendAccuracy':
      return attacker.kind === 'ship' ? forbiddingCard(attacker, 'spend-accuracy-icons', 'attacker') : null;
    case 'ResolveStandardCritical':
      return attacker.kind === 'ship' ? forbiddingCard(attacker, 'resolve-critical-effects', 'attacker') : null;
    case 'SpendDefenseToken': {
      if (defender.kind !== 'ship') return null;
      const token = defender.defenseTokens[action.token];
      if (token?.state === 'exhausted') {
        const card = forbiddingCard(defender, 'spend-exhausted-defense-tokens');
        if (card) return card;
      }
      if (token?.type === 'redirect') return forbiddingCard(defender, 'spend-redirect-tokens', 'defender', (c) => c === 'defending-zone-has-no-shields' && defender.shields[defender.zone] === 0);
      return null;
    }
    default:
      return null;
  }
}

/** Every course the speed chart allows, with the navigate dial and token the ship can spend, on each side the tool fits (seed "MANÖVER AUSFÜHREN"). */
export function maneuverActions(s: ArmadaState, x: GameShip): ArmadaAction[] {
  // Swift Return gives the dial's effect without a dial (game.upgrades.ts).
  const free = !raided(x, 'navigate');
  const navigate = { dial: free && (dialAvailable(s.activation, 'navigate') || navigateDialEffect(s, x)), token: free && x.tokens.includes('navigate') };
  const options = shipManeuvers(s, x, navigate);
  if (isViolation(options)) return [];
  const out: ArmadaAction[] = [];
  for (const o of options.options)
    for (const c of o.courses)
      for (const spend of c.spend)
        for (const outcome of c.outcomes)
          if (outcome.legal && yawAllowed(x, shipCardOf(x).speedChart[String(o.speed)] ?? [], c.yaw, spend.dial))
            out.push({ type: 'ExecuteManeuver', speedChange: o.speedChange, course: c.yaw, side: outcome.side, dial: spend.dial, token: spend.token });
  return out;
}

/** A squadron phase activation moves or attacks; one by a squadron command may do both (seed "PHASE 3: STAFFELPHASE", "STAFFEL"). */
function squadronActivationActions(s: ArmadaState, seat: Seat): ArmadaAction[] {
  const sa = s.squadronActivation!;
  const q = s.squadrons.find((v) => v.id === sa.squadron)!;
  if (q.owner !== seat) return [];
  const out: ArmadaAction[] = [];
  const mayMove = !sa.moved && (sa.byCommand || !sa.attacked);
  const mayAttack = !sa.attacked && (sa.byCommand || !sa.moved);
  if (mayMove && squadronCardOf(q).speed > 0)
    for (const p of squadronMoveGrid(s, q)) out.push({ type: 'MoveSquadron', x: p.x, y: p.y });
  if (mayAttack && squadronInReach(s, q))
    for (const t of squadronAttackTargets(s, q.id))
      out.push(t.zone ? { type: 'DeclareSquadronAttack', target: t.id, targetZone: t.zone as HullZone } : { type: 'DeclareSquadronAttack', target: t.id });
  out.push({ type: 'FinishSquadronActivation' });
  return out;
}
