import type { Emitted } from '../core/game.contract.js';
import type { Rng } from '../core/rng.random.js';
import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { addLeaderViolation, assignMissionViolation, undoAssignmentViolation } from './assignment.legal.js';
import { missionData } from './data/cards.data.js';
import { LEADER_IDS, type LeaderId } from './data/leaders.data.js';
import type { MissionId } from './data/missions.data.js';
import { FACTIONS, type Faction } from './data/model.types.js';
import { Emitter } from './rebellion.emit.js';
import type { RebellionEvent } from './rebellion.events.js';
import type { RebellionState } from './rebellion.state.js';
import { RULES } from './rules.cite.js';

type Decided = Emitted<RebellionEvent>[] | RuleViolation;

/** RR AUFFRISCHPHASE step 2. */
export const MISSIONS_DRAWN_PER_ROUND = 2;
export const HAND_LIMIT = 10;
/** Step 3. */
export const PROBES_DRAWN_PER_ROUND = 2;
/** Step 4. */
export const OBJECTIVES_DRAWN_PER_ROUND = 1;

export function decideAssignMission(state: RebellionState, faction: Faction, mission: MissionId, leader: LeaderId): Decided {
  const refused = assignMissionViolation(state, faction, mission, leader);
  if (refused) return refused;
  const slot = state.assigned[faction].length;
  return new Emitter(state).owner(faction, { type: 'MissionAssigned', payload: { faction, slot, mission, leader } }, { faction }).events;
}

export function decideAddLeader(state: RebellionState, faction: Faction, slot: number, leader: LeaderId): Decided {
  return (
    addLeaderViolation(state, faction, slot, leader) ??
    new Emitter(state).owner(faction, { type: 'LeaderAddedToMission', payload: { faction, slot, leader } }, { faction }).events
  );
}

export function decideUndoAssignment(state: RebellionState, faction: Faction): Decided {
  return undoAssignmentViolation(state) ?? new Emitter(state).owner(faction, { type: 'AssignmentUndone', payload: { faction } }, { faction }).events;
}

/** The Rebel's finish hands the assignment to the Empire; the Empire's starts the command phase with the Rebel. */
export function decideFinishAssignment(state: RebellionState, faction: Faction): Decided {
  const out = new Emitter(state).public({ type: 'AssignmentFinished', payload: { faction, missions: state.assigned[faction].length } });
  if (faction === 'empire') out.public({ type: 'CommandPhaseBegan', payload: {} });
  return out.events;
}

/**
 * RR KOMMANDOPHASE: a side that passes takes no more turns this phase. When
 * both have passed, unrevealed missions return to the hand and their leaders
 * to the pool, and the refresh phase runs.
 */
export function decidePass(state: RebellionState, faction: Faction, rng: Rng): Decided {
  const out = new Emitter(state).public({ type: 'Passed', payload: { faction } });
  const phase = out.state.phase;
  if (phase.kind === 'command' && FACTIONS.every((f) => phase.passed[f])) endCommandPhase(out, rng);
  return out.events;
}

export function decideDiscardMission(state: RebellionState, faction: Faction, mission: MissionId): Decided {
  if (!state.hands.missions[faction].includes(mission))
    return ruleViolation('MISSION_NOT_IN_HAND', text('Diese Missionskarte hast du nicht auf der Hand.', 'You do not hold this mission card.'), RULES.refreshPhase);
  if (missionData(mission).starting)
    return ruleViolation(
      'STARTING_MISSIONS_CANNOT_BE_DISCARDED',
      text('Startmissionen können nie abgelegt werden.', 'Starting missions can never be discarded.'),
      RULES.startingMissions,
    );
  const out = new Emitter(state).public({ type: 'MissionDiscarded', payload: { faction, mission } });
  const phase = out.state.phase;
  if (phase.kind === 'hand-limit' && FACTIONS.every((f) => phase.excess[f] === 0)) afterHandLimit(out);
  return out.events;
}

function endCommandPhase(out: Emitter, rng: Rng): void {
  for (const faction of FACTIONS) {
    const assigned = out.state.assigned[faction];
    if (assigned.length === 0) continue;
    const missions = assigned.map((m) => m.card);
    const leaders = assigned.flatMap((m) => m.leaders);
    out.owner(faction, { type: 'FaceDownMissionsReturned', payload: { faction, missions, leaders } }, { faction, count: missions.length });
  }
  out.public({ type: 'RefreshPhaseBegan', payload: {} });
  // Step 1 (the objective played just before it comes with the objectives slice).
  const onBoard = LEADER_IDS.filter((l) => {
    const kind = out.state.leaders[l]?.location.kind;
    return kind === 'system' || kind === 'rebel-base';
  });
  if (onBoard.length > 0) out.public({ type: 'LeadersRetrieved', payload: { leaders: onBoard } });
  // Step 2.
  for (const faction of FACTIONS) drawMissions(out, faction, MISSIONS_DRAWN_PER_ROUND, rng);
  const excess = Object.fromEntries(FACTIONS.map((f) => [f, Math.max(0, out.state.hands.missions[f].length - HAND_LIMIT)])) as Record<Faction, number>;
  if (FACTIONS.some((f) => excess[f] > 0)) out.public({ type: 'HandLimitApplied', payload: { excess } });
  else afterHandLimit(out);
}

/** Draws from the top; an empty deck is replaced by its shuffled discard pile (RR ABLEGEN). */
function drawMissions(out: Emitter, faction: Faction, n: number, rng: Rng): void {
  let wanted = n;
  while (wanted > 0) {
    if (out.state.decks.missions[faction].length === 0) {
      const pile = out.state.discards.missions[faction];
      if (pile.length === 0) return;
      out.server({ type: 'MissionDiscardsReshuffled', payload: { faction, order: rng.shuffle(pile) } }, { faction, size: pile.length });
    }
    const cards = out.state.decks.missions[faction].slice(0, wanted);
    out.owner(faction, { type: 'MissionsDrawn', payload: { faction, cards } }, { faction, count: cards.length });
    wanted -= cards.length;
  }
}

/** Steps 3 to 5, then the next round or the end (RR SIEGBEDINGUNGEN: reputation marker meets the time marker). */
function afterHandLimit(out: Emitter): void {
  const probes = out.state.decks.probe.slice(0, PROBES_DRAWN_PER_ROUND);
  if (probes.length > 0) out.owner('empire', { type: 'ProbeCardsDrawn', payload: { cards: probes } }, { count: probes.length });
  const objectives = out.state.decks.objectives.slice(0, OBJECTIVES_DRAWN_PER_ROUND);
  if (objectives.length > 0) out.owner('rebel', { type: 'ObjectivesDrawn', payload: { cards: objectives } }, { count: objectives.length });
  const time = out.state.time + 1;
  out.public({ type: 'TimeAdvanced', payload: { time } });
  if (time === out.state.reputation) out.public({ type: 'GameEnded', payload: { winner: 'rebel', reason: 'reputation-met-time' } });
  else out.public({ type: 'RoundBegan', payload: { round: out.state.round + 1 } });
}
