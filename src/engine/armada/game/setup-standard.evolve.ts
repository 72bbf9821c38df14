import { EngineInvariantError } from '../../core/rule-violation.error.js';
import { other } from './game.rules.js';
import type { ArmadaState, StandardSetup, StandardSetupEvent } from './game.types.js';
import { fleetModels } from './setup-standard.setup.js';
import { objectiveHas } from './objective.rules.js';
import { startingTokenEffects } from './game.upgrades.js';

export const STANDARD_SETUP_EVENTS: readonly StandardSetupEvent['type'][] = [
  'StandardSetupStarted',
  'FleetDrawSeeded',
  'FleetSubmitted',
  'FleetsRevealed',
  'FirstPlayerChosen',
  'ObjectiveChosen',
  'ObstaclePlaced',
  'ShipDeployed',
  'SquadronDeployed',
  'DeploymentTurnPassed',
  'ObjectiveShipsToName',
  'ObjectiveShipNamed',
  'ObstacleTokensPlaced',
  'ObstaclesLeftOut',
  'ObjectiveTokensToPlace',
  'ObjectiveTokenPlaced',
  'ObjectiveTokensToShift',
  'ObjectiveTokenShifted',
  'ShipObjectiveTokensPlaced',
  'ObjectiveConcentrateFireGiven',
  'SetupFinished',
];

function running(s: ArmadaState): StandardSetup {
  if (!s.setup) throw new EngineInvariantError('armada: no setup running');
  return s.setup;
}

