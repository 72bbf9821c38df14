import type { Emitted } from '../core/game.contract.js';
import type { Rng } from '../core/rng.random.js';
import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import type { Seat } from '../core/visibility.view.js';
import { evacuationDecisions } from './assignment-card.decide.js';
import { assignmentDecisions } from './assignment.decide.js';
import { promptDecisions } from './cards/prompt.decide.js';
import { combatDecisions } from './combat.decide.js';
import { activationDecisions, commandDecisions } from './command.decide.js';
import { excessDecisions } from './destroyed-system.decide.js';
import { handLimitDecisions } from './hand-limit.decide.js';
import { missionDecisions } from './mission.flow.js';
import { mobilizationDecisions } from './mobilization.flow.js';
import type { RebellionAction, RebellionActionType } from './rebellion.actions.js';
import type { RebellionEvent } from './rebellion.events.js';
import type { AnyDecideHandler, DecideHandlers, KeysOf, NoneOf, PhaseKind } from './rebellion.handlers.js';
import { expectedActions, phaseRule, type PhaseLegalTable } from './rebellion.legal.js';
import { Out } from './rebellion.out.js';
import { factionOf, type RebellionState } from './rebellion.state.js';
import { buildDecisions, deployDecisions, objectiveWindowDecisions, recruitDecisions } from './refresh.decide.js';
import { settle } from './settle.flow.js';
import { baseChoiceDecisions, immediateCardDecisions, placementDecisions } from './setup.decide.js';

/** Decisions that do not depend on the phase: a card's open prompt and a destroyed system's excess come before anything else. */
const ANY_PHASE = { ...promptDecisions, ...excessDecisions } as const;

/** Each phase's decisions, registered by the file of that phase. */
const BY_PHASE = {
  'not-started': {},
  placement: placementDecisions,
  'immediate-action-cards': immediateCardDecisions,
  'base-choice': baseChoiceDecisions,
  assignment: assignmentDecisions,
  evacuation: evacuationDecisions,
  command: commandDecisions,
  activation: activationDecisions,
  mission: missionDecisions,
  'rapid-mobilization': mobilizationDecisions,
  combat: combatDecisions,
  refresh: {},
  'hand-limit': handLimitDecisions,
  'objective-window': objectiveWindowDecisions,
  recruit: recruitDecisions,
  build: buildDecisions,
  deploy: deployDecisions,
  'game-over': {},
} as const satisfies { readonly [P in PhaseKind]: DecideHandlers };

type PhaseTables = (typeof BY_PHASE)[PhaseKind];
/** Compiles only while every action type has a handler in some phase or in every phase; the error names those that have none. */
export type NoActionUnhandled = NoneOf<Exclude<RebellionActionType, KeysOf<PhaseTables> | keyof typeof ANY_PHASE>>;
/** Compiles only while no phase also registers a decision that every phase takes the same way. */
export type NoActionHandledTwice = NoneOf<KeysOf<PhaseTables> & keyof typeof ANY_PHASE>;
type Expected<P extends PhaseKind> = ReturnType<PhaseLegalTable[P]['expected']>[number];
/** Compiles only while each phase has a handler for every action type its legal table expects; the error names those without. */
export type NoExpectedActionUnhandled = NoneOf<{ [P in PhaseKind]: Exclude<Expected<P>, keyof (typeof BY_PHASE)[P] | keyof typeof ANY_PHASE> }[PhaseKind]>;

/** The same tables as lookups by type name: their shapes are checked above. */
type Lookup = Readonly<Record<string, AnyDecideHandler | undefined>>;
const ANY_PHASE_LOOKUP = ANY_PHASE as unknown as Lookup;
const BY_PHASE_LOOKUP = BY_PHASE as unknown as Readonly<Record<PhaseKind, Lookup>>;

/**
 * A seat's action, checked against the rules, as events, or the rule it
 * breaks. Refusals never depend on hidden facts the seat may not know.
 */
export function decide(state: RebellionState, seat: Seat, action: RebellionAction, rng: Rng): Emitted<RebellionEvent>[] | RuleViolation {
  const faction = factionOf(state, seat);
  if (faction === null)
    return ruleViolation('NOT_A_SEAT_OF_THIS_GAME', text('Dieser Sitz spielt in dieser Partie nicht mit.', 'This seat does not play in this game.'));
  if (!expectedActions(state, faction).includes(action.type))
    return ruleViolation(
      'NOT_YOUR_DECISION',
      text('Das steht für dich gerade nicht zur Entscheidung an.', 'That is not yours to decide now.'),
      phaseRule(state),
    );
  const out = new Out(state);
  // `expectedActions` has let only action types through that the phase or every phase has a handler for.
  const handle = ANY_PHASE_LOOKUP[action.type] ?? BY_PHASE_LOOKUP[state.phase.kind][action.type]!;
  const refused = handle(out, faction, action, rng);
  if (refused) return refused;
  settle(out);
  return out.events;
}
