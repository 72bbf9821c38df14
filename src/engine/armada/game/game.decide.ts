import { raidRefusal, raided, raidTokensOf } from './raid.rules.js';
import { canonicalJson } from '../../core/action-id.hash.js';
import { DecisionBuffer } from '../../core/decision.buffer.js';
import type { Emitted } from '../../core/game.contract.js';
import type { Rng } from '../../core/rng.random.js';
import { isViolation, ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text, type Text } from '../../core/text.js';
import { onlySeats, PUBLIC, SERVER_ONLY, type Seat } from '../../core/visibility.view.js';
import { ATTACK_ACTION_TYPES } from '../attack/attack.action.js';
import { decideAttack } from '../attack/attack.decide.js';
import type { AttackAction } from '../attack/attack.types.js';
import { RULE } from '../rules.cite.js';
import { evolveArmada } from './game.evolve.js';
import { declareAttack, shipCombatant, squadronCombatant } from './game.attack-declare.js';
import { allowedShipTargets, armadaLegalActions, attackActionBlock } from './game.legal.js';
import { advance } from './game.advance.js';
import { maneuver } from './game.maneuver.js';
import { attacksPerRound, engineeringValue, forbiddingCard } from './game.damage.js';
import { emitAttackEvents } from './game.upgrades.js';
import { runQueuedEffect } from './game.upgrade-run.js';
import { upgradeCard } from '../cards/upgrades.manifest.js';
import { objectiveCard } from '../cards/objectives.manifest.js';
import { squadronCard } from '../cards/squadrons.manifest.js';
import { answerPrompt, isPromptActionType } from '../../core/prompts/prompt.actions.js';
import type { PromptAction } from '../../core/prompts/prompt.types.js';
import { activeShip, seatNeedsDials, tokenBlock } from './game.rules.js';
import { displacedProblem, onStation, squadronCardOf, shipCardOf, squadronAttackTargets, squadronMoveProblem, tableOf } from './game.table.js';
import type { ArmadaAction, ArmadaEvent, ArmadaGameEvent, ArmadaState, HyperspaceAction, StandardSetupAction } from './game.types.js';
import { decideHyperspace, hyperspaceTurnProblem } from './hyperspace.decide.js';
import { decideStandardSetup, isStandardSetupAction } from './setup-standard.decide.js';
import { objectiveHas, repeatZone, targetKey } from './objective.rules.js';

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;

const ATTACK_ACTIONS: ReadonlySet<string> = new Set<string>(ATTACK_ACTION_TYPES);

export const isAttackAction = (a: ArmadaAction): a is AttackAction => ATTACK_ACTIONS.has(a.type);

const refuse = (code: string, messages: Text, rule: string): RuleViolation => ruleViolation(code, messages, rule);

/**
 * Decides one action of `armada`: the events it causes and every step
 * nobody decides that follows (revealing a dial, ending an activation,
 * passing the turn, the status phase, the end), or why it is refused.
 */