/** Folds one event of the full setup (seed "VOLLSTÄNDIGER SPIELAUFBAU"). */
export function evolveStandardSetup(state: ArmadaState, e: StandardSetupEvent): ArmadaState {
  switch (e.type) {
    case 'StandardSetupStarted':
      return {
        ...state,
        phase: 'setup',
        setup: {
          step: 'fleets',
          format: e.payload.format,
          cardsWithoutEffect: e.payload.cardsWithoutEffect,
          setupArea: e.payload.setupArea,
          fleets: [null, null],
          chooser: null,
          obstaclesToPlace: e.payload.obstacles,
          obstaclePool: e.payload.obstaclePool,
          placer: 0,
          squadronsThisTurn: 0,
          reserveShips: [],
          reserveSquadrons: [],
        },
      };
    case 'FleetDrawSeeded': {
      const seeds = running(state).drawSeeds ?? [null, null];
      const drawSeeds: [string | null, string | null] = e.payload.seat === 0 ? [e.payload.seed, seeds[1]] : [seeds[0], e.payload.seed];
      return { ...state, setup: { ...running(state), drawSeeds } };
    }
    case 'FleetSubmitted': {
      const fleets: StandardSetup['fleets'] = e.payload.seat === 0 ? [e.payload.fleet, running(state).fleets[1]] : [running(state).fleets[0], e.payload.fleet];
      return { ...state, setup: { ...running(state), fleets } };
    }
    case 'FleetsRevealed': {
      const models = e.payload.fleets.map((f, seat) => fleetModels(seat, f));
      return {
        ...state,
        fleets: e.payload.fleets,
        setup: {
          ...running(state),
          step: 'first-player',
          fleets: e.payload.fleets,
          chooser: e.payload.chooser,
          reserveShips: models.flatMap((m) => m.ships),
          reserveSquadrons: models.flatMap((m) => m.squadrons),
        },
      };
    }
    case 'FirstPlayerChosen':
      return { ...state, firstPlayer: e.payload.firstPlayer, turn: e.payload.firstPlayer, setup: { ...running(state), step: 'objective' } };
    case 'ObjectiveChosen':
      return { ...state, objective: e.payload.objective, setup: { ...running(state), step: 'obstacles', placer: other(state.firstPlayer) } };
    case 'ObstaclePlaced': {
      const s = running(state);
      const pool = [...s.obstaclePool];
      pool.splice(pool.indexOf(e.payload.obstacle.shape), 1);
      const left = s.obstaclesToPlace - 1;
      // Contested Outpost: the second player places the last obstacle, the station.
      const placer = left === 1 && objectiveHas(state, 'second-player-places-station-last') ? other(state.firstPlayer) : other(e.payload.seat);
      return {
        ...state,
        obstacles: [...state.obstacles, e.payload.obstacle],
        // Minefields: the second player places them all.
        setup: left > 0 ? { ...s, obstaclePool: pool, obstaclesToPlace: left, placer: objectiveHas(state, 'second-player-places-obstacles-apart') ? e.payload.seat : placer } : { ...s, obstaclePool: pool, obstaclesToPlace: 0, step: 'deployment', placer: state.firstPlayer },
      };
    }
    case 'ShipDeployed': {
      const s = running(state);
      const ship = s.reserveShips.find((x) => x.id === e.payload.ship)!;
      return { ...state, ships: [...state.ships, { ...ship, pose: e.payload.pose, speed: e.payload.speed }], setup: { ...s, reserveShips: s.reserveShips.filter((x) => x !== ship) } };
    }
    case 'SquadronDeployed': {
      const s = running(state);
      const q = s.reserveSquadrons.find((x) => x.id === e.payload.squadron)!;
      return {
        ...state,
        squadrons: [...state.squadrons, { ...q, position: e.payload.position }],
        setup: {
          ...s,
          reserveSquadrons: s.reserveSquadrons.filter((x) => x !== q),
          squadronsThisTurn: s.squadronsThisTurn + 1,
          ...(e.payload.scout ? { scouts: [...(s.scouts ?? []), q.id] } : {}),
        },
      };
    }
    case 'DeploymentTurnPassed':
      return { ...state, setup: { ...running(state), placer: e.payload.turn, squadronsThisTurn: 0 } };
    case 'ObjectiveShipsToName':
      return { ...state, setup: { ...running(state), step: 'objective-ships', placer: e.payload.placer } };
    case 'ObjectiveShipNamed': {
      // Most Wanted: the second player names both objective ships; Advanced Gunnery: each player one.
      const placer = objectiveHas(state, 'second-player-names-both-objective-ships') ? e.payload.seat : other(e.payload.seat);
      return { ...state, objectiveShips: [...state.objectiveShips, e.payload.ship], setup: { ...running(state), placer } };
    }
    case 'ObjectiveConcentrateFireGiven': {
      const ships = new Set(e.payload.ships);
      return { ...state, ships: state.ships.map((x) => (ships.has(x.id) ? { ...x, tokens: [...x.tokens, 'concentrate-fire' as const] } : x)) };
    }
    case 'ShipObjectiveTokensPlaced': {
      const ships = new Set(e.payload.ships);
      return { ...state, ships: state.ships.map((x) => (ships.has(x.id) ? { ...x, objectiveToken: true } : x)) };
    }
    case 'ObjectiveTokensToPlace':
      return { ...state, setup: { ...running(state), step: 'objective-tokens', placer: e.payload.placer } };
    case 'ObjectiveTokenPlaced': {
      const setup = running(state);
      const next = e.payload.next === null ? { ...setup, step: 'deployment' as const, placer: state.firstPlayer } : { ...setup, placer: e.payload.next };
      return { ...state, objectiveTokens: [...state.objectiveTokens, e.payload.token], setup: next };
    }
    case 'ObjectiveTokensToShift':
      return { ...state, setup: { ...running(state), step: 'objective-tokens', placer: e.payload.shifter, tokensShifted: 0 } };
    case 'ObjectiveTokenShifted': {
      const setup = running(state);
      const objectiveTokens = state.objectiveTokens.map((t) => (t.id === e.payload.token ? { ...t, ...e.payload.to } : t));
      const next =
        e.payload.next === null
          ? { ...setup, step: 'deployment' as const, placer: state.firstPlayer, tokensShifted: undefined }
          : { ...setup, placer: e.payload.next, tokensShifted: (setup.tokensShifted ?? 0) + 1 };
      return { ...state, objectiveTokens, setup: next };
    }
    case 'ObstaclesLeftOut':
      return { ...state, setup: { ...running(state), obstaclesToPlace: 0, step: 'deployment', placer: state.firstPlayer } };
    case 'ObstacleTokensPlaced':
      return { ...state, obstacleTokens: e.payload.obstacles };
    case 'SetupFinished':
      // Cards whose owner picks their starting tokens ask now (game.upgrades.ts).
      return { ...state, setup: null, turn: state.firstPlayer, effects: [...state.effects, ...startingTokenEffects(state)] };
  }
}
