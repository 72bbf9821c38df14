import { canonicalJson } from '../../core/action-id.hash.js';
import { DecisionBuffer } from '../../core/decision.buffer.js';
import type { Emitted } from '../../core/game.contract.js';
import type { Rng } from '../../core/rng.random.js';
import { isViolation, ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text, type Text } from '../../core/text.js';
import { onlySeats, PUBLIC, SERVER_ONLY, type Seat } from '../../core/visibility.view.js';
import { decideAttack } from '../attack/attack.decide.js';
import { setupAttack, type CombatantInput } from '../attack/attack.setup.js';
import type { AttackAction } from '../attack/attack.types.js';
import type { HullZone } from '../catalog/catalog.types.js';
import { executeManeuver } from '../geometry/maneuver.query.js';
import { RULE } from '../rules.cite.js';
import { evolveArmada } from './game.evolve.js';
import { allowedShipTargets, armadaLegalActions, attackActionBlock, commandActions, shipAttackActions } from './game.legal.js';
import { engineeringValue, extraCardOnOverlap, forbiddingCard, runEffect, yawAllowed } from './game.damage.js';
import { answerPrompt, isPromptActionType } from '../../core/prompts/prompt.actions.js';
import type { PromptAction } from '../../core/prompts/prompt.types.js';
import { attacksPerRound } from './game.damage.js';
import { activeShip, destroyedPoints, dialAvailable, hasShips, hasUnactivatedShip, hasUnactivatedSquadron, LAST_ROUND, other, seatNeedsDials, tokenBlock } from './game.rules.js';
import { displacedGrid, displacedProblem, engagedWith, shipAttackTargets, shipCardOf, squadronAttackTargets, squadronMoveProblem, tableInput, tableOf } from './game.table.js';
import type { ArmadaAction, ArmadaEvent, ArmadaGameEvent, ArmadaResult, ArmadaState, GameShip, GameSquadron } from './game.types.js';

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;

const ATTACK_ACTIONS: ReadonlySet<string> = new Set<AttackAction['type']>([
  'RemoveObstructedDie',
  'RollAttackDice',
  'SpendConcentrateFireDial',
  'SpendConcentrateFireToken',
  'RerollWithSwarm',
  'AddAntiSquadronDie',
  'SpendAccuracy',
  'FinishAttackEffects',
  'SpendDefenseToken',
  'FinishDefenseTokens',
  'ResolveStandardCritical',
  'SkipCritical',
  'RedirectDamage',
  'PerformSalvo',
  'PerformCounter',
  'DeclineFollowUp',
]);

export const isAttackAction = (a: ArmadaAction): a is AttackAction => ATTACK_ACTIONS.has(a.type);

const refuse = (code: string, messages: Text, rule: string): RuleViolation => ruleViolation(code, messages, rule);

/**
 * Decides one action of `armada`: the events it causes and every step
 * nobody decides that follows (revealing a dial, ending an activation,
 * passing the turn, the status phase, the end), or why it is refused.
 */
