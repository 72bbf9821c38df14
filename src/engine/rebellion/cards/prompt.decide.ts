import { answerPrompt, isPromptActionType, promptActions, promptActionLabel } from '../../core/prompts/prompt.actions.js';
import type { PromptAction } from '../../core/prompts/prompt.types.js';
import type { Rng } from '../../core/rng.random.js';
import { isViolation, ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text, type Text } from '../../core/text.js';
import type { Faction, Theater } from '../data/model.types.js';
import { afterRescueWindow, closeMission, drawProjects, endCardTurn, finishMission, resumeMission } from '../mission.flow.js';
import type { MissionOp } from '../missions.effects.js';
import type { SystemId } from '../data/systems.data.js';
import { answerReaction, REACTION_FRAME } from '../reactions.flow.js';
import type { Out } from '../rebellion.out.js';
import type { ObjectiveResume, RebellionState } from '../rebellion.state.js';
import { afterObjectiveWindow, rollAttack } from '../combat.flow.js';
import { answerMobilizationOrder, MOBILIZATION_ORDER_FRAME } from '../mobilization.flow.js';
import { answerPlansRing, PLANS_RING_FRAME, rollPlans, type PlansTarget } from '../plans.flow.js';
import type { EffectFrame } from '../../core/cards/effect.run.js';
import type { ObjectiveId } from '../data/objectives.data.js';
import { cardProgram } from './card.index.js';
import { runMissionProgram } from './mission.program.js';
import type { DecideHandlers } from '../rebellion.handlers.js';

/**
 * A card's open prompt as actions: the legal actions, labels and the answer
 * all come from core/prompts, so no card adds an action or event type.
 * Continuations are named in the effect's frame and looked up here.
 */

/** Where the game goes on; a reaction window's continuation reads the public facts it opened on (its frame's `vars`). */
const CONTINUATIONS: Readonly<Record<string, (out: Out, rng: Rng, vars: EffectFrame['vars']) => void>> = {
  'finish-mission': finishMission,
  /** After a „Spezial“ window at the end of a mission: the card goes away and the turn ends. */
  'close-mission': closeMission,
  /** A „Zuweisung“ card's program is done: the side goes on assigning (the phase never left). */
  'resume-assignment': () => undefined,
  'resume-mission': resumeMission,
  /** A mission with no system („Contingency Plan“) is done: the command turn passes on. */
  'end-turn': endCardTurn,
  /** After the other side's window on a rescue during a mission: the mission's own window, then the card goes away. */
  'after-rescue-window': afterRescueWindow,
  /** A „Gefecht“ objective's program is done: the combat goes on where its objective window opened. */
  'combat-after-space-objective': (out, rng) => afterObjectiveWindow(out, 'space', rng),
  'combat-after-ground-objective': (out, rng) => afterObjectiveWindow(out, 'ground', rng),
  'combat-after-round-objective': (out, rng) => afterObjectiveWindow(out, 'round', rng),
  /** After the window before an attack's roll („One in a Million“): the roll. */
  'combat-attack': (out, rng, vars) => rollAttack(out, vars.roller as Faction, vars.theater as Theater, rng),
  /** After the window before the Death Star Plans' roll: the roll. */
  'death-star-plans': (out, rng, vars) => rollPlans(out, vars.plans as ObjectiveId, vars.target as PlansTarget, rng),
};

/** The continuation for each place a combat's objective window opens. */
export const objectiveResumes: Readonly<Record<ObjectiveResume, string>> = {
  space: 'combat-after-space-objective',
  ground: 'combat-after-ground-objective',
  round: 'combat-after-round-objective',
};

/** Runs an action card's program for `faction` (`vars.faction`), in `system` if it acts in one (`vars.system`); once it ends, the game goes on with `then`. */
export function startCardProgram(out: Out, rng: Rng, faction: Faction, card: string, steps: readonly MissionOp[], then: string, system?: SystemId): void {
  const vars = system === undefined ? { faction } : { faction, system };
  if (runMissionProgram({ out, rng, drawProjects }, steps, { card, step: 0, vars, then })) return;
  if (out.state.ended === null) CONTINUATIONS[then](out, rng, vars);
}

/** An action that answers a prompt (its type is one of core's prompt action types). */
export const isPromptAnswer = (action: { readonly type: string }): action is PromptAction => isPromptActionType(action.type);

export function promptActionsFor(state: RebellionState, faction: Faction): PromptAction[] {
  return state.prompt !== null && state.prompt.faction === faction ? promptActions(state.prompt.prompt) : [];
}

export function promptLabel(state: RebellionState, action: PromptAction): Text {
  return state.prompt === null ? text(action.type, action.type) : promptActionLabel(state.prompt.prompt, action);
}

export function decideAnswerPrompt(out: Out, faction: Faction, action: PromptAction, rng: Rng): RuleViolation | void {
  const open = out.state.prompt;
  if (open === null || open.faction !== faction)
    return ruleViolation('NO_OPEN_PROMPT', text('Keine Karte fragt dich gerade etwas.', 'No card is asking you anything now.'));
  const answer = answerPrompt(open.prompt, action);
  if (isViolation(answer)) return answer;
  out.emit({ type: 'PromptAnswered', payload: { faction, choice: answer.kind === 'choice' ? answer.params : null } });
  // A rule's question, not a card's program: the Master Yoda ring on the plans' dice, the order of two Rapid Mobilizations.
  if (open.frame.card === PLANS_RING_FRAME) return answerPlansRing(out, answer, open.frame, rng);
  if (open.frame.card === MOBILIZATION_ORDER_FRAME) return answerMobilizationOrder(out, answer);
  if (open.frame.card === REACTION_FRAME) {
    answerReaction(out, faction, answer, open.frame);
    CONTINUATIONS[open.frame.then](out, rng, open.frame.vars);
    // RR SIEGBEDINGUNGEN: reputation a card gained wins at once, once the card in play is put away.
    if (out.state.ended === null && out.state.reputation <= out.state.time) out.emit({ type: 'GameEnded', payload: { winner: 'rebel', reason: 'reputation-met-time' } });
    return;
  }
  const steps = cardProgram(open.frame.card);
  if (steps === undefined) throw new Error(`${open.frame.card} asked without a program`);
  if (runMissionProgram({ out, rng, drawProjects }, steps, open.frame, answer)) return;
  // A card may end the game (RR SIEGBEDINGUNGEN): then nothing goes on.
  if (out.state.ended === null) CONTINUATIONS[open.frame.then](out, rng, open.frame.vars);
}

/** A card's open prompt is answered the same way in every phase. */
export const promptDecisions = {
  ChooseSystem: decideAnswerPrompt,
  ChooseLeader: decideAnswerPrompt,
  ChooseUnit: decideAnswerPrompt,
  ChooseCard: decideAnswerPrompt,
  ChooseOption: decideAnswerPrompt,
  ChooseNext: decideAnswerPrompt,
  PassChoice: decideAnswerPrompt,
} satisfies DecideHandlers;
