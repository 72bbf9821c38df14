import type { Rng } from '../core/rng.random.js';
import type { RuleViolation } from '../core/rule-violation.error.js';
import type { ActionCardId } from './data/action-cards.data.js';
import type { LeaderId } from './data/leaders.data.js';
import { FACTIONS, type Faction } from './data/model.types.js';
import type { ObjectiveId } from './data/objectives.data.js';
import type { UnitTypeId } from './data/units.data.js';
import { refreshObjectiveEffect } from './cards/card.index.js';
import { reputationOf } from './objectives.effects.js';
import type { Out } from './rebellion.out.js';
import type { Place } from './rebellion.state.js';
import { afterDeploy, afterReleasing, continueRecruit, deployOptions, finishBuild, retrieveAndDraw } from './refresh.flow.js';
import {
  buildUnitOptions,
  buildUnitViolation,
  chooseRecruitCardViolation,
  deployUnitViolation,
  playObjectiveViolation,
  recruitLeaderViolation,
  releaseUnitsViolation,
  releaseUnitViolation,
} from './refresh.legal.js';
import type { DecideHandlers } from './rebellion.handlers.js';

/** Handlers of the refresh phase's decisions: a refusal, or events written to `out`. */

/** RR ZIELKARTEN, SYMPATHIE: the reputation marker moves towards time; meeting it wins at once. */
export function decidePlayObjective(out: Out, card: ObjectiveId, rng: Rng): RuleViolation | void {
  const refused = playObjectiveViolation(out.state, card);
  if (refused) return refused;
  const effect = refreshObjectiveEffect(card)!;
  out.emit({ type: 'ObjectivePlayed', payload: { card, reputation: reputationOf(out.state, card, effect), returnsToHand: effect.returnsToHand === true } });
  if (out.state.reputation <= out.state.time) out.emit({ type: 'GameEnded', payload: { winner: 'rebel', reason: 'reputation-met-time' } });
  else retrieveAndDraw(out, rng);
}

export function decideSkipObjective(out: Out, rng: Rng): void {
  out.emit({ type: 'ObjectiveSkipped', payload: {} });
  retrieveAndDraw(out, rng);
}

export function decideChooseRecruitCard(out: Out, faction: Faction, card: ActionCardId): RuleViolation | void {
  const refused = chooseRecruitCardViolation(out.state, faction, card);
  if (refused) return refused;
  const offered = out.state.phase.kind === 'recruit' ? [...out.state.phase.offered[faction]] : [];
  offered.splice(offered.indexOf(card), 1);
  out.emit({ type: 'RecruitCardChosen', payload: { faction, card, returned: offered } });
  continueRecruit(out);
}

export function decideRecruitLeader(out: Out, faction: Faction, leader: LeaderId): RuleViolation | void {
  const refused = recruitLeaderViolation(out.state, faction, leader);
  if (refused) return refused;
  out.emit({ type: 'LeaderRecruited', payload: { faction, leader } });
  continueRecruit(out);
}

export function decideReleaseUnits(out: Out, faction: Faction): RuleViolation | void {
  const refused = releaseUnitsViolation(out.state, faction);
  if (refused) return refused;
  out.emit({ type: 'ReleaseOpened', payload: { faction } });
}

export function decideReleaseUnit(out: Out, faction: Faction, at: Place, unit: UnitTypeId): RuleViolation | void {
  const refused = releaseUnitViolation(out.state, faction, at, unit);
  if (refused) return refused;
  out.emit({ type: 'UnitReleased', payload: { faction, at, unit } });
}

export function decideFinishReleasing(out: Out, faction: Faction): void {
  out.emit({ type: 'ReleasingFinished', payload: { faction } });
  const phase = out.state.phase;
  if (phase.kind === 'build' && phase.stage === 'release' && FACTIONS.every((f) => phase.done[f])) {
    afterReleasing(out);
    lapseEmptyChoices(out);
  }
}

export function decideBuildUnit(out: Out, unit: UnitTypeId): RuleViolation | void {
  const refused = buildUnitViolation(out.state, unit);
  if (refused) return refused;
  out.emit({ type: 'BuildUnitPicked', payload: { unit } });
  lapseEmptyChoices(out);
}

/** Choice icons with no unit left are passed over; with none open, everything is built. */
function lapseEmptyChoices(out: Out): void {
  for (;;) {
    const phase = out.state.phase;
    if (phase.kind !== 'build' || phase.stage !== 'choose') return;
    if (phase.choices.length === 0) {
      finishBuild(out, phase.picked);
      return;
    }
    if (buildUnitOptions(out.state).length > 0) return;
    out.emit({ type: 'BuildChoiceLapsed', payload: {} });
  }
}

export function decideDeployUnit(out: Out, faction: Faction, unit: UnitTypeId, at: Place): RuleViolation | void {
  const refused = deployUnitViolation(out.state, faction, unit, at);
  if (refused) return refused;
  out.emit({ type: 'UnitDeployed', payload: { faction, unit, at } });
  const phase = out.state.phase;
  if (phase.kind === 'deploy' && deployOptions(out.state, faction, phase.ready, phase.deployed).length === 0) finishDeploying(out, faction);
}

export function decideFinishDeploying(out: Out, faction: Faction): void {
  finishDeploying(out, faction);
}

function finishDeploying(out: Out, faction: Faction): void {
  const phase = out.state.phase;
  if (phase.kind !== 'deploy') return;
  if (Object.keys(phase.ready).length > 0) out.emit({ type: 'DeployFinished', payload: { faction, returned: phase.ready } });
  afterDeploy(out, faction);
}

/** RR AUFFRISCHPHASE step 3: an objective played at the start of the refresh phase, or not. */
export const objectiveWindowDecisions = {
  PlayObjective: (out, _faction, action, rng) => decidePlayObjective(out, action.card, rng),
  SkipObjective: (out, _faction, _action, rng) => decideSkipObjective(out, rng),
} satisfies DecideHandlers;

/** RR REKRUTIEREN. */
export const recruitDecisions = {
  ChooseRecruitCard: (out, faction, action) => decideChooseRecruitCard(out, faction, action.card),
  RecruitLeader: (out, faction, action) => decideRecruitLeader(out, faction, action.leader),
} satisfies DecideHandlers;

/** RR BAUEN: units released first, then the Rebel's choice icons. */
export const buildDecisions = {
  ReleaseUnits: (out, faction) => decideReleaseUnits(out, faction),
  ReleaseUnit: (out, faction, action) => decideReleaseUnit(out, faction, action.at, action.unit),
  FinishReleasing: (out, faction) => decideFinishReleasing(out, faction),
  BuildUnit: (out, _faction, action) => decideBuildUnit(out, action.unit),
} satisfies DecideHandlers;

/** RR AUFFRISCHPHASE step 6: deploying the units ready. */
export const deployDecisions = {
  DeployUnit: (out, faction, action) => decideDeployUnit(out, faction, action.unit, action.at),
  FinishDeploying: (out, faction) => decideFinishDeploying(out, faction),
} satisfies DecideHandlers;
