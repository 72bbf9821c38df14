import { Args, Query, Resolver } from '@nestjs/graphql';
import { ArmadaService } from './armada.service.js';
import { ArmadaFleetListInput } from './fleet.inputs.js';
import { ArmadaFleetValidationModel } from './fleet.models.js';
import {
  ArmadaAttackOptionsInput,
  ArmadaDisplacedSquadronInput,
  ArmadaManeuverInput,
  ArmadaManeuverQueryInput,
  ArmadaMeasureInput,
  ArmadaSquadronDestinationInput,
  ArmadaSquadronMoveInput,
} from './geometry.inputs.js';
import {
  ArmadaAttackOptionsModel,
  ArmadaManeuverOptionsModel,
  ArmadaManeuverOutcomeModel,
  ArmadaMeasurementModel,
  ArmadaSquadronPlacementModel,
  ArmadaSquadronReachModel,
} from './geometry.models.js';

/** The REST rules queries of /v1/armada as GraphQL queries: they change nothing. */
@Resolver()
export class ArmadaResolver {
  constructor(private readonly armada: ArmadaService) {}

  @Query(() => ArmadaFleetValidationModel, { description: 'Points of a fleet list and every fleet-building rule it breaks.' })
  armadaFleetValidation(@Args('input') input: ArmadaFleetListInput): ArmadaFleetValidationModel {
    return this.armada.validateFleet(input);
  }

  @Query(() => ArmadaManeuverOptionsModel, { description: 'Every course a ship may set from a pose at its speed, each with both tool sides.' })
  armadaManeuverOptions(@Args('input') input: ArmadaManeuverQueryInput): ArmadaManeuverOptionsModel {
    return this.armada.maneuverOptions(input);
  }

  @Query(() => ArmadaManeuverOutcomeModel, { description: 'One course with the tool on one side; refused with the rule when it is not allowed.' })
  armadaManeuver(@Args('input') input: ArmadaManeuverInput): ArmadaManeuverOutcomeModel {
    return this.armada.executeManeuver(input);
  }

  @Query(() => ArmadaAttackOptionsModel, { description: 'What a hull zone (attacker with zone) or a squadron (without) can attack.' })
  armadaAttackOptions(@Args('input') input: ArmadaAttackOptionsInput): ArmadaAttackOptionsModel {
    return this.armada.attackOptions(input);
  }

  @Query(() => ArmadaSquadronReachModel, { description: 'How far a squadron may move.' })
  armadaSquadronReach(@Args('input') input: ArmadaSquadronMoveInput): ArmadaSquadronReachModel {
    return this.armada.squadronReach(input);
  }

  @Query(() => ArmadaSquadronPlacementModel, { description: 'Checks one destination of a squadron move.' })
  armadaSquadronMoveCheck(@Args('input') input: ArmadaSquadronDestinationInput): ArmadaSquadronPlacementModel {
    return this.armada.checkSquadronMove(input);
  }

  @Query(() => ArmadaSquadronPlacementModel, { description: 'Checks where the opponent puts a squadron a ship moved onto.' })
  armadaDisplacedSquadronCheck(@Args('input') input: ArmadaDisplacedSquadronInput): ArmadaSquadronPlacementModel {
    return this.armada.checkDisplacedSquadron(input);
  }

  @Query(() => ArmadaMeasurementModel, { description: 'Closest-point length, range band and distance band between two models.' })
  armadaMeasurement(@Args('input') input: ArmadaMeasureInput): ArmadaMeasurementModel {
    return this.armada.measure(input);
  }
}
