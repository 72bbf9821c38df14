import { DecisionBuffer } from '../../core/decision.buffer.js';
import type { Emitted } from '../../core/game.contract.js';
import type { Rng } from '../../core/rng.random.js';
import { isViolation, ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import { onlySeats, PUBLIC, type Seat } from '../../core/visibility.view.js';
import { isRecord } from '../input.parse.js';
import { parseFleetList } from '../fleet/fleet.parse.js';
import { validateFleet } from '../fleet/fleet.validate.js';
import { RULE } from '../rules.cite.js';
import { evolveArmada } from './game.evolve.js';
import { objectiveHas, objectiveRule, objectiveShipProblem } from './objective.rules.js';
import { other } from './game.rules.js';
import type { ArmadaEvent, ArmadaFleet, ArmadaState, StandardFormat, StandardSetupAction, StandardSetupEvent, CardsWithoutEffect, HyperspaceEvent } from './game.types.js';
import { hasReserve, mayDeploy, SEAT_FACTIONS, setupDecider } from './setup-standard.legal.js';
import { objectiveTokenGrid, objectiveTokenProblem, obstacleGrid, obstacleProblem, shipDeployProblem, squadronDeployProblem } from './setup-standard.table.js';
import { deployedAsScout, someSquadronMayStand } from './scout.rules.js';
import { notImplementedRefusal, type FleetCards } from '../cards/cards.implemented.js';
import { runQueuedEffect } from './game.upgrade-run.js';
import { setAsideComplete, setAsideProblem, undeployableSquadrons } from './hyperspace.rules.js';

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;

const SETUP_ACTIONS: ReadonlySet<string> = new Set<StandardSetupAction['type']>([
  'SubmitFleet',
  'ChooseFirstPlayer',
  'ChooseObjective',
  'PlaceObstacle',
  'DeployShip',
  'DeploySquadron',
  'NameObjectiveShip',
  'PlaceObjectiveToken',
  'SetAsideShip',
  'SetAsideSquadron',
  'FinishSettingAside',
]);

export const isStandardSetupAction = (a: { type: string }): a is StandardSetupAction => SETUP_ACTIONS.has(a.type);

const refuse = (code: string, de: string, en: string, rule: string = RULE.vollstaendigerSpielaufbau): RuleViolation => ruleViolation(code, text(de, en), rule);

/** The step each action belongs to. */
const STEP: Record<StandardSetupAction['type'], string> = {
  SubmitFleet: 'fleets',
  ChooseFirstPlayer: 'first-player',
  ChooseObjective: 'objective',
  PlaceObstacle: 'obstacles',
  DeployShip: 'deployment',
  DeploySquadron: 'deployment',
  NameObjectiveShip: 'objective-ships',
  PlaceObjectiveToken: 'objective-tokens',
  SetAsideShip: 'set-aside',
  SetAsideSquadron: 'set-aside',
  FinishSettingAside: 'set-aside',
};

/** Decides one action of the full setup (seed "VOLLSTÄNDIGER SPIELAUFBAU") and the steps nobody decides after it. */
export function decideStandardSetup(state: ArmadaState, seat: Seat, action: StandardSetupAction, rng: Rng): Emitted<ArmadaEvent>[] | RuleViolation {
  const setup = state.setup;
  if (!setup) return refuse('SETUP_IS_OVER', 'Der Spielaufbau ist abgeschlossen.', 'The setup is over.');
  if (STEP[action.type] !== setup.step) return refuse('ACTION_NOT_ALLOWED_NOW', 'Diese Handlung gehört zu einem anderen Schritt des Spielaufbaus.', 'That action belongs to another step of the setup.');
  if (!setupDecider(state).includes(seat)) return refuse('NOT_YOUR_DECISION', 'Jetzt entscheidet die andere Seite.', 'The other side decides now.');
  const b: Buffer = new DecisionBuffer(state, evolveArmada);
  const problem = act(b, seat, action, rng);
  if (problem) return problem;
  afterDeployment(b, seat);
  return b.events;
}

function act(b: Buffer, seat: Seat, action: StandardSetupAction, rng: Rng): RuleViolation | null {
  const s = b.state;
  const pub = (e: StandardSetupEvent | HyperspaceEvent) => b.emit(e, PUBLIC);
  switch (action.type) {
    case 'SubmitFleet': {
      const fleet = acceptFleet(s, seat, action.fleet);
      if (isViolation(fleet)) return fleet;
      // Seed "FLOTTENZUSAMMENSTELLUNG": built in secret; the other seat learns only that a list is in.
      b.emit({ type: 'FleetSubmitted', payload: { seat, fleet } }, onlySeats(seat), { seat });
      const fleets = b.state.setup!.fleets;
      if (fleets[0] && fleets[1]) {
        // Step 3: the cheaper fleet chooses the first player; on a tie a coin decides who chooses.
        const [p0, p1] = [fleets[0].points, fleets[1].points];
        const chooser: Seat = p0 < p1 ? 0 : p1 < p0 ? 1 : rng.int(2) === 0 ? 0 : 1;
        pub({ type: 'FleetsRevealed', payload: { fleets: [fleets[0], fleets[1]], chooser, by: p0 === p1 ? 'coin' : 'fewer-points' } });
      }
      return null;
    }
    case 'ChooseFirstPlayer':
      pub({ type: 'FirstPlayerChosen', payload: { chooser: seat, firstPlayer: action.firstPlayer } });
      return null;
    case 'ChooseObjective':
      // Step 4 and "VERWENDUNG VON EINSATZZIELKARTEN": one of the second player's three.
      if (!s.fleets![other(seat)].objectives.includes(action.objective))
        return refuse('OBJECTIVE_NOT_OFFERED', 'Gewählt wird eines der drei Einsatzziele des zweiten Spielers.', "The pick is one of the second player's three objectives.", RULE.verwendungVonEinsatzzielkarten);
      pub({ type: 'ObjectiveChosen', payload: { seat, objective: action.objective } });
      return null;
    case 'PlaceObstacle': {
      const pose = { x: action.x, y: action.y, heading: action.heading };
      const problem = obstacleProblem(s, action.shape, pose);
      if (problem) return problem;
      const id = `o${s.obstacles.length + 1}`;
      pub({ type: 'ObstaclePlaced', payload: { seat, obstacle: { id, shape: action.shape, pose } } });
      // Our rule: when no spot of the grid is left for another obstacle (Minefields keeps them 5 apart), the remaining ones are left out.
      if (b.state.setup!.step === 'obstacles' && obstacleGrid(b.state, 1).length === 0) pub({ type: 'ObstaclesLeftOut', payload: { count: b.state.setup!.obstaclesToPlace } });
      if (b.state.setup!.step === 'deployment') {
        // Dangerous Territory: once all obstacles lie, each gets an objective token.
        if (objectiveHas(b.state, 'objective-token-on-each-obstacle')) pub({ type: 'ObstacleTokensPlaced', payload: { obstacles: b.state.obstacles.map((o) => o.id) } });
        passTokens(b);
        // Hyperspace Assault: the second player sets units aside before the tokens and the deployment.
        if (objectiveHas(b.state, 'second-player-sets-aside-units')) pub({ type: 'UnitsToSetAside', payload: { placer: other(b.state.firstPlayer) } });
        else tokensToPlace(b);
      }
      return null;
    }
    case 'SetAsideShip':
    case 'SetAsideSquadron':
    case 'FinishSettingAside': {
      const problem = setAsideProblem(s, seat, action);
      if (problem) return problem;
      if (action.type === 'SetAsideShip') pub({ type: 'ShipSetAside', payload: { seat, ship: action.ship } });
      if (action.type === 'SetAsideSquadron') pub({ type: 'SquadronSetAside', payload: { seat, squadron: action.squadron } });
      if (action.type === 'FinishSettingAside' || setAsideComplete(b.state, seat)) {
        pub({ type: 'SettingAsideFinished', payload: { seat, undeployable: undeployableSquadrons(b.state, seat) } });
        tokensToPlace(b);
      }
      return null;
    }
    case 'DeployShip': {
      const x = s.setup!.reserveShips.find((v) => v.id === action.ship);
      if (!x || x.owner !== seat) return refuse('SHIP_NOT_IN_RESERVE', 'Dieses Schiff wartet nicht auf seine Aufstellung.', 'That ship is not waiting to be deployed.');
      if (!mayDeploy(s, seat, 'ship'))
        return refuse('DEPLOYMENT_TURN_IS_SQUADRONS', 'Ein Aufstellungszug ist ein Schiff oder zwei Staffeln.', 'A deployment turn is one ship or two squadrons.');
      const pose = { x: action.x, y: action.y, heading: action.heading };
      const problem = shipDeployProblem(s, x, pose, action.speed);
      if (problem) return problem;
      pub({ type: 'ShipDeployed', payload: { ship: x.id, pose, speed: action.speed } });
      return null;
    }
    case 'DeploySquadron': {
      const q = s.setup!.reserveSquadrons.find((v) => v.id === action.squadron);
      if (!q || q.owner !== seat) return refuse('SQUADRON_NOT_IN_RESERVE', 'Diese Staffel wartet nicht auf ihre Aufstellung.', 'That squadron is not waiting to be deployed.');
      if (!mayDeploy(s, seat, 'squadron'))
        return refuse(
          'LAST_SQUADRON_WAITS',
          'Staffeln kommen zu zweit; die letzte einzelne Staffel erst, wenn alle eigenen Schiffe stehen.',
          'Squadrons come two at a time; the last single squadron only once all own ships are placed.',
        );
      const problem = squadronDeployProblem(s, q.id, { x: action.x, y: action.y });
      if (problem) return problem;
      const scout = deployedAsScout(s, q.id, { x: action.x, y: action.y });
      pub({ type: 'SquadronDeployed', payload: { squadron: q.id, position: { x: action.x, y: action.y }, ...(scout ? { scout: true as const } : {}) } });
      return null;
    }
    case 'PlaceObjectiveToken': {
      const at = { x: action.x, y: action.y };
      const problem = objectiveTokenProblem(s, at);
      if (problem) return problem;
      const shifted = s.setup!.tokensShifted;
      if (shifted !== undefined) {
        // Fire Lanes: the first player shifts each token once, in the order placed.
        const token = s.objectiveTokens[shifted];
        const last = shifted + 1 >= s.objectiveTokens.length;
        pub({ type: 'ObjectiveTokenShifted', payload: { seat, token: token.id, from: { x: token.x, y: token.y }, to: at, next: last ? null : seat } });
        return null;
      }
      const rule = objectiveRule(s, 'players-place-objective-tokens')!;
      const token = { id: `t${s.objectiveTokens.length + 1}`, ...at };
      const placedNow: ArmadaState = { ...s, objectiveTokens: [...s.objectiveTokens, token] };
      // Our rule: when no spot of the grid is left for another token, the remaining ones are left out (docs/games/armada.md).
      const done = placedNow.objectiveTokens.length >= rule.count || objectiveTokenGrid(placedNow, 1).length === 0;
      pub({ type: 'ObjectiveTokenPlaced', payload: { seat, token, next: done ? null : rule.alternate ? other(seat) : seat } });
      if (done && objectiveHas(b.state, 'first-player-shifts-objective-tokens')) pub({ type: 'ObjectiveTokensToShift', payload: { shifter: b.state.firstPlayer } });
      return null;
    }
    case 'NameObjectiveShip': {
      const x = s.ships.find((v) => v.id === action.ship);
      const problem = objectiveShipProblem(s, seat, x);
      if (problem || !x) return problem!;
      pub({ type: 'ObjectiveShipNamed', payload: { seat, ship: x.id } });
      if (b.state.objectiveShips.length === 2) finish(b);
      return null;
    }
  }
}

/** Intel Sweep, Minefields, Fire Lanes, Hyperspace Assault: objective tokens before the deployment. */
function tokensToPlace(b: Buffer): void {
  const tokens = objectiveRule(b.state, 'players-place-objective-tokens');
  if (tokens) b.emit({ type: 'ObjectiveTokensToPlace', payload: { placer: tokens.first === 'first' ? b.state.firstPlayer : other(b.state.firstPlayer) } }, PUBLIC);
}

/** The list checked by the validator under the game's format; the fleet of the seat's faction (seat 0 Republic, seat 1 Separatists). */
function acceptFleet(s: ArmadaState, seat: Seat, raw: Readonly<Record<string, unknown>>): ArmadaFleet | RuleViolation {
  if (s.setup!.fleets[seat]) return refuse('FLEET_ALREADY_SUBMITTED', 'Deine Flotte ist schon abgegeben.', 'Your fleet is already submitted.');
  return resolveFleet(raw, seat, s.setup!.format, s.setup!.cardsWithoutEffect);
}

/** A list as the game keeps it, if the validator accepts it under the game's format and it is of the seat's faction. */
export function resolveFleet(raw: Readonly<Record<string, unknown>>, seat: Seat, format: StandardFormat, cardsWithoutEffect: CardsWithoutEffect): ArmadaFleet | RuleViolation {
  if (!isRecord(raw)) return refuse('FLEET_INVALID', 'Die Flottenliste ist kein Objekt.', 'The fleet list is not an object.', RULE.flottenzusammenstellung);
  const list = { ...raw, format, pointLimit: undefined };
  const checked = validateFleet(list);
  if (isViolation(checked)) return checked;
  if (checked.faction !== SEAT_FACTIONS[seat])
    return refuse('FLEET_WRONG_FACTION', `Dieser Platz spielt die Fraktion ${SEAT_FACTIONS[seat]}.`, `This seat plays the ${SEAT_FACTIONS[seat]} faction.`, RULE.einschraenkungen);
  if (!checked.valid) return checked.violations[0];
  // Issue 9: a card the game cannot play is refused by name, unless the game was created to allow such cards.
  const missing = cardsWithoutEffect === 'refuse' ? notImplementedRefusal(list as FleetCards) : null;
  if (missing) return missing;
  const resolved = parseFleetList(list);
  if (isViolation(resolved)) return resolved;
  return {
    ships: checked.ships.map((x) => ({ card: x.id, upgrades: x.upgrades.map((u) => u.id) })),
    squadrons: checked.squadrons.map((q) => ({ card: q.id, count: q.count })),
    objectives: resolved.objectives.map((o) => o.id),
    points: checked.points,
  };
}

/**
 * Seed "PASSEN-MARKER": before the ships are deployed, the player with fewer
 * ships takes the difference in pass tokens, one fewer if he is the first player.
 */
function passTokens(b: Buffer): void {
  const fleets = b.state.fleets!;
  const count = [fleets[0].ships.length, fleets[1].ships.length];
  const tokens: [number, number] = [0, 0];
  for (const seat of [0, 1] as Seat[]) {
    const diff = count[other(seat)] - count[seat];
    if (diff > 0) tokens[seat] = Math.max(0, diff - (seat === b.state.firstPlayer ? 1 : 0));
  }
  if (tokens[0] + tokens[1] > 0) b.emit({ type: 'PassTokensGiven', payload: { tokens } }, PUBLIC);
}

/** A deployment turn ends after a ship or the turn's squadrons; with nothing left to deploy the first round begins. */
function afterDeployment(b: Buffer, seat: Seat): void {
  const setup = b.state.setup;
  if (!setup || setup.step !== 'deployment') return;
  const last = b.events[b.events.length - 1]?.event.type;
  if (last !== 'ShipDeployed' && last !== 'SquadronDeployed') return;
  if (last === 'SquadronDeployed' && setup.squadronsThisTurn === 1 && mayDeploy(b.state, seat, 'squadron') && someSquadronMayStand(b.state, seat)) return;
  // Turns alternate; Superior Positions has the first player deploy everything first.
  const first = b.state.firstPlayer;
  const order: Seat[] = objectiveHas(b.state, 'first-player-deploys-all-first') ? [first, other(first)] : [other(seat), seat];
  const next = order.find((p) => hasReserve(b.state, p));
  if (next !== undefined) b.emit({ type: 'DeploymentTurnPassed', payload: { turn: next } }, PUBLIC);
  // Objective ships are named once the fleets stand: Advanced Gunnery the first player first, Most Wanted the second player both.
  else if (objectiveHas(b.state, 'each-player-names-own-objective-ship')) b.emit({ type: 'ObjectiveShipsToName', payload: { placer: first } }, PUBLIC);
  else if (objectiveHas(b.state, 'second-player-names-both-objective-ships')) b.emit({ type: 'ObjectiveShipsToName', payload: { placer: other(first) } }, PUBLIC);
  else finish(b);
}

function finish(b: Buffer): void {
  // Opening Salvo: after deployment every ship gets its objective token.
  if (objectiveHas(b.state, 'objective-token-on-each-ship'))
    b.emit({ type: 'ShipObjectiveTokensPlaced', payload: { objective: b.state.objective!, ships: b.state.ships.map((x) => x.id) } }, PUBLIC);
  // Precision Strike: each of the second player's ships gains a concentrate-fire token.
  if (objectiveHas(b.state, 'second-player-ships-gain-concentrate-fire'))
    b.emit({ type: 'ObjectiveConcentrateFireGiven', payload: { objective: b.state.objective!, ships: b.state.ships.filter((x) => x.owner !== b.state.firstPlayer).map((x) => x.id) } }, PUBLIC);
  b.emit({ type: 'SetupFinished', payload: {} }, PUBLIC);
  b.emit({ type: 'RoundStarted', payload: { round: 1 } }, PUBLIC);
  // The first starting-token question opens before the first command dial.
  if (b.state.effects.length > 0) runQueuedEffect(b);
}
