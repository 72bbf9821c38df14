import type { PendingDecision } from '../core/game.contract.js';
import type { Seat } from '../core/visibility.view.js';
import type { Faction } from './data/model.types.js';
import { assignmentLegal, evacuationLegal } from './assignment.legal.js';
import { activationLegal, commandLegal } from './command.legal.js';
import type { RebellionAction, RebellionActionType } from './rebellion.actions.js';
import type { PhaseKind, PhaseLegal } from './rebellion.handlers.js';
import { waitFor } from './rebellion.pending.js';
import { factionOf, type RebellionState } from './rebellion.state.js';
import { combatLegal } from './combat.legal.js';
import { missionLegal } from './mission.legal.js';
import { mobilizationLegal } from './mobilization.flow.js';
import { excessActions } from './destroyed-system.decide.js';
import { excessDuty } from './destroyed-system.rules.js';
import { PASS_CHOICE, PROMPT_ACTION } from '../core/prompts/prompt.types.js';
import { promptActionsFor } from './cards/prompt.decide.js';
import { buildLegal, deployLegal, handLimitLegal, objectiveWindowLegal, recruitLegal, refreshLegal } from './refresh.legal.js';
import { RULES } from './rules.cite.js';
import { baseChoiceLegal, immediateCardsLegal, placementLegal } from './setup.legal.js';

/** Every prompt answer type: a card's open prompt is answered with one of them. */
const PROMPT_TYPES: readonly RebellionActionType[] = [...Object.values(PROMPT_ACTION), PASS_CHOICE];

/** A phase in which nobody decides anything. */
const nobodyDecides = (rule: string) => ({ rule, expected: () => [], actions: () => [], pending: () => [] });

/** Each phase's legal actions, owned by the file of that phase; a phase missing here fails to compile. */
const PHASES = {
  'not-started': nobodyDecides(RULES.setup),
  placement: placementLegal,
  'immediate-action-cards': immediateCardsLegal,
  'base-choice': baseChoiceLegal,
  assignment: assignmentLegal,
  evacuation: evacuationLegal,
  command: commandLegal,
  activation: activationLegal,
  mission: missionLegal,
  'rapid-mobilization': mobilizationLegal,
  combat: combatLegal,
  refresh: refreshLegal,
  'hand-limit': handLimitLegal,
  'objective-window': objectiveWindowLegal,
  recruit: recruitLegal,
  build: buildLegal,
  deploy: deployLegal,
  'game-over': nobodyDecides(RULES.victory),
} as const satisfies { readonly [P in PhaseKind]: PhaseLegal<P> };

/** The table with its entries' narrow types, so `rebellion.decide.ts` can check that every expected action has a handler. */
export type PhaseLegalTable = typeof PHASES;

/** The same table, each entry asked with the phase it is kept for. */
const PHASE_LOOKUP = PHASES as unknown as Readonly<Record<PhaseKind, PhaseLegal<PhaseKind>>>;

/** Units beyond the ships' capacity in a destroyed system go before anything else is decided (RR ZERSTÖRTE SYSTEME). */
function excessFirst(state: RebellionState) {
  return state.phase.kind === 'game-over' ? null : excessDuty(state);
}

/** The glossary entry of the step the game is in. */
export function phaseRule(state: RebellionState): string {
  if (excessFirst(state) !== null) return RULES.destroyedSystems;
  return PHASE_LOOKUP[state.phase.kind].rule;
}

/** Which kinds of action the game waits for from `faction` now. */
export function expectedActions(state: RebellionState, faction: Faction): readonly RebellionActionType[] {
  // A card's open question comes before anything else the phase waits for.
  if (state.prompt !== null) return state.prompt.faction === faction ? PROMPT_TYPES : [];
  const duty = excessFirst(state);
  if (duty !== null) return duty.faction === faction ? ['DestroyExcessUnit'] : [];
  return PHASE_LOOKUP[state.phase.kind].expected(state, state.phase, faction);
}

/**
 * Everything `seat` may do now, as a finite list. Lists never follow a
 * secret order: the base choice lists the probe deck sorted by system.
 */
export function legalActions(state: RebellionState, seat: Seat): RebellionAction[] {
  const faction = factionOf(state, seat);
  if (faction === null || expectedActions(state, faction).length === 0) return [];
  if (state.prompt !== null) return promptActionsFor(state, faction);
  if (excessFirst(state) !== null) return excessActions(state, faction);
  return PHASE_LOOKUP[state.phase.kind].actions(state, state.phase, faction);
}

/** Who the game waits for. Public: the steps of setup are known to everybody. */
export function pending(state: RebellionState): PendingDecision[] {
  if (state.prompt !== null) return [{ seat: state.prompt.prompt.seat, decision: 'card-prompt', label: state.prompt.prompt.question }];
  const duty = excessFirst(state);
  if (duty !== null) return waitFor(state, [duty.faction], 'destroy-excess');
  return PHASE_LOOKUP[state.phase.kind].pending(state, state.phase);
}
