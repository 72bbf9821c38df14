import { text } from '../../../core/text.js';
import type { RebellionCardSet } from '../card.types.js';
import { addressDelays } from './missions/address-delays.card.js';
import { captureRebelOperative } from './missions/capture-rebel-operative.card.js';
import { carbonFreezing } from './missions/carbon-freezing.card.js';
import { collectBounty } from './missions/collect-bounty.card.js';
import { detained } from './missions/detained.card.js';
import { displayOfPower } from './missions/display-of-power.card.js';
import { doubleOurEfforts } from './missions/double-our-efforts.card.js';
import { fearWillKeepThemInLine } from './missions/fear-will-keep-them-in-line.card.js';
import { gatherIntel } from './missions/gather-intel.card.js';
import { homingBeacon } from './missions/homing-beacon.card.js';
import { huntThemDown } from './missions/hunt-them-down.card.js';
import { imperialPropaganda } from './missions/imperial-propaganda.card.js';
import { interceptTransmissions } from './missions/intercept-transmissions.card.js';
import { interrogation } from './missions/interrogation.card.js';
import { interrogationDroid } from './missions/interrogation-droid.card.js';
import { longRangeProbe } from './missions/long-range-probe.card.js';
import { lureOfTheDarkSide } from './missions/lure-of-the-dark-side.card.js';
import { planetaryConquest } from './missions/planetary-conquest.card.js';
import { probeDroidInitiative } from './missions/probe-droid-initiative.card.js';
import { researchAndDevelopment } from './missions/research-and-development.card.js';
import { retrieveThePlans } from './missions/retrieve-the-plans.card.js';
import { ruleByFear } from './missions/rule-by-fear.card.js';
import { secretWeaponsResearch } from './missions/secret-weapons-research.card.js';
import { tradeNegotiations } from './missions/trade-negotiations.card.js';
import { constructDeathStar } from './projects/construct-death-star.card.js';
import { constructFactory } from './projects/construct-factory.card.js';
import { constructSuperStarDestroyer } from './projects/construct-super-star-destroyer.card.js';
import { overseeProject } from './projects/oversee-project.card.js';
import { superlaserOnline } from './projects/superlaser-online.card.js';
import { baseDefenses } from './missions/base-defenses.card.js';
import { buildAlliance } from './missions/build-alliance.card.js';
import { contingencyPlan } from './missions/contingency-plan.card.js';
import { covertOperation } from './missions/covert-operation.card.js';
import { daringRescue } from './missions/daring-rescue.card.js';
import { demolition } from './missions/demolition.card.js';
import { establishTradeRelations } from './missions/establish-trade-relations.card.js';
import { forTheGreaterGood } from './missions/for-the-greater-good.card.js';
import { hiddenFleet } from './missions/hidden-fleet.card.js';
import { hitAndRun } from './missions/hit-and-run.card.js';
import { inciteRebellion } from './missions/incite-rebellion.card.js';
import { infiltration } from './missions/infiltration.card.js';
import { leadTheStrikeTeam } from './missions/lead-the-strike-team.card.js';
import { misdirection } from './missions/misdirection.card.js';
import { planTheAssault } from './missions/plan-the-assault.card.js';
import { plantFalseLead } from './missions/plant-false-lead.card.js';
import { publicUprising } from './missions/public-uprising.card.js';
import { rapidMobilization } from './missions/rapid-mobilization.card.js';
import { rogueSquadronRaid } from './missions/rogue-squadron-raid.card.js';
import { sabotage } from './missions/sabotage.card.js';
import { seekYoda } from './missions/seek-yoda.card.js';
import { stolenPlans } from './missions/stolen-plans.card.js';
import { supportOfMonCalamari } from './missions/support-of-mon-calamari.card.js';
import { wookieeUprising } from './missions/wookiee-uprising.card.js';
import { accordingToMyDesign } from './actions/according-to-my-design.card.js';
import { brilliantAdministrator } from './actions/brilliant-administrator.card.js';
import { itIsYourDestiny } from './actions/it-is-your-destiny.card.js';
import { moreDangerousThanYouRealize } from './actions/more-dangerous-than-you-realize.card.js';
import { blindside } from './actions/blindside.card.js';
import { bobaFettWhere } from './actions/boba-fett-where.card.js';
import { catchThemBySurprise } from './actions/catch-them-by-surprise.card.js';
import { fullyOperational } from './actions/fully-operational.card.js';
import { goodIntel } from './actions/good-intel.card.js';
import { keepThemFromEscaping } from './actions/keep-them-from-escaping.card.js';
import { localRumors } from './actions/local-rumors.card.js';
import { proceedingAsPlanned } from './actions/proceeding-as-planned.card.js';
import { publicSupport } from './actions/public-support.card.js';
import { readyForAction } from './actions/ready-for-action.card.js';
import { scoutingMission } from './actions/scouting-mission.card.js';
import { targetTheGenerator } from './actions/target-the-generator.card.js';
import { humanCyborgRelations } from './actions/human-cyborg-relations.card.js';
import { ourMostDesperateHour } from './actions/our-most-desperate-hour.card.js';
import { rebelPlanning } from './actions/rebel-planning.card.js';
import { resourcefulAstromech } from './actions/resourceful-astromech.card.js';
import { startTheEvacuation } from './actions/start-the-evacuation.card.js';
import { temporaryAlliance } from './actions/temporary-alliance.card.js';
import { ambush } from './actions/ambush.card.js';
import { anOldFriend } from './actions/an-old-friend.card.js';
import { independentOperation } from './actions/independent-operation.card.js';
import { itsATrap } from './actions/its-a-trap.card.js';
import { nobleSacrifice } from './actions/noble-sacrifice.card.js';
import { oneInAMillion } from './actions/one-in-a-million.card.js';
import { pointBlankAssault } from './actions/point-blank-assault.card.js';
import { sonOfSkywalker } from './actions/son-of-skywalker.card.js';
import { targetTheStarDestroyers } from './actions/target-the-star-destroyers.card.js';
import { theMillenniumFalcon } from './actions/the-millennium-falcon.card.js';
import { undercover } from './actions/undercover.card.js';
import { wookieeGuardian } from './actions/wookiee-guardian.card.js';
import { cripplingBlow } from './objectives/crippling-blow.card.js';
import { cutSupplyLines } from './objectives/cut-supply-lines.card.js';
import { defendThePeople } from './objectives/defend-the-people.card.js';
import { rebelAssault } from './objectives/rebel-assault.card.js';
import { regionalSupport } from './objectives/regional-support.card.js';
import { deathStarPlansIi } from './objectives/death-star-plans-ii.card.js';
import { deathStarPlansIii } from './objectives/death-star-plans-iii.card.js';
import { heartOfTheEmpire } from './objectives/heart-of-the-empire.card.js';
import { leaveNoOneBehind } from './objectives/leave-no-one-behind.card.js';
import { liberation } from './objectives/liberation.card.js';
import { popularSupport } from './objectives/popular-support.card.js';
import { establishOutposts } from './objectives/establish-outposts.card.js';
import { inspireSympathy } from './objectives/inspire-sympathy.card.js';
import { majorVictory } from './objectives/major-victory.card.js';
import { returnOfTheJedi } from './objectives/return-of-the-jedi.card.js';
import { spaceBrilliantStrategy } from './tactics/space-brilliant-strategy.card.js';
import { spaceConcentrateFire } from './tactics/space-concentrate-fire.card.js';
import { spaceCriticalHit } from './tactics/space-critical-hit.card.js';
import { spaceDefensiveFormation } from './tactics/space-defensive-formation.card.js';
import { spaceOnslaught } from './tactics/space-onslaught.card.js';
import { spaceTakeItDown } from './tactics/space-take-it-down.card.js';
import { spaceUnstoppableAssault } from './tactics/space-unstoppable-assault.card.js';
import { groundBrilliantStrategy } from './tactics/ground-brilliant-strategy.card.js';
import { groundConcentrateFire } from './tactics/ground-concentrate-fire.card.js';
import { groundCriticalHit } from './tactics/ground-critical-hit.card.js';
import { groundDefensiveFormation } from './tactics/ground-defensive-formation.card.js';
import { groundOnslaught } from './tactics/ground-onslaught.card.js';
import { groundTakeItDown } from './tactics/ground-take-it-down.card.js';
import { groundUnstoppableAssault } from './tactics/ground-unstoppable-assault.card.js';
import { groundBombardment } from './tactics/ground-bombardment.card.js';
import { groundDigIn } from './tactics/ground-dig-in.card.js';
import { groundEscapePlan } from './tactics/ground-escape-plan.card.js';
import { spaceNoEscape } from './tactics/space-no-escape.card.js';
import { spaceOutmaneuver } from './tactics/space-outmaneuver.card.js';

