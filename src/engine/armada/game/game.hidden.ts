import { isPromptActionType } from '../../core/prompts/prompt.actions.js';
import type { PromptAction } from '../../core/prompts/prompt.types.js';
import { attackHiddenOutcome } from '../attack/attack.action.js';
import type { AttackAction } from '../attack/attack.types.js';
import type { ArmadaAction } from './game.types.js';

type OwnAction = Exclude<ArmadaAction, AttackAction | PromptAction>;

/**
 * Actions whose outcome a seat cannot foresee (game contract `hiddenOutcome`,
 * docs/security.md): those that may deal cards off the secret damage deck
 * (collisions, seed "ÜBERSCHNEIDUNGEN MIT SCHIFFEN"; attacks, seed "SCHADEN
 * AN SCHIFFEN"), that touch facedown damage cards, or that run damage-card
 * effects through prompts. Setting one's own dials, revealing one's own dial
 * and moving or placing squadrons are open: nothing in them is drawn or hidden.
 */
const OWN: Record<OwnAction['type'], boolean> = {
  SetCommandDial: false,
  ActivateShip: false,
  PassWithToken: false,
  KeepCommandDial: false,
  TakeCommandToken: false,
  DiscardRaidTokens: false,
  SpendRepair: false,
  RepairMoveShield: false,
  RepairRestoreShield: false,
  RepairDiscardDamage: true,
  ActivateSquadronByCommand: false,
  FinishCommands: false,
  DeclareShipAttack: true,
  FinishAttacks: true,
  ExecuteManeuver: true,
  PlaceDisplacedSquadron: false,
  ActivateSquadron: false,
  MoveSquadron: false,
  DeclareSquadronAttack: true,
  FinishSquadronActivation: true,
  // The second list in reveals the first, and a tie is decided by chance.
  SubmitFleet: true,
  ChooseFirstPlayer: false,
  ChooseObjective: false,
  PlaceObstacle: false,
  DeployShip: false,
  DeploySquadron: false,
  NameObjectiveShip: false,
  PlaceObjectiveToken: false,
  SetAsideShip: false,
  SetAsideSquadron: false,
  FinishSettingAside: false,
  JumpFromHyperspace: false,
  StayInHyperspace: false,
  ArriveShip: false,
  ArriveSquadron: false,
  MoveObjectiveToken: false,
};

export function armadaHiddenOutcome(action: ArmadaAction): boolean {
  if (action.type in OWN) return OWN[action.type as OwnAction['type']];
  if (isPromptActionType(action.type)) return true;
  return attackHiddenOutcome(action as AttackAction);
}