export function decideArmada(state: ArmadaState, seat: Seat, action: ArmadaAction, rng: Rng): Emitted<ArmadaEvent>[] | RuleViolation {
  if (state.status !== 'playing') return refuse('GAME_OVER', text('Die Partie ist zu Ende.', 'The game is over.'), RULE.spielsieg);
  const b: Buffer = new DecisionBuffer(state, evolveArmada);
  if (state.prompt) {
    // A damage card asks: only its answer goes on (core prompts).
    if (!isPromptActionType(action.type))
      return refuse('DAMAGE_CARD_ASKS', text('Erst wird die Frage der Schadenskarte beantwortet.', "The damage card's question is answered first."), RULE.schadenAnSchiffen);
    if (state.prompt.prompt.seat !== seat) return refuse('NOT_YOUR_DECISION', text('Jetzt entscheidet die andere Seite.', 'The other side decides now.'), RULE.schadenAnSchiffen);
    const answer = answerPrompt(state.prompt.prompt, action as PromptAction);
    if (isViolation(answer)) return answer;
    runEffect(b, dealFacedown, answer);
  } else if (isPromptActionType(action.type)) {
    return refuse('NO_QUESTION_OPEN', text('Gerade stellt keine Karte eine Frage.', 'No card is asking a question now.'), RULE.schadenAnSchiffen);
  } else if (state.attack) {
    if (!isAttackAction(action))
      return refuse('ATTACK_IN_PROGRESS', text('Erst wird der laufende Angriff abgehandelt.', 'The attack in progress is resolved first.'), RULE.angreifen);
    const blockedBy = attackActionBlock(state.attack, action);
    if (blockedBy)
      return refuse(
        'DAMAGE_CARD_FORBIDS',
        text(`Die offene Schadenskarte ${blockedBy} verbietet das in diesem Angriff.`, `The faceup damage card ${blockedBy} forbids that in this attack.`),
        RULE.schadenAnSchiffen,
      );
    const events = decideAttack(state.attack, seat, action, rng);
    if (isViolation(events)) return events;
    for (const e of events) b.emit(e.event, e.visibility, e.redacted);
  } else {
    if (isAttackAction(action)) return refuse('NO_ATTACK_IN_PROGRESS', text('Es läuft kein Angriff.', 'No attack is in progress.'), RULE.angreifen);
    const refused = refusal(state, seat, action);
    if (refused) return refused;
    const problem = act(b, action as Exclude<ArmadaAction, AttackAction | PromptAction>);
    if (problem) return problem;
  }
  advance(b);
  return b.events;
}

/** Actions checked against the legal list; exact positions and courses are checked by the geometry kernel in `act`. */
function refusal(s: ArmadaState, seat: Seat, action: ArmadaAction): RuleViolation | null {
  if (action.type === 'ExecuteManeuver' || action.type === 'MoveSquadron' || action.type === 'PlaceDisplacedSquadron') return whoseDecision(s, seat, action);
  const cheap = cheapCheck(s, seat, action);
  if (cheap !== undefined) return cheap;
  const key = canonicalJson(action);
  if (armadaLegalActions(s, seat).some((l) => canonicalJson(l) === key)) return null;
  return whoseDecision(s, seat, action) ?? explain(s, action) ?? refuse('ACTION_NOT_ALLOWED_NOW', text('Diese Handlung ist jetzt nicht möglich.', 'That action is not possible now.'), phaseRule(s));
}

/**
 * The decisions whose legal list is costly to build (every attack target of
 * every zone), checked directly; undefined = use the legal list.
 */
function cheapCheck(s: ArmadaState, seat: Seat, action: ArmadaAction): RuleViolation | null | undefined {
  const whose = whoseDecision(s, seat, action);
  if (whose) return whose;
  const notNow = refuse('ACTION_NOT_ALLOWED_NOW', text('Diese Handlung ist jetzt nicht möglich.', 'That action is not possible now.'), phaseRule(s));
  switch (action.type) {
    case 'FinishAttacks':
      return s.activation?.stage === 'attack' && !s.squadronActivation ? null : notNow;
    case 'FinishSquadronActivation':
      return s.squadronActivation ? null : notNow;
    case 'DeclareShipAttack': {
      const x = activeShip(s);
      if (!x || s.activation?.stage !== 'attack' || s.squadronActivation) return notNow;
      const volley = s.activation.volley;
      const continues = volley?.zone === action.zone && action.targetZone === undefined && !volley.squadrons.includes(action.target);
      const fresh = !s.activation.attackedFrom.includes(action.zone) && s.activation.attackedFrom.length < attacksPerRound(x);
      const ok = (continues || fresh) && allowedShipTargets(s, x, action.zone).some((t) => t.id === action.target && (t.zone ?? undefined) === action.targetZone);
      return ok ? null : (explain(s, action) ?? notNow);
    }
    case 'DeclareSquadronAttack': {
      const sa = s.squadronActivation;
      if (!sa) return notNow;
      if (sa.attacked || (!sa.byCommand && sa.moved))
        return refuse('SQUADRON_MOVES_OR_ATTACKS', text('In der Staffelphase bewegt sich eine Staffel oder greift an, nicht beides.', 'In the squadron phase a squadron moves or attacks, not both.'), RULE.staffelphase);
      const ok = squadronAttackTargets(s, sa.squadron).some((t) => t.id === action.target && (t.zone ?? undefined) === action.targetZone);
      return ok ? null : refuse('TARGET_NOT_ATTACKABLE', text('Dieses Ziel ist nicht angreifbar (Entfernung 1, Nahkampf, Sichtlinie).', 'That target cannot be attacked (distance 1, engagement, line of sight).'), RULE.angreifenMitStaffeln);
    }
    default:
      return undefined;
  }
}

