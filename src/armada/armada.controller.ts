import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
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

const MALFORMED = { description: 'Problem details: the body is not what the query takes (ARMADA_MALFORMED_INPUT names the field, INVALID_REQUEST the outer shape).' };
const RULE = { description: 'Problem details: the request breaks a rule; code, messages {de, en} and rule.' };

/** Armada's rules as questions: POSTs that change nothing, so each answers 200. */
@ApiTags('armada')
@Controller('v1/armada')
export class ArmadaController {
  constructor(private readonly armada: ArmadaService) {}

  @Post('fleets/validate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Points of a fleet list and every fleet-building rule it breaks' })
  @ApiResponse({ status: 200, type: ArmadaFleetValidationModel })
  @ApiResponse({ status: 400, ...MALFORMED })
  validateFleet(@Body() input: ArmadaFleetListInput): ArmadaFleetValidationModel {
    return this.armada.validateFleet(input);
  }

  @Post('maneuvers')
  @HttpCode(200)
  @ApiOperation({ summary: 'Every course a ship may set from a pose at its speed (and, with navigate, the speeds it may change to), each with both tool sides' })
  @ApiResponse({ status: 200, type: ArmadaManeuverOptionsModel })
  @ApiResponse({ status: 400, ...MALFORMED })
  @ApiResponse({ status: 422, ...RULE })
  maneuvers(@Body() input: ArmadaManeuverQueryInput): ArmadaManeuverOptionsModel {
    return this.armada.maneuverOptions(input);
  }

  @Post('maneuvers/execute')
  @HttpCode(200)
  @ApiOperation({ summary: 'One course with the tool on one side: where the ship ends and what it overlaps' })
  @ApiResponse({ status: 200, type: ArmadaManeuverOutcomeModel })
  @ApiResponse({ status: 400, ...MALFORMED })
  @ApiResponse({ status: 422, ...RULE })
  executeManeuver(@Body() input: ArmadaManeuverInput): ArmadaManeuverOutcomeModel {
    return this.armada.executeManeuver(input);
  }

  @Post('attack-options')
  @HttpCode(200)
  @ApiOperation({ summary: 'What a hull zone (attacker with zone) or a squadron (without) can attack: arc, range, line of sight, obstruction, dice' })
  @ApiResponse({ status: 200, type: ArmadaAttackOptionsModel })
  @ApiResponse({ status: 400, ...MALFORMED })
  attackOptions(@Body() input: ArmadaAttackOptionsInput): ArmadaAttackOptionsModel {
    return this.armada.attackOptions(input);
  }

  @Post('squadron-reach')
  @HttpCode(200)
  @ApiOperation({ summary: 'How far a squadron may move, and whether it may move at all (engaged)' })
  @ApiResponse({ status: 200, type: ArmadaSquadronReachModel })
  @ApiResponse({ status: 400, ...MALFORMED })
  squadronReach(@Body() input: ArmadaSquadronMoveInput): ArmadaSquadronReachModel {
    return this.armada.squadronReach(input);
  }

  @Post('squadron-moves/check')
  @HttpCode(200)
  @ApiOperation({ summary: 'Checks one destination of a squadron move' })
  @ApiResponse({ status: 200, type: ArmadaSquadronPlacementModel })
  @ApiResponse({ status: 400, ...MALFORMED })
  @ApiResponse({ status: 422, ...RULE })
  checkSquadronMove(@Body() input: ArmadaSquadronDestinationInput): ArmadaSquadronPlacementModel {
    return this.armada.checkSquadronMove(input);
  }

  @Post('displaced-squadrons/check')
  @HttpCode(200)
  @ApiOperation({ summary: 'Checks where the opponent puts a squadron a ship moved onto: touching the ship, overlapping nothing' })
  @ApiResponse({ status: 200, type: ArmadaSquadronPlacementModel })
  @ApiResponse({ status: 400, ...MALFORMED })
  @ApiResponse({ status: 422, ...RULE })
  checkDisplacedSquadron(@Body() input: ArmadaDisplacedSquadronInput): ArmadaSquadronPlacementModel {
    return this.armada.checkDisplacedSquadron(input);
  }

  @Post('measure')
  @HttpCode(200)
  @ApiOperation({ summary: 'Closest-point length, range band and distance band between two ships, hull zones or squadrons' })
  @ApiResponse({ status: 200, type: ArmadaMeasurementModel })
  @ApiResponse({ status: 400, ...MALFORMED })
  measure(@Body() input: ArmadaMeasureInput): ArmadaMeasurementModel {
    return this.armada.measure(input);
  }
}
