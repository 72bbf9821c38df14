import { EngineInvariantError } from '../../core/rule-violation.error.js';
import type { ArmadaState, HyperspaceEvent, StandardSetup } from './game.types.js';

export const HYPERSPACE_EVENTS: readonly HyperspaceEvent['type'][] = [
  'UnitsToSetAside',
  'ShipSetAside',
  'SquadronSetAside',
  'SettingAsideFinished',
  'HyperspaceJumpChosen',
  'StayedInHyperspace',
  'ShipArrived',
  'SquadronArrived',
  'ObjectiveTokensRemoved',
  'ObjectiveTokenMoved',
];

function running(s: ArmadaState): StandardSetup {
  if (!s.setup) throw new EngineInvariantError('armada: no setup running');
  return s.setup;
}

const aside = (s: ArmadaState) => s.setAside ?? { ships: [], squadrons: [] };

/** Folds one event of Hyperspace Assault (hyperspace.rules.ts). */
export function evolveHyperspace(state: ArmadaState, e: HyperspaceEvent): ArmadaState {
  switch (e.type) {
    case 'UnitsToSetAside':
      return { ...state, setAside: { ships: [], squadrons: [] }, setup: { ...running(state), step: 'set-aside', placer: e.payload.placer } };
    case 'ShipSetAside': {
      const setup = running(state);
      const x = setup.reserveShips.find((v) => v.id === e.payload.ship)!;
      return { ...state, setAside: { ...aside(state), ships: [...aside(state).ships, x] }, setup: { ...setup, reserveShips: setup.reserveShips.filter((v) => v !== x) } };
    }
    case 'SquadronSetAside': {
      const setup = running(state);
      const q = setup.reserveSquadrons.find((v) => v.id === e.payload.squadron)!;
      return { ...state, setAside: { ...aside(state), squadrons: [...aside(state).squadrons, q] }, setup: { ...setup, reserveSquadrons: setup.reserveSquadrons.filter((v) => v !== q) } };
    }
    case 'SettingAsideFinished': {
      // Squadrons without a ship to deploy near are destroyed where they wait (their position means nothing).
      const setup = running(state);
      const lost = new Set(e.payload.undeployable);
      const destroyed = setup.reserveSquadrons.filter((q) => lost.has(q.id)).map((q) => ({ ...q, destroyed: true }));
      return { ...state, squadrons: [...state.squadrons, ...destroyed], setup: { ...setup, reserveSquadrons: setup.reserveSquadrons.filter((q) => !lost.has(q.id)) } };
    }
    case 'HyperspaceJumpChosen':
      return { ...state, hyperspace: { seat: e.payload.seat, step: 'arrive', token: e.payload.token } };
    case 'StayedInHyperspace':
      return { ...state, hyperspace: { seat: e.payload.seat, step: 'move-tokens', moved: 0 } };
    case 'ShipArrived': {
      const x = aside(state).ships.find((v) => v.id === e.payload.ship)!;
      return {
        ...state,
        ships: [...state.ships, { ...x, pose: e.payload.pose, speed: e.payload.speed }],
        setAside: { ...aside(state), ships: aside(state).ships.filter((v) => v !== x) },
      };
    }
    case 'SquadronArrived': {
      // FAQ ruling: an arriving squadron's slider shows the initiative's colour, so it can activate this round.
      const q = aside(state).squadrons.find((v) => v.id === e.payload.squadron)!;
      return {
        ...state,
        squadrons: [...state.squadrons, { ...q, position: e.payload.position, activated: false }],
        setAside: { ...aside(state), squadrons: aside(state).squadrons.filter((v) => v !== q) },
      };
    }
    case 'ObjectiveTokensRemoved':
      return { ...state, objectiveTokens: [], hyperspace: null };
    case 'ObjectiveTokenMoved': {
      const h = state.hyperspace;
      const objectiveTokens = state.objectiveTokens.map((t) => (t.id === e.payload.token ? { ...t, ...e.payload.to } : t));
      return { ...state, objectiveTokens, hyperspace: e.payload.last || h?.step !== 'move-tokens' ? null : { ...h, moved: h.moved + 1 } };
    }
  }
}