function phaseRule(s: ArmadaState): string {
  return s.phase === 'command' ? RULE.kommandophase : s.phase === 'squadron' ? RULE.staffelphase : RULE.schiffsphase;
}

/** Is it this seat's decision at all, and of this kind? */
function whoseDecision(s: ArmadaState, seat: Seat, action: ArmadaAction): RuleViolation | null {
  const notYours = refuse('NOT_YOUR_DECISION', text('Jetzt entscheidet die andere Seite.', 'The other side decides now.'), phaseRule(s));
  const wrong = refuse('ACTION_NOT_ALLOWED_NOW', text('Diese Handlung ist jetzt nicht möglich.', 'That action is not possible now.'), phaseRule(s));
  if (s.displaced) {
    if (s.displaced.placer !== seat)
      return refuse('NOT_YOUR_DECISION', text('Verschobene Staffeln platziert der andere Spieler.', 'The other player places displaced squadrons.'), RULE.ueberschneidungenMitStaffeln);
    return action.type === 'PlaceDisplacedSquadron' ? null : wrong;
  }
  if (action.type === 'PlaceDisplacedSquadron') return wrong;
  if (s.phase === 'command') return !seatNeedsDials(s, seat) ? notYours : action.type === 'SetCommandDial' ? null : wrong;
  if (s.squadronActivation) {
    const q = s.squadrons.find((v) => v.id === s.squadronActivation?.squadron);
    if (q?.owner !== seat) return notYours;
    return action.type === 'MoveSquadron' || action.type === 'DeclareSquadronAttack' || action.type === 'FinishSquadronActivation' ? null : wrong;
  }
  if (action.type === 'MoveSquadron') return wrong;
  const x = activeShip(s);
  if (x) {
    if (x.owner !== seat) return notYours;
    if (action.type === 'ExecuteManeuver' && s.activation?.stage !== 'maneuver')
      return refuse('NOT_TIME_TO_MANEUVER', text('Das Manöver folgt auf die Angriffe.', 'The maneuver comes after the attacks.'), RULE.schiffsphase);
    return null;
  }
  if (action.type === 'ExecuteManeuver') return wrong;
  return s.turn === seat ? null : notYours;
}