/** Every card of the base game, one entry per distinct card (`copies` says how many the decks hold). */
export const BASE_SET: RebellionCardSet = {
  set: 'base',
  title: text('Star Wars: Rebellion (Grundspiel)', 'Star Wars: Rebellion (base game)'),
  cards: [
    addressDelays,
    captureRebelOperative,
    carbonFreezing,
    collectBounty,
    detained,
    displayOfPower,
    doubleOurEfforts,
    fearWillKeepThemInLine,
    gatherIntel,
    homingBeacon,
    huntThemDown,
    imperialPropaganda,
    interceptTransmissions,
    interrogation,
    interrogationDroid,
    longRangeProbe,
    lureOfTheDarkSide,
    planetaryConquest,
    probeDroidInitiative,
    researchAndDevelopment,
    retrieveThePlans,
    ruleByFear,
    secretWeaponsResearch,
    tradeNegotiations,
    constructDeathStar,
    constructFactory,
    constructSuperStarDestroyer,
    overseeProject,
    superlaserOnline,
    baseDefenses,
    buildAlliance,
    contingencyPlan,
    covertOperation,
    daringRescue,
    demolition,
    establishTradeRelations,
    forTheGreaterGood,
    hiddenFleet,
    hitAndRun,
    inciteRebellion,
    infiltration,
    leadTheStrikeTeam,
    misdirection,
    planTheAssault,
    plantFalseLead,
    publicUprising,
    rapidMobilization,
    rogueSquadronRaid,
    sabotage,
    seekYoda,
    stolenPlans,
    supportOfMonCalamari,
    wookieeUprising,
    accordingToMyDesign,
    brilliantAdministrator,
    itIsYourDestiny,
    moreDangerousThanYouRealize,
    blindside,
    bobaFettWhere,
    catchThemBySurprise,
    fullyOperational,
    goodIntel,
    keepThemFromEscaping,
    localRumors,
    proceedingAsPlanned,
    publicSupport,
    readyForAction,
    scoutingMission,
    targetTheGenerator,
    humanCyborgRelations,
    ourMostDesperateHour,
    rebelPlanning,
    resourcefulAstromech,
    startTheEvacuation,
    temporaryAlliance,
    ambush,
    anOldFriend,
    independentOperation,
    itsATrap,
    nobleSacrifice,
    oneInAMillion,
    pointBlankAssault,
    sonOfSkywalker,
    targetTheStarDestroyers,
    theMillenniumFalcon,
    undercover,
    wookieeGuardian,
    cripplingBlow,
    cutSupplyLines,
    defendThePeople,
    rebelAssault,
    regionalSupport,
    deathStarPlansIi,
    deathStarPlansIii,
    heartOfTheEmpire,
    leaveNoOneBehind,
    liberation,
    popularSupport,
    establishOutposts,
    inspireSympathy,
    majorVictory,
    returnOfTheJedi,
    spaceBrilliantStrategy,
    spaceConcentrateFire,
    spaceCriticalHit,
    spaceDefensiveFormation,
    spaceOnslaught,
    spaceTakeItDown,
    spaceUnstoppableAssault,
    groundBrilliantStrategy,
    groundConcentrateFire,
    groundCriticalHit,
    groundDefensiveFormation,
    groundOnslaught,
    groundTakeItDown,
    groundUnstoppableAssault,
    groundBombardment,
    groundDigIn,
    groundEscapePlan,
    spaceNoEscape,
    spaceOutmaneuver,
  ],
};
