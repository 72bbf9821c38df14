import { Injectable } from '@nestjs/common';
import { HolocronError } from '../common/errors/holocron.error.js';
import {
  checkDisplacedSquadronPlacement,
  checkSquadronMove,
  executeManeuver,
  hullZoneAttackOptions,
  maneuverOptions,
  measureBetween,
  squadronAttackOptions,
  squadronMoveReach,
  validateFleet,
  type ManeuverOutcome,
} from '../engine/armada/index.js';
import { isViolation, type RuleViolation } from '../engine/core/rule-violation.error.js';
import type { ArmadaFleetListInput } from './fleet.inputs.js';
import type { ArmadaFleetValidationModel } from './fleet.models.js';
import type { ArmadaAttackOptionsInput, ArmadaDisplacedSquadronInput, ArmadaManeuverInput, ArmadaManeuverQueryInput, ArmadaMeasureInput, ArmadaSquadronDestinationInput, ArmadaSquadronMoveInput } from './geometry.inputs.js';
import type {
  ArmadaAttackOptionsModel,
  ArmadaManeuverOptionsModel,
  ArmadaManeuverOutcomeModel,
  ArmadaMeasurementModel,
  ArmadaSquadronPlacementModel,
  ArmadaSquadronReachModel,
} from './geometry.models.js';
import type { ArmadaViolationModel } from './violation.models.js';

/** An engine answer or a refusal: malformed input is 400, a rule the request breaks 422. */
function answer<T>(result: T | RuleViolation): T {
  if (isViolation(result)) throw HolocronError.fromViolation(result);
  return result;
}

/** The violation as clients see it: without the engine's type tag. */
function violation(v: RuleViolation & { subject?: string }): ArmadaViolationModel {
  return { code: v.code, messages: v.messages, ...(v.rule ? { rule: v.rule } : {}), ...(v.subject ? { subject: v.subject } : {}) };
}

function outcome(o: ManeuverOutcome): ArmadaManeuverOutcomeModel {
  const { violation: why, ...rest } = o;
  return { ...(rest as Omit<ArmadaManeuverOutcomeModel, 'violation'>), ...(why ? { violation: violation(why) } : {}) };
}

/**
 * Armada's rules queries over the pure engine: it parses what the outer
 * shape check let through, answers, and refuses with the rule it rests on.
 */
@Injectable()
export class ArmadaService {
  validateFleet(input: ArmadaFleetListInput): ArmadaFleetValidationModel {
    const result = answer(validateFleet(input));
    return { ...(result as unknown as ArmadaFleetValidationModel), violations: result.violations.map(violation) };
  }

  maneuverOptions(input: ArmadaManeuverQueryInput): ArmadaManeuverOptionsModel {
    const result = answer(maneuverOptions(input));
    return {
      ...result,
      options: result.options.map((o) => ({
        ...o,
        courses: o.courses.map((c) => ({ ...c, yaw: [...c.yaw], spend: [...c.spend], outcomes: c.outcomes.map(outcome) })),
      })),
    };
  }

  executeManeuver(input: ArmadaManeuverInput): ArmadaManeuverOutcomeModel {
    return outcome(answer(executeManeuver(input)));
  }

  /** A ship's hull zone when the attacker names a zone, otherwise a squadron. */
  attackOptions(input: ArmadaAttackOptionsInput): ArmadaAttackOptionsModel {
    const result = answer(input.attacker?.zone == null ? squadronAttackOptions(input) : hullZoneAttackOptions(input));
    return {
      ...result,
      engagedWith: [...result.engagedWith],
      targets: result.targets.map((t) => ({ ...t, obstructedBy: [...t.obstructedBy], reasons: t.reasons.map(violation) })),
    };
  }

  squadronReach(input: ArmadaSquadronMoveInput): ArmadaSquadronReachModel {
    const result = answer(squadronMoveReach(input));
    return { ...result, engagedWith: [...result.engagedWith], reasons: result.reasons.map(violation) };
  }

  checkSquadronMove(input: ArmadaSquadronDestinationInput): ArmadaSquadronPlacementModel {
    return answer(checkSquadronMove(input));
  }

  checkDisplacedSquadron(input: ArmadaDisplacedSquadronInput): ArmadaSquadronPlacementModel {
    return answer(checkDisplacedSquadronPlacement(input));
  }

  measure(input: ArmadaMeasureInput): ArmadaMeasurementModel {
    return answer(measureBetween(input));
  }
}