/** Specific reasons for the refusals people meet most. */
function explain(s: ArmadaState, action: ArmadaAction): RuleViolation | null {
  const x = activeShip(s);
  switch (action.type) {
    case 'TakeCommandToken': {
      if (!x || !s.activation) return null;
      const card = forbiddingCard(x, 'have-command-tokens');
      if (card)
        return refuse('DAMAGE_CARD_FORBIDS', text(`Die offene Schadenskarte ${card} verbietet Kommandomarker.`, `The faceup damage card ${card} forbids command tokens.`), RULE.schadenAnSchiffen);
      if (!s.activation.revealed) return null;
      const why = tokenBlock(x, s.activation.revealed);
      if (why === 'duplicate')
        return refuse('COMMAND_TOKEN_DUPLICATE', text('Ein Schiff darf keinen Kommandomarker mehrfach haben.', 'A ship may not have two identical command tokens.'), RULE.kommandomarker);
      if (why === 'limit')
        return refuse(
          'COMMAND_TOKEN_LIMIT',
          text('Ein Schiff hat höchstens so viele Kommandomarker, wie sein Kommandowert beträgt.', 'A ship has at most as many command tokens as its command value.'),
          RULE.kommandomarker,
        );
      return null;
    }
    case 'ActivateShip': {
      const target = s.ships.find((v) => v.id === action.ship);
      if (target?.activated)
        return refuse('SHIP_ALREADY_ACTIVATED', text('Dieses Schiff wurde in dieser Runde schon aktiviert.', 'That ship was already activated this round.'), RULE.schiffsphase);
      return null;
    }
    case 'SetCommandDial': {
      const target = s.ships.find((v) => v.id === action.ship);
      if (target && target.dials.length >= shipCardOf(target).command)
        return refuse('COMMAND_STACK_FULL', text('Das Schiff hat schon so viele Kommandoräder, wie sein Kommandowert beträgt.', 'The ship already has as many dials as its command value.'), RULE.kommandophase);
      return null;
    }
    case 'DeclareShipAttack':
      if (s.activation?.attackedFrom.includes(action.zone))
        return refuse('HULL_ZONE_ALREADY_ATTACKED', text('Der zweite Angriff muss von einer anderen Hüllensektion ausgehen.', 'The second attack must come from another hull zone.'), RULE.schiffsphase);
      if (s.activation && s.activation.attackedFrom.length >= 2)
        return refuse('TWO_ATTACKS_MADE', text('Ein Schiff greift höchstens zwei Mal an.', 'A ship attacks at most twice.'), RULE.schiffsphase);
      return refuse('TARGET_NOT_ATTACKABLE', text('Dieses Ziel ist von dort nicht angreifbar (Feuerwinkel, Reichweite, Sichtlinie).', 'That target cannot be attacked from there (arc, range, line of sight).'), RULE.zielFestlegen);
    default:
      return null;
  }
}

