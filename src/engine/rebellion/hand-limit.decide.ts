import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { missionData } from './data/cards.data.js';
import type { MissionId } from './data/missions.data.js';
import { FACTIONS, type Faction } from './data/model.types.js';
import type { Out } from './rebellion.out.js';
import { afterHandLimit } from './refresh.flow.js';
import { RULES } from './rules.cite.js';
import type { DecideHandlers } from './rebellion.handlers.js';

/** Refresh step 2: one card at a time onto the open discard pile; starting missions never (RR STARTMISSIONEN). */
export function decideDiscardMission(out: Out, faction: Faction, mission: MissionId): RuleViolation | void {
  if (!out.state.hands.missions[faction].includes(mission))
    return ruleViolation('MISSION_NOT_IN_HAND', text('Diese Missionskarte hast du nicht auf der Hand.', 'You do not hold this mission card.'), RULES.refreshPhase);
  if (missionData(mission).starting)
    return ruleViolation(
      'STARTING_MISSIONS_CANNOT_BE_DISCARDED',
      text('Startmissionen können nie abgelegt werden.', 'Starting missions can never be discarded.'),
      RULES.startingMissions,
    );
  out.emit({ type: 'MissionDiscarded', payload: { faction, mission } });
  const phase = out.state.phase;
  if (phase.kind === 'hand-limit' && FACTIONS.every((f) => phase.excess[f] === 0)) afterHandLimit(out);
}

/** RR AUFFRISCHPHASE step 2: discarding down to the hand limit. */
export const handLimitDecisions = {
  DiscardMission: (out, faction, action) => decideDiscardMission(out, faction, action.mission),
} satisfies DecideHandlers;
