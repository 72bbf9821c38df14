import type { DecisionBuffer } from '../../core/decision.buffer.js';
import { EngineInvariantError, ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import { PUBLIC, type Seat } from '../../core/visibility.view.js';
import { getShip } from '../catalog/catalog.lookup.js';
import { DEFAULT_GEOMETRY } from '../geometry/geometry.config.js';
import { placedBase } from '../geometry/ship-shape.geometry.js';
import { RULE } from '../rules.cite.js';
import type { ArmadaAction, ArmadaEvent, ArmadaState, HyperspaceAction, HyperspaceEvent } from './game.types.js';
import { arriveShipProblem, arriveSquadronProblem, moveTokenProblem, squadronsUnder } from './hyperspace.rules.js';

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;

const HYPERSPACE_ACTIONS: ReadonlySet<string> = new Set<HyperspaceAction['type']>(['JumpFromHyperspace', 'StayInHyperspace', 'ArriveShip', 'ArriveSquadron', 'MoveObjectiveToken']);

export const isHyperspaceAction = (a: ArmadaAction): a is HyperspaceAction => HYPERSPACE_ACTIONS.has(a.type);

const refuse = (code: string, de: string, en: string): RuleViolation => ruleViolation(code, text(`Hyperraumangriff: ${de}`, `Hyperspace Assault: ${en}`), RULE.einsatzziele);

/** Is it this seat's arrival decision, and of this kind (Hyperspace Assault, at the start of a round after the first)? */
export function hyperspaceTurnProblem(s: ArmadaState, seat: Seat, action: ArmadaAction): RuleViolation | null {
  const h = s.hyperspace;
  if (!h) return isHyperspaceAction(action) ? refuse('NO_ARRIVAL_NOW', 'Aufgestellt wird nur zu Beginn einer Runde ab der zweiten, solange Einheiten beiseiteliegen.', 'Units arrive only at the start of a round after the first, while some are set aside.') : null;
  if (h.seat !== seat) return refuse('ARRIVAL_DECIDED_BY_SECOND_PLAYER', 'Zu Beginn der Runde entscheidet erst der zweite Spieler über die Ankunft.', 'At the start of the round the second player first decides on the arrival.');
  const expected: Record<typeof h.step, readonly HyperspaceAction['type'][]> = {
    choose: ['JumpFromHyperspace', 'StayInHyperspace'],
    arrive: ['ArriveShip', 'ArriveSquadron'],
    'move-tokens': ['MoveObjectiveToken'],
  };
  if (!expected[h.step].includes(action.type as HyperspaceAction['type']))
    return refuse('ARRIVAL_STEP_FIRST', 'Erst wird die Ankunft entschieden, dann werden die Kommandoräder zugewiesen.', 'The arrival is decided first, then the command dials are assigned.');
  return null;
}

/** The events of one arrival decision; the units come the ship first, then each squadron, and once all stand every token is removed. */
export function decideHyperspace(b: Buffer, seat: Seat, action: HyperspaceAction): RuleViolation | null {
  const s = b.state;
  const h = s.hyperspace!;
  const pub = (e: HyperspaceEvent) => b.emit(e, PUBLIC);
  const aside = s.setAside ?? { ships: [], squadrons: [] };
  switch (action.type) {
    case 'JumpFromHyperspace':
      if (!s.objectiveTokens.some((t) => t.id === action.token)) return refuse('NO_SUCH_OBJECTIVE_TOKEN', 'Dieser Zielmarker liegt nicht in der Spielfläche.', 'That objective token is not in the play area.');
      pub({ type: 'HyperspaceJumpChosen', payload: { seat, token: action.token } });
      return null;
    case 'StayInHyperspace':
      pub({ type: 'StayedInHyperspace', payload: { seat } });
      return null;
    case 'ArriveShip':
    case 'ArriveSquadron': {
      if (h.step !== 'arrive') throw new EngineInvariantError('armada: arrival outside its step');
      const token = s.objectiveTokens.find((t) => t.id === h.token)!;
      if (action.type === 'ArriveShip') {
        const x = aside.ships.find((v) => v.id === action.ship);
        if (!x) return refuse('SHIP_NOT_SET_ASIDE', 'Dieses Schiff liegt nicht beiseite.', 'That ship is not set aside.');
        const pose = { x: action.x, y: action.y, heading: action.heading };
        const problem = arriveShipProblem(s, token, x, pose, action.speed);
        if (problem) return problem;
        const under = squadronsUnder(s, placedBase(getShip(x.card)!, pose, DEFAULT_GEOMETRY));
        pub({ type: 'ShipArrived', payload: { ship: x.id, pose, speed: action.speed, token: token.id } });
        // Card text: the first player places them as though the ship had overlapped them in a maneuver (seed "ÜBERSCHNEIDUNGEN MIT STAFFELN").
        if (under.length > 0) b.emit({ type: 'SquadronsDisplaced', payload: { ship: x.id, placer: s.firstPlayer, squadrons: under } }, PUBLIC);
      } else {
        if (aside.ships.length > 0) return refuse('SHIP_ARRIVES_FIRST', 'Das beiseitegelegte Schiff wird zuerst aufgestellt.', 'The set-aside ship is deployed first.');
        const q = aside.squadrons.find((v) => v.id === action.squadron);
        if (!q) return refuse('SQUADRON_NOT_SET_ASIDE', 'Diese Staffel liegt nicht beiseite.', 'That squadron is not set aside.');
        const problem = arriveSquadronProblem(s, token, { x: action.x, y: action.y });
        if (problem) return problem;
        pub({ type: 'SquadronArrived', payload: { squadron: q.id, position: { x: action.x, y: action.y }, token: token.id } });
      }
      const left = b.state.setAside ?? { ships: [], squadrons: [] };
      if (left.ships.length + left.squadrons.length === 0) pub({ type: 'ObjectiveTokensRemoved', payload: { tokens: b.state.objectiveTokens.map((t) => t.id) } });
      return null;
    }
    case 'MoveObjectiveToken': {
      if (h.step !== 'move-tokens') throw new EngineInvariantError('armada: token move outside its step');
      const token = s.objectiveTokens[h.moved];
      const problem = moveTokenProblem(s, token, action);
      if (problem) return problem;
      pub({ type: 'ObjectiveTokenMoved', payload: { seat, token: token.id, from: { x: token.x, y: token.y }, to: { x: action.x, y: action.y }, last: h.moved + 1 >= s.objectiveTokens.length } });
      return null;
    }
  }
}