/** The events of one accepted action (not an attack step), or a refusal found while computing them. */
function act(b: Buffer, action: Exclude<ArmadaAction, AttackAction | PromptAction>): RuleViolation | null {
  const s = b.state;
  const x = activeShip(s);
  const a = s.activation;
  const pub = (e: ArmadaGameEvent) => b.emit(e, PUBLIC);
  switch (action.type) {
    case 'SetCommandDial': {
      // Seed "PHASE 1: KOMMANDOPHASE": chosen in secret; the other seat learns only that a dial was assigned.
      const owner = s.ships.find((v) => v.id === action.ship)!.owner;
      b.emit({ type: 'CommandDialAssigned', payload: { ship: action.ship, command: action.command } }, onlySeats(owner), { ship: action.ship });
      return null;
    }
    case 'ActivateShip': {
      const ship = s.ships.find((v) => v.id === action.ship)!;
      // Seed "KOMMANDORAD AUFDECKEN": the top dial is revealed next (after Crew Panic, if the ship has it).
      pub({ type: 'ShipActivated', payload: { ship: ship.id } });
      return null;
    }
    case 'KeepCommandDial':
      pub({ type: 'CommandDialKept', payload: { ship: x!.id } });
      return null;
    case 'TakeCommandToken':
      pub({ type: 'CommandTokenTaken', payload: { ship: x!.id, command: a!.revealed! } });
      return null;
    case 'SpendRepair': {
      // Power Failure halves it per card.
      const engineering = engineeringValue(x!, shipCardOf(x!).engineering);
      // Seed "REPARIEREN": the dial gives the engineering value, a token half of it rounded up.
      pub({ type: 'RepairPointsGained', payload: { ship: x!.id, source: action.source, points: action.source === 'dial' ? engineering : Math.ceil(engineering / 2) } });
      return null;
    }
    case 'RepairMoveShield':
      pub({ type: 'ShieldMoved', payload: { ship: x!.id, from: action.from, to: action.to } });
      return null;
    case 'RepairRestoreShield':
      pub({ type: 'ShieldRestored', payload: { ship: x!.id, zone: action.zone } });
      return null;
    case 'RepairDiscardDamage': {
      const card = (action.faceup ? x!.faceupDamage : x!.facedownDamage)[action.index];
      const e: ArmadaGameEvent = { type: 'DamageCardDiscarded', payload: { ship: x!.id, faceup: action.faceup, index: action.index, card } };
      // A facedown card leaves the ship unseen: nobody learns which it was.
      if (action.faceup) pub(e);
      else b.emit(e, SERVER_ONLY, { ship: x!.id, faceup: false, index: action.index });
      return null;
    }
    case 'ActivateSquadronByCommand':
      pub({ type: 'SquadronCommandUsed', payload: { ship: x!.id, squadron: action.squadron, source: action.source } });
      pub({ type: 'SquadronActivated', payload: { squadron: action.squadron, byCommand: true } });
      return null;
    case 'FinishCommands':
      pub({ type: 'CommandsFinished', payload: { ship: x!.id } });
      return null;
    case 'DeclareShipAttack': {
      pub({ type: 'ShipAttackDeclared', payload: { ship: x!.id, zone: action.zone, target: action.target, targetZone: action.targetZone ?? null, obstructedBy: [] } });
      return declareAttack(b, shipCombatant(x!, action.zone, a!), action.target, action.targetZone ?? null, { kind: 'ship', id: x!.id, zone: action.zone });
    }
    case 'FinishAttacks':
      pub({ type: 'AttacksFinished', payload: { ship: x!.id } });
      return null;
    case 'ExecuteManeuver':
      return maneuver(b, x!, action);
    case 'PlaceDisplacedSquadron': {
      const d = s.displaced!;
      if (!d.squadrons.includes(action.squadron))
        return refuse('SQUADRON_NOT_DISPLACED', text('Diese Staffel wurde nicht verschoben.', 'That squadron was not displaced.'), RULE.ueberschneidungenMitStaffeln);
      const table = tableOf(s, d.squadrons.filter((q) => q !== action.squadron));
      const problem = displacedProblem(table, d.ship, action.squadron, { x: action.x, y: action.y });
      if (problem === 'off-table')
        return refuse('SQUADRON_WOULD_LEAVE_PLAY_AREA', text('Die Staffel muss ganz auf der Spielfläche stehen.', 'The squadron must stand wholly inside the play area.'), RULE.ueberschneidungenMitStaffeln);
      if (problem) return problem;
      pub({ type: 'DisplacedSquadronPlaced', payload: { squadron: action.squadron, position: { x: action.x, y: action.y } } });
      return null;
    }
    case 'ActivateSquadron':
      pub({ type: 'SquadronActivated', payload: { squadron: action.squadron, byCommand: false } });
      return null;
    case 'MoveSquadron': {
      const sa = s.squadronActivation!;
      const q = s.squadrons.find((v) => v.id === sa.squadron)!;
      if (sa.moved || (!sa.byCommand && sa.attacked))
        return refuse('SQUADRON_MOVES_OR_ATTACKS', text('In der Staffelphase bewegt sich eine Staffel oder greift an, nicht beides.', 'In the squadron phase a squadron moves or attacks, not both.'), RULE.staffelphase);
      const problem = squadronMoveProblem(s, q, { x: action.x, y: action.y });
      if (problem === 'off-table')
        return refuse('SQUADRON_WOULD_LEAVE_PLAY_AREA', text('Die Staffel muss ganz auf der Spielfläche bleiben.', 'The squadron must stay wholly inside the play area.'), RULE.bewegungVonStaffeln);
      if (problem) return problem;
      pub({ type: 'SquadronMoved', payload: { squadron: q.id, position: { x: action.x, y: action.y } } });
      return null;
    }
    case 'DeclareSquadronAttack': {
      const q = s.squadrons.find((v) => v.id === s.squadronActivation!.squadron)!;
      pub({ type: 'SquadronAttackDeclared', payload: { squadron: q.id, target: action.target, targetZone: action.targetZone ?? null } });
      const attacker: CombatantInput = {
        kind: 'squadron',
        id: q.id,
        squadron: q.card,
        seat: q.owner,
        hull: q.hull,
        defenseTokens: q.defenseTokens,
        activatedBySquadronCommand: s.squadronActivation!.byCommand,
      };
      return declareAttack(b, attacker, action.target, action.targetZone ?? null, { kind: 'squadron', id: q.id });
    }
    case 'FinishSquadronActivation':
      pub({ type: 'SquadronActivationEnded', payload: { squadron: s.squadronActivation!.squadron } });
      return null;
  }
}

