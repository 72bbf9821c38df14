import { Args, Query, Resolver } from '@nestjs/graphql';
import { ArmadaService } from './armada.service.js';
import { FleetListInput } from './fleet.inputs.js';
import { FleetValidationModel } from './fleet.models.js';
import { AttackOptionsInput, DisplacedSquadronInput, ManeuverInput, ManeuverQueryInput, MeasureInput, SquadronDestinationInput, SquadronMoveInput } from './geometry.inputs.js';
import { AttackOptionsModel, ManeuverOptionsModel, ManeuverOutcomeModel, MeasurementModel, SquadronPlacementModel, SquadronReachModel } from './geometry.models.js';

/** The REST rules queries of /v1/armada as GraphQL queries: they change nothing. */
@Resolver()
export class ArmadaResolver {
  constructor(private readonly armada: ArmadaService) {}

  @Query(() => FleetValidationModel, { description: 'Points of a fleet list and every fleet-building rule it breaks.' })
  armadaFleetValidation(@Args('input') input: FleetListInput): FleetValidationModel {
    return this.armada.validateFleet(input);
  }

  @Query(() => ManeuverOptionsModel, { description: 'Every course a ship may set from a pose at its speed, each with both tool sides.' })
  armadaManeuverOptions(@Args('input') input: ManeuverQueryInput): ManeuverOptionsModel {
    return this.armada.maneuverOptions(input);
  }

  @Query(() => ManeuverOutcomeModel, { description: 'One course with the tool on one side; refused with the rule when it is not allowed.' })
  armadaManeuver(@Args('input') input: ManeuverInput): ManeuverOutcomeModel {
    return this.armada.executeManeuver(input);
  }

  @Query(() => AttackOptionsModel, { description: 'What a hull zone (attacker with zone) or a squadron (without) can attack.' })
  armadaAttackOptions(@Args('input') input: AttackOptionsInput): AttackOptionsModel {
    return this.armada.attackOptions(input);
  }

  @Query(() => SquadronReachModel, { description: 'How far a squadron may move.' })
  armadaSquadronReach(@Args('input') input: SquadronMoveInput): SquadronReachModel {
    return this.armada.squadronReach(input);
  }

  @Query(() => SquadronPlacementModel, { description: 'Checks one destination of a squadron move.' })
  armadaSquadronMoveCheck(@Args('input') input: SquadronDestinationInput): SquadronPlacementModel {
    return this.armada.checkSquadronMove(input);
  }

  @Query(() => SquadronPlacementModel, { description: 'Checks where the opponent puts a squadron a ship moved onto.' })
  armadaDisplacedSquadronCheck(@Args('input') input: DisplacedSquadronInput): SquadronPlacementModel {
    return this.armada.checkDisplacedSquadron(input);
  }

  @Query(() => MeasurementModel, { description: 'Closest-point length, range band and distance band between two models.' })
  armadaMeasurement(@Args('input') input: MeasureInput): MeasurementModel {
    return this.armada.measure(input);
  }
}
