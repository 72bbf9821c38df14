import type { Text } from '../text.js';
import type { Seat } from '../visibility.view.js';

/**
 * Generic prompts: the few kinds of question a card or a rule may ask a
 * player while it resolves (DESIGN.md, core/prompts). A card never invents
 * its own action or event type: it opens a prompt, and the prompt gives the
 * legal actions, their labels, the shape check of the machine form and the
 * validation of the answer (`prompt.actions.ts`).
 *
 * Decisions stay small enough to enumerate: several units are chosen one at
 * a time (the game opens the next prompt with what is left), an order one
 * item at a time.
 */
export type PromptKind = 'system' | 'leader' | 'units' | 'card' | 'option' | 'order';

/** The action type that answers each kind of prompt. */
export const PROMPT_ACTION: Readonly<Record<PromptKind, PromptActionType>> = {
  system: 'ChooseSystem',
  leader: 'ChooseLeader',
  units: 'ChooseUnit',
  card: 'ChooseCard',
  option: 'ChooseOption',
  order: 'ChooseNext',
};

export type PromptActionType = 'ChooseSystem' | 'ChooseLeader' | 'ChooseUnit' | 'ChooseCard' | 'ChooseOption' | 'ChooseNext';

/** Declines an optional prompt, or ends an "up to" choice of units. */
export const PASS_CHOICE = 'PassChoice';

/** The parameters an answer carries: flat, string-valued (`{system: 'coruscant'}`, `{at: 'bespin', unit: 'x-wing'}`). */
export type ChoiceParams = Readonly<Record<string, string>>;

export interface PromptChoice {
  readonly params: ChoiceParams;
  readonly label: Text;
  /** Where a client may group long lists (by system, unit, leader). */
  readonly group?: Text;
}

export interface Prompt {
  readonly kind: PromptKind;
  /** The seat that answers. */
  readonly seat: Seat;
  readonly question: Text;
  /** The glossary entry the question rests on (`game:slug`). */
  readonly rule: string;
  /** The card whose text asks, if any. */
  readonly source?: string;
  readonly choices: readonly PromptChoice[];
  /** `PassChoice` is an answer too: "may", "up to", "or not". */
  readonly optional: boolean;
  /** How `PassChoice` reads for this prompt, when it is optional. */
  readonly passLabel?: Text;
  /** Only the answering side may see the choices (cards drawn in secret). */
  readonly secret: boolean;
}

export type PromptAction =
  | ({ readonly type: PromptActionType } & ChoiceParams)
  | { readonly type: typeof PASS_CHOICE };

/** The answer as the game receives it: a choice of the prompt, or a pass. */
export type PromptAnswer = { readonly kind: 'choice'; readonly params: ChoiceParams } | { readonly kind: 'pass' };