function shipCombatant(x: GameShip, zone: HullZone, a: ArmadaState['activation'], attacking = true): CombatantInput {
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
    concentrateFire: attacking ? { dial: dialAvailable(a, 'concentrate-fire'), token: x.tokens.includes('concentrate-fire') } : {},
  };
}

function squadronCombatant(q: GameSquadron): CombatantInput {
  return { kind: 'squadron', id: q.id, squadron: q.card, seat: q.owner, hull: q.hull, defenseTokens: q.defenseTokens, activatedBySquadronCommand: false };
}

/**
 * Seed "ANGREIFEN": the game measures range, line of sight and obstruction
 * (the kernel's verdict for this target) and hands the attack to the attack
 * decider with the game's own damage deck.
 */
function declareAttack(
  b: Buffer,
  attacker: CombatantInput,
  target: string,
  targetZone: HullZone | null,
  from: { kind: 'ship'; id: string; zone: HullZone } | { kind: 'squadron'; id: string },
): RuleViolation | null {
  const s = b.state;
  const targets = from.kind === 'ship' ? shipAttackTargets(s, from.id, from.zone) : squadronAttackTargets(s, from.id);
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

/**
 * Seed "MANÖVER AUSFÜHREN", "NAVIGIEREN", "ÜBERSCHNEIDUNGEN MIT SCHIFFEN"
 * and "... MIT STAFFELN": the kernel checks the course and finds where the
 * ship ends; a collision deals one facedown damage card to the moved ship
 * and to the closest ship it overlapped; squadrons under it are placed by
 * the other player; a ship partly off the play area is destroyed (Rules
 * Reference; the seed is silent).
 */
function maneuver(b: Buffer, x: GameShip, action: Extract<ArmadaAction, { type: 'ExecuteManeuver' }>): RuleViolation | null {
  const s = b.state;
  if (action.dial && !dialAvailable(s.activation, 'navigate'))
    return refuse('NO_NAVIGATE_DIAL', text('Kein aufgedecktes Navigieren-Kommandorad verfügbar.', 'No revealed navigate dial to spend.'), RULE.navigieren);
  if (action.token && !x.tokens.includes('navigate'))
    return refuse('NO_NAVIGATE_TOKEN', text('Das Schiff hat keinen Navigieren-Kommandomarker.', 'The ship has no navigate token.'), RULE.navigieren);
  const outcome = executeManeuver({
    ship: x.card,
    pose: x.pose,
    speed: x.speed,
    navigate: { dial: action.dial, token: action.token },
    shipId: x.id,
    table: tableInput(s),
    speedChange: action.speedChange,
    course: action.course,
    side: action.side ?? 'right',
  });
  if (isViolation(outcome)) return outcome;
  const speed = x.speed + action.speedChange;
  if (!yawAllowed(x, shipCardOf(x).speedChart[String(speed)] ?? [], action.course, action.dial))
    return refuse(
      'DAMAGE_CARD_FORBIDS',
      text('Thrust-Control Malfunction: das letzte drehbare Gelenk erlaubt einen Klick weniger.', 'Thrust-Control Malfunction: the last adjustable joint allows one click less.'),
      RULE.schadenAnSchiffen,
    );
  // Spending what the change did not need is refused: the dial and token say what paid for it.
  const needed = Math.abs(action.speedChange) + (extraClickUsed(x, speed, action.course) ? 1 : 0);
  if ((action.dial ? 1 : 0) + (action.token ? 1 : 0) > Math.max(needed, 0) && !(action.dial && needed >= 1))
    return refuse('NAVIGATE_NOT_NEEDED', text('Für dieses Manöver wird kein Navigieren-Kommando gebraucht.', 'This maneuver needs no navigate command.'), RULE.navigieren);
  b.emit(
    {
      type: 'ShipManeuvered',
      payload: {
        ship: x.id,
        speed,
        course: action.course,
        side: speed === 0 ? null : action.side,
        executedSpeed: outcome.executedSpeed,
        pose: outcome.finalPose,
        dial: action.dial,
        token: action.token,
        overlappedShips: outcome.overlappedShips,
        collidedWith: outcome.collidedWith,
      },
    },
    PUBLIC,
  );
  if (outcome.collidedWith) {
    for (const id of [x.id, outcome.collidedWith]) dealFacedown(b, id, 'collision');
  }
  // Damaged Controls: an overlap while moving costs one more facedown card.
  if (outcome.overlappedShips.length > 0 && extraCardOnOverlap(x)) dealFacedown(b, x.id, 'damaged-controls');
  const moved = b.state.ships.find((v) => v.id === x.id)!;
  if (!moved.destroyed && outcome.leavesPlayArea) b.emit({ type: 'ShipRemoved', payload: { ship: x.id, reason: 'left-play-area' } }, PUBLIC);
  const still = b.state.ships.find((v) => v.id === x.id)!;
  if (!still.destroyed && outcome.displacedSquadrons.length > 0)
    b.emit({ type: 'SquadronsDisplaced', payload: { ship: x.id, placer: other(x.owner), squadrons: outcome.displacedSquadrons } }, PUBLIC);
  return null;
}

function extraClickUsed(x: GameShip, speed: number, course: readonly number[]): boolean {
  const limits = shipCardOf(x).speedChart[String(speed)] ?? [];
  return course.some((c, j) => Math.abs(c) > (limits[j] ?? 0));
}

/** One facedown damage card from the top of the deck (seed "ÜBERSCHNEIDUNGEN MIT SCHIFFEN"); destroyed at hull many cards. */
export function dealFacedown(b: Buffer, shipId: string, cause: 'collision' | 'damaged-controls' | 'damage-card'): void {
  const x = b.state.ships.find((v) => v.id === shipId)!;
  if (x.destroyed) return;
  const card = b.state.deck[0];
  if (card === undefined) return;
  b.emit({ type: 'FacedownDamageDealt', payload: { ship: shipId, card, cause } }, SERVER_ONLY, { ship: shipId, cause });
  const after = b.state.ships.find((v) => v.id === shipId)!;
  if (after.faceupDamage.length + after.facedownDamage.length >= shipCardOf(after).hull) b.emit({ type: 'ShipRemoved', payload: { ship: shipId, reason: 'damage' } }, PUBLIC);
}

/** The steps nobody decides, run until somebody must decide or the game is over. */
function advance(b: Buffer): void {
  for (let guard = 0; guard < 200; guard++) {
    const s = b.state;
    // Damage-card effects first; those of a dealt card wait until its attack is over.
    if (s.status === 'playing' && !s.prompt && s.effects.length > 0 && (!s.attack || s.effects[0].when === 'roll-attack-dice')) {
      runEffect(b, dealFacedown);
      continue;
    }
    const next = nextStep(b.state);
    if (!next) return;
    b.emit(next.event, next.visibility ?? PUBLIC);
  }
  throw new Error('armada: the automatic steps do not settle');
}

function nextStep(s: ArmadaState): { event: ArmadaGameEvent; visibility?: Emitted['visibility'] } | null {
  if (s.status !== 'playing' || s.attack || s.prompt) return null;
  const ended = endCheck(s);
  if (ended) return { event: { type: 'GameEnded', payload: ended } };
  if (s.displaced) {
    const first = s.displaced.squadrons[0];
    if (displacedGrid(s, s.displaced.ship, first, s.displaced.squadrons).length === 0)
      return { event: { type: 'SquadronRemoved', payload: { squadron: first, reason: 'no-room-to-place' } } };
    return null;
  }
  if (s.phase === 'command') {
    if (seatNeedsDials(s, 0) || seatNeedsDials(s, 1)) return null;
    return { event: { type: 'ShipPhaseStarted', payload: { turn: s.firstPlayer } } };
  }
  if (s.squadronActivation) {
    const sa = s.squadronActivation;
    const q = s.squadrons.find((v) => v.id === sa.squadron)!;
    const done = q.destroyed || (sa.byCommand ? sa.moved && sa.attacked : sa.moved || sa.attacked);
    return done ? { event: { type: 'SquadronActivationEnded', payload: { squadron: q.id } } } : null;
  }
  const x = activeShip(s);
  if (x && s.activation) {
    const a = s.activation;
    if (x.destroyed || (a.stage === 'displaced' && s.effects.length === 0)) return { event: { type: 'ShipActivationEnded', payload: { ship: x.id } } };
    // Seed "KOMMANDORAD AUFDECKEN" (after Crew Panic, if the ship has it).
    if (a.stage === 'reveal' && s.effects.length === 0) return { event: { type: 'CommandDialRevealed', payload: { ship: x.id, command: x.dials[0] } } };
    if (a.stage === 'commands' && commandActions(s, x).length === 0) return { event: { type: 'CommandsFinished', payload: { ship: x.id } } };
    if (a.stage === 'attack' && shipAttackActions(s, x, true).length === 0) return { event: { type: 'AttacksFinished', payload: { ship: x.id } } };
    return null;
  }
  if (s.phase === 'ship') {
    // The turn passes after each activation (evolve); a player without unactivated ships passes (seed "PHASE 2: SCHIFFSPHASE").
    if (hasUnactivatedShip(s, s.turn)) return null;
    if (hasUnactivatedShip(s, other(s.turn))) return { event: { type: 'TurnPassed', payload: { turn: other(s.turn) } } };
    return { event: { type: 'SquadronPhaseStarted', payload: { turn: s.firstPlayer } } };
  }
  if (s.phase === 'squadron') {
    // Two activations per turn, one if only one is left; with none the player passes (seed "PHASE 3: STAFFELPHASE").
    if (hasUnactivatedSquadron(s, s.turn) && s.squadronsThisTurn < 2) return null;
    if (hasUnactivatedSquadron(s, other(s.turn))) return { event: { type: 'TurnPassed', payload: { turn: other(s.turn) } } };
    if (hasUnactivatedSquadron(s, s.turn)) return { event: { type: 'TurnPassed', payload: { turn: s.turn } } };
    // Seed "PHASE 4: STATUSPHASE": nothing in it needs a decision in the training scenario.
    return { event: { type: 'StatusPhaseResolved', payload: { round: s.round } } };
  }
  if (s.phase === 'status') return { event: { type: 'RoundStarted', payload: { round: s.round + 1 } } };
  return null;
}

/** Seed "SPIELSIEG" and our assumptions for what it leaves open (docs/games/armada.md). */
export function endCheck(s: ArmadaState): ArmadaResult | null {
  const alive = [hasShips(s, 0), hasShips(s, 1)];
  const points: [number, number] = [destroyedPoints(s, 0), destroyedPoints(s, 1)];
  const second = other(s.firstPlayer);
  const byPoints = (): Seat => (points[0] === points[1] ? second : points[0] > points[1] ? 0 : 1);
  if (!alive[0] && !alive[1]) return { winner: byPoints(), points, reason: 'both-fleets-destroyed' };
  if (!alive[0]) return { winner: 1, points, reason: 'fleet-destroyed' };
  if (!alive[1]) return { winner: 0, points, reason: 'fleet-destroyed' };
  // Seed "SPIELVERLAUF": the game ends with the sixth round's status phase.
  if (s.phase === 'status' && s.round >= LAST_ROUND) return { winner: byPoints(), points, reason: 'six-rounds' };
  return null;
}
