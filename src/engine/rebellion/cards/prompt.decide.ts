import { answerPrompt, isPromptActionType, promptActions, promptActionLabel } from '../../core/prompts/prompt.actions.js';
import type { PromptAction } from '../../core/prompts/prompt.types.js';
import type { Rng } from '../../core/rng.random.js';
import { isViolation, ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text, type Text } from '../../core/text.js';
import type { Faction } from '../data/model.types.js';
import type { MissionId } from '../data/missions.data.js';
import { drawProjects, finishMission, resumeMission } from '../mission.flow.js';
import { answerReaction, REACTION_FRAME } from '../reactions.flow.js';
import type { Out } from '../rebellion.out.js';
import type { RebellionState } from '../rebellion.state.js';
import { missionEffect } from './card.index.js';
import { runMissionProgram } from './mission.program.js';

/**
 * A card's open prompt as actions: the legal actions, labels and the answer
 * all come from core/prompts, so no card adds an action or event type.
 * Continuations are named in the effect's frame and looked up here.
 */

const CONTINUATIONS: Readonly<Record<string, (out: Out, rng: Rng) => void>> = {
  'finish-mission': finishMission,
  'resume-mission': resumeMission,
};

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
  const answered = { type: 'PromptAnswered', payload: { faction, choice: answer.kind === 'choice' ? answer.params : null } } as const;
  // A secret prompt's answer is its side's, as its choices are (promptForOthers).
  if (open.prompt.secret) out.owner(faction, answered, { faction, choice: null });
  else out.public(answered);
  if (open.frame.card === REACTION_FRAME) {
    answerReaction(out, faction, answer, open.frame);
    CONTINUATIONS[open.frame.then](out, rng);
    // RR SIEGBEDINGUNGEN: reputation a card gained wins at once, once the card in play is put away.
    if (out.state.ended === null && out.state.reputation <= out.state.time) out.public({ type: 'GameEnded', payload: { winner: 'rebel', reason: 'reputation-met-time' } });
    return;
  }
  const effect = missionEffect(open.frame.card as MissionId);
  if (effect === null || effect.onSuccess.kind !== 'program') throw new Error(`${open.frame.card} asked without a program`);
  if (runMissionProgram({ out, rng, drawProjects }, effect.onSuccess.steps, open.frame, answer)) return;
  CONTINUATIONS[open.frame.then](out, rng);
}