export function decideArmada(state: ArmadaState, seat: Seat, action: ArmadaAction, rng: Rng): Emitted<ArmadaEvent>[] | RuleViolation {
  if (state.status !== 'playing') return refuse('GAME_OVER', text('Die Partie ist zu Ende.', 'The game is over.'), RULE.spielsieg);
  // The full setup (scenario standard) has its own decisions.
  if (isStandardSetupAction(action) || state.setup) {
    if (!isStandardSetupAction(action))
      return refuse('SETUP_RUNS', text('Erst wird der Spielaufbau abgeschlossen.', 'The setup is finished first.'), RULE.vollstaendigerSpielaufbau);
    return decideStandardSetup(state, seat, action, rng);
  }
  const b: Buffer = new DecisionBuffer(state, evolveArmada);
  if (state.prompt) {
    // A damage or upgrade card asks: only its answer goes on (core prompts).
    if (!isPromptActionType(action.type))
      return objectiveCard(state.prompt.frame.card)
        ? refuse('OBJECTIVE_CARD_ASKS', text('Erst wird die Frage des Einsatzziels beantwortet.', "The objective card's question is answered first."), RULE.einsatzziele)
        : upgradeCard(state.prompt.frame.card)
        ? refuse('UPGRADE_CARD_ASKS', text('Erst wird die Frage der Aufwertungskarte beantwortet.', "The upgrade card's question is answered first."), RULE.verwendungVonAufwertungskarten)
        : squadronCard(state.prompt.frame.card)
        ? refuse('SQUADRON_CARD_ASKS', text('Erst wird die Frage der Staffelkarte beantwortet.', "The squadron card's question is answered first."), RULE.schluesselwoerterDerStaffeln)
        : refuse('DAMAGE_CARD_ASKS', text('Erst wird die Frage der Schadenskarte beantwortet.', "The damage card's question is answered first."), RULE.schadenAnSchiffen);
    if (state.prompt.prompt.seat !== seat) return refuse('NOT_YOUR_DECISION', text('Jetzt entscheidet die andere Seite.', 'The other side decides now.'), state.prompt.prompt.rule);
    const answer = answerPrompt(state.prompt.prompt, action as PromptAction);
    if (isViolation(answer)) return answer;
    runQueuedEffect(b, answer, rng);
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
    emitAttackEvents(b, events);
  } else {
    if (isAttackAction(action)) return refuse('NO_ATTACK_IN_PROGRESS', text('Es läuft kein Angriff.', 'No attack is in progress.'), RULE.angreifen);
    // Hyperspace Assault: the arrival at the start of a round comes before the dials (and after displaced squadrons are placed).
    const early = state.displaced ? null : hyperspaceTurnProblem(state, seat, action);
    if (early) return early;
    if (state.hyperspace && !state.displaced) {
      const problem = decideHyperspace(b, seat, action as HyperspaceAction);
      if (problem) return problem;
      advance(b);
      return b.events;
    }
    const refused = refusal(state, seat, action);
    if (refused) return refused;
    const problem = act(b, action as Exclude<ArmadaAction, AttackAction | PromptAction | StandardSetupAction | HyperspaceAction>, rng);
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
      const repeat = repeatZone(s, x);
      const fresh =
        (!s.activation.attackedFrom.includes(action.zone) || repeat.zoneAgain) &&
        s.activation.attackedFrom.length < attacksPerRound(x) &&
        !(repeat.targetOnce && s.activation.attackedTargets.includes(targetKey(action.target, action.targetZone)));
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
    case 'SpendRepair':
    case 'ActivateSquadronByCommand': {
      const command = action.type === 'SpendRepair' ? 'repair' : 'squadron';
      if (!x || !raided(x, command)) return null;
      const r = raidRefusal(command);
      return refuse(r.code, r.messages, r.rule);
    }
    case 'DiscardRaidTokens':
      if (x && s.activation?.stage === 'dial' && s.activation.raidCleared)
        return refuse('RAID_TOKENS_ALREADY_DISCARDED', text('Bei diesem Aufdecken wurden schon Überfallmarker abgelegt.', 'Raid tokens were already discarded at this reveal.'), RULE.ueberfallmarker);
      return refuse(
        'NO_RAID_TOKEN_TO_DISCARD',
        text(
          'Überfallmarker werden beim Aufdecken abgelegt: mit dem Rad alle, mit einem Kommandomarker der entsprechende (Überfallmarker).',
          'Raid tokens are discarded at the reveal: all of them with the dial, the matching one with a command token (raid tokens).',
        ),
        RULE.ueberfallmarker,
      );
    case 'ActivateShip': {
      const target = s.ships.find((v) => v.id === action.ship);
      if (target?.activated)
        return refuse('SHIP_ALREADY_ACTIVATED', text('Dieses Schiff wurde in dieser Runde schon aktiviert.', 'That ship was already activated this round.'), RULE.schiffsphase);
      return null;
    }
    case 'PassWithToken':
      return refuse(
        'PASS_NOT_ALLOWED',
        text(
          'Passen nur mit einem Passen-Marker und einem nicht-aktivierten Schiff: der erste Spieler nach einer Aktivierung mit weniger nicht-aktivierten Schiffen als der zweite, der zweite mit nicht mehr als der erste; nie zwei Züge nacheinander.',
          'Pass only with a pass token and an unactivated ship: the first player after an activation with fewer unactivated ships than the second, the second with no more than the first; never two turns in a row.',
        ),
        RULE.verwendungVonPassenMarkern,
      );
    case 'SetCommandDial': {
      const target = s.ships.find((v) => v.id === action.ship);
      if (target && target.dials.length >= shipCardOf(target).command)
        return refuse('COMMAND_STACK_FULL', text('Das Schiff hat schon so viele Kommandoräder, wie sein Kommandowert beträgt.', 'The ship already has as many dials as its command value.'), RULE.kommandophase);
      return null;
    }
    case 'DeclareShipAttack':
      if (x && s.activation && repeatZone(s, x).targetOnce && s.activation.attackedTargets.includes(targetKey(action.target, action.targetZone)))
        return refuse(
          'OBJECTIVE_SHIP_SAME_TARGET',
          text('Das Zielschiff greift dieselbe Hüllensektion oder Staffel nur einmal pro Runde an.', 'The objective ship attacks the same hull zone or squadron only once per round.'),
          RULE.einsatzziele,
        );
      if (s.activation?.attackedFrom.includes(action.zone) && !(x && repeatZone(s, x).zoneAgain))
        return refuse('HULL_ZONE_ALREADY_ATTACKED', text('Der zweite Angriff muss von einer anderen Hüllensektion ausgehen.', 'The second attack must come from another hull zone.'), RULE.schiffsphase);
      if (s.activation && s.activation.attackedFrom.length >= 2)
        return refuse('TWO_ATTACKS_MADE', text('Ein Schiff greift höchstens zwei Mal an.', 'A ship attacks at most twice.'), RULE.schiffsphase);
      return refuse('TARGET_NOT_ATTACKABLE', text('Dieses Ziel ist von dort nicht angreifbar (Feuerwinkel, Reichweite, Sichtlinie).', 'That target cannot be attacked from there (arc, range, line of sight).'), RULE.zielFestlegen);
    default:
      return null;
  }
}

