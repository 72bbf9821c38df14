/**
 * Star Wars: Armada rules engine (issue 5): catalog, fleet validation, the
 * geometry kernel and its rules queries, and one attack as a decider. Pure
 * functions of plain JSON-able input; bad values come back as a
 * `RuleViolation` of kind `malformed`, forbidden ones as kind `rule` with
 * the seed section (`armada:<slug>`) they rest on. Nothing here throws on
 * input. One attack is playable as decisions (`attack.game.ts`, registered
 * as `armada-attack`); the round-by-round game is `armada` (`game/`).
 *
 * Served by src/catalog (`/v1/catalog/armada/...`) and src/armada
 * (`/v1/armada/...`); the routes are listed in docs/games/armada.md.
 */

// Catalog
export { CATALOG_KINDS, getCard, getShip, getSquadron, listCards, normalizeName, searchCatalog } from './catalog/catalog.lookup.js';
export type { CatalogCards, CatalogKind, CatalogMatch } from './catalog/catalog.lookup.js';
export type {
  DamageCard,
  DefenseTokenType,
  DiceCount,
  DieColor,
  Faction,
  HullZone,
  ObjectiveCard,
  ObjectiveCategory,
  Points,
  PointsEdition,
  ShipCard,
  SizeClass,
  SquadronCard,
  UpgradeCard,
  UpgradeSlot,
} from './catalog/catalog.types.js';
export { DICE, DICE_AT_RANGE, diceAtRange } from './data/dice.data.js';
export type { AttackRange, DieFace } from './data/dice.data.js';
export { OBSTACLE_SHAPES } from './data/obstacles.data.js';
export type { ObstacleShapeId, ObstacleType } from './data/obstacles.data.js';

// Fleet building
export { validateFleet } from './fleet/fleet.validate.js';
export type { FleetListInput, FleetValidation, FleetViolation } from './fleet/fleet.types.js';

// Geometry kernel and rules queries
export { DEFAULT_GEOMETRY, parseGeometryConfig } from './geometry/geometry.config.js';
export type { ArcLines, GeometryConfig } from './geometry/geometry.config.js';
export { placeShip, shipShape } from './geometry/ship-shape.geometry.js';
export type { PlacedShip, Pose } from './geometry/ship-shape.geometry.js';
export type { ToolSide } from './geometry/maneuver-tool.geometry.js';
export { parseTable, placeObstacle } from './geometry/table.input.js';
export type { Table, TableInput, TableObstacle, TableShip, TableSquadron } from './geometry/table.input.js';
export { buildScene } from './geometry/table.scene.js';
export type { TableScene } from './geometry/table.scene.js';
export { crossedOtherZone, lineCrosses, lineCrossesObstacle, sightBlockers, traceSightLine } from './geometry/line-of-sight.measure.js';
export type { SightBlockers, SightLine } from './geometry/line-of-sight.measure.js';
export { obstaclesUnderShip } from './geometry/overlap.geometry.js';
export { executeManeuver, maneuverOptions } from './geometry/maneuver.query.js';
export type { CourseOption, ExecuteManeuverInput, ManeuverOptions, ManeuverOutcome, ManeuverQueryInput, ObstacleEffect, SpeedOption } from './geometry/maneuver.query.js';
export { engagedSquadrons, hullZoneAttackOptions, hullZoneSight, hullZoneTargets, squadronAttackOptions, squadronTargets } from './geometry/attack.query.js';
export type { AttackOptions, AttackTarget, HullZoneAttackInput, HullZoneSight, Segment, SquadronAttackInput } from './geometry/attack.query.js';
export { measureBetween } from './geometry/measure.query.js';
export type { Measurement, MeasureInput } from './geometry/measure.query.js';
export { checkDisplacedSquadronPlacement, checkSquadronMove, squadronMoveReach } from './geometry/squadron-move.query.js';
export type { SquadronDestinationInput, SquadronMoveInput, SquadronPlacementCheck, SquadronReach } from './geometry/squadron-move.query.js';
export type { RangeBand } from './geometry/range.measure.js';

// Attack resolution
export { armadaAttack } from './attack/attack.machine.js';
export { fullDamageDeck } from './attack/attack.setup.js';
export type { AttackSetupInput, CombatantInput } from './attack/attack.setup.js';
export type { AttackView } from './attack/attack.view.js';
export type { AttackAction, AttackEvent, AttackRecord, AttackState, AttackStep, Combatant, DefenseToken } from './attack/attack.types.js';

// The round-by-round game (issue 9)
export { armadaGame } from './game/armada.game.js';
export type { ArmadaAction, ArmadaEvent, ArmadaOptions, ArmadaState } from './game/game.types.js';
export { DAMAGE_CARD_SET, damageCard } from './cards/damage.manifest.js';
export { UPGRADE_CARD_SET, upgradeCard } from './cards/upgrades.manifest.js';
export type { UpgradeCardDefinition } from './cards/upgrade-card.define.js';
export { cardsNotImplemented, isImplemented, notImplementedRefusal } from './cards/cards.implemented.js';
export type { FleetCards, MissingCard } from './cards/cards.implemented.js';
export { startingTokens } from './game/game.upgrades.js';
export type { StartingTokens } from './game/game.upgrades.js';
export type { DamageCardDefinition } from './cards/damage-card.define.js';

// Rule citations
export { citedHeadings, RULE } from './rules.cite.js';
