import { canonicalJson } from '../action-id.hash.js';
import { malformed, ruleViolation, type RuleViolation } from '../rule-violation.error.js';
import { text, type Text } from '../text.js';
import { PASS_CHOICE, PROMPT_ACTION, type Prompt, type PromptAction, type PromptActionType, type PromptAnswer } from './prompt.types.js';

/**
 * Everything a game needs to offer a prompt as actions: the legal actions,
 * their labels, the shape check and the validation of an answer. A game
 * delegates to these for every prompt action type; no card repeats them.
 */

const ACTION_TYPES = new Set<string>([...Object.values(PROMPT_ACTION), PASS_CHOICE]);

/** Longest a choice parameter may be: ids, not prose. */
const MAX_PARAM = 64;
const MAX_PARAMS = 4;

export function isPromptActionType(type: unknown): type is PromptActionType | typeof PASS_CHOICE {
  return typeof type === 'string' && ACTION_TYPES.has(type);
}

/** The legal actions that answer `prompt`, in the prompt's order; `PassChoice` last. */
export function promptActions(prompt: Prompt): PromptAction[] {
  const type = PROMPT_ACTION[prompt.kind];
  const choices = prompt.choices.map((c): PromptAction => ({ ...c.params, type }));
  return prompt.optional ? [...choices, { type: PASS_CHOICE }] : choices;
}

/** Shape check only: a prompt action type with flat, short string parameters. */
export function parsePromptAction(raw: Record<string, unknown>): PromptAction | RuleViolation {
  const bad = (what: string) => malformed('ACTION_MALFORMED', text(`Keine gültige Antwort: ${what}.`, `Not a valid answer: ${what}.`));
  if (!isPromptActionType(raw.type)) return bad('type');
  if (raw.type === PASS_CHOICE) return Object.keys(raw).length === 1 ? { type: PASS_CHOICE } : bad('PassChoice hat keine Felder / PassChoice has no fields');
  const params: Record<string, string> = {};
  const keys = Object.keys(raw).filter((k) => k !== 'type');
  if (keys.length === 0 || keys.length > MAX_PARAMS) return bad('Felder / fields');
  for (const key of keys) {
    const value = raw[key];
    if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PARAM) return bad(key);
    params[key] = value;
  }
  return { ...params, type: raw.type };
}

const sameParams = (action: PromptAction, params: Readonly<Record<string, string>>) => {
  const { type: _type, ...given } = action as Record<string, string>;
  return canonicalJson(given) === canonicalJson(params);
};

/** The answer the action gives to `prompt`, or why it is not one (code, both languages, the prompt's rule). */
export function answerPrompt(prompt: Prompt, action: PromptAction): PromptAnswer | RuleViolation {
  if (action.type === PASS_CHOICE) {
    if (prompt.optional) return { kind: 'pass' };
    return ruleViolation(
      'CHOICE_REQUIRED',
      text('Hier muss gewählt werden; Passen ist nicht erlaubt.', 'A choice is required here; passing is not allowed.'),
      prompt.rule,
    );
  }
  if (action.type !== PROMPT_ACTION[prompt.kind])
    return ruleViolation(
      'WRONG_KIND_OF_CHOICE',
      text(`Gefragt ist ${KIND_DE[prompt.kind]}; beantworte mit ${PROMPT_ACTION[prompt.kind]}.`, `The question asks for ${KIND_EN[prompt.kind]}; answer with ${PROMPT_ACTION[prompt.kind]}.`),
      prompt.rule,
    );
  const choice = prompt.choices.find((c) => sameParams(action, c.params));
  if (choice === undefined)
    return ruleViolation(
      'CHOICE_NOT_OFFERED',
      text('Das steht hier nicht zur Wahl; die legal-actions nennen, was zur Wahl steht.', 'That is not one of the choices; the legal actions list them.'),
      prompt.rule,
    );
  return { kind: 'choice', params: choice.params };
}

const KIND_DE: Readonly<Record<Prompt['kind'], string>> = {
  system: 'ein System',
  leader: 'ein Anführer',
  units: 'eine Einheit',
  card: 'eine Karte',
  option: 'eine der Möglichkeiten',
  order: 'das nächste Element der Reihenfolge',
};
const KIND_EN: Readonly<Record<Prompt['kind'], string>> = {
  system: 'a system',
  leader: 'a leader',
  units: 'a unit',
  card: 'a card',
  option: 'one of the options',
  order: 'the next item of the order',
};

/** The label of an answer: the choice's own label, or how passing reads here. */
export function promptActionLabel(prompt: Prompt, action: PromptAction): Text {
  if (action.type === PASS_CHOICE) return prompt.passLabel ?? text('Passen', 'Pass');
  return prompt.choices.find((c) => sameParams(action, c.params))?.label ?? text(action.type, action.type);
}

/** What a viewer outside the answering side sees of a secret prompt: the question, not the choices. */
export function promptForOthers(prompt: Prompt): Prompt {
  return prompt.secret ? { ...prompt, choices: [] } : prompt;
}