/** The events of one accepted action (not an attack step), or a refusal found while computing them. */
function act(b: Buffer, action: Exclude<ArmadaAction, AttackAction | PromptAction | StandardSetupAction | HyperspaceAction>, rng: Rng): RuleViolation | null {
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
    case 'PassWithToken':
      pub({ type: 'ActivationPassed', payload: { seat: s.turn } });
      return null;
    case 'KeepCommandDial':
      pub({ type: 'CommandDialKept', payload: { ship: x!.id } });
      return null;
    case 'TakeCommandToken':
      pub({ type: 'CommandTokenTaken', payload: { ship: x!.id, command: a!.revealed! } });
      return null;
    case 'DiscardRaidTokens':
      pub({ type: 'RaidTokensDiscarded', payload: { ship: x!.id, by: action.by, commands: action.by === 'dial' ? raidTokensOf(x!) : [action.command] } });
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
      return maneuver(b, x!, action, rng);
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
      stationRepair(b, action.squadron);
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
      stationRepair(b, q.id);
      return null;
    }
    case 'DeclareSquadronAttack': {
      const q = s.squadrons.find((v) => v.id === s.squadronActivation!.squadron)!;
      pub({ type: 'SquadronAttackDeclared', payload: { squadron: q.id, target: action.target, targetZone: action.targetZone ?? null } });
      // Hyperwave Signal Boost: a squadron it chose counts as activated by a squadron command while attacking (for AI).
      const attacker = squadronCombatant(q, s.squadronActivation!.byCommand || (s.squadronTurn?.squadrons.includes(q.id) ?? false));
      return declareAttack(b, attacker, action.target, action.targetZone ?? null, { kind: 'squadron', id: q.id });
    }
    case 'FinishSquadronActivation':
      pub({ type: 'SquadronActivationEnded', payload: { squadron: s.squadronActivation!.squadron } });
      return null;
  }
}

/** Seed "HINDERNISSE": a squadron on the station may recover 1 hull point; it always does (nothing speaks against it). */
function stationRepair(b: Buffer, id: string): void {
  const q = b.state.squadrons.find((v) => v.id === id)!;
  // Contested Outpost: the station repairs nobody.
  if (q.hull < squadronCardOf(q).hull && onStation(b.state, q.position) && !objectiveHas(b.state, 'station-inert')) b.emit({ type: 'SquadronRepairedAtStation', payload: { squadron: id, hull: q.hull + 1 } }, PUBLIC);
}
