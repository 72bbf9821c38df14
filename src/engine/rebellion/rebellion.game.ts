import type { GameDefinition } from '../core/game.contract.js';
import { text } from '../core/text.js';
import { isPromptAnswer, promptLabel } from './cards/prompt.decide.js';
import { hiddenOutcome, parseAction, type RebellionAction } from './rebellion.actions.js';
import { decide } from './rebellion.decide.js';
import { REBELLION_EVENT_SCHEMA, type RebellionEvent } from './rebellion.events.js';
import { foldEvent } from './rebellion.fold.js';
import { label } from './rebellion.label.js';
import { legalActions, pending } from './rebellion.legal.js';
import { OPTION_SPECS, parseOptions, type RebellionOptions } from './rebellion.options.js';
import { setup } from './rebellion.setup.js';
import { initialState, type RebellionState } from './rebellion.state.js';
import { view } from './rebellion.view.js';
import { outcome } from './rebellion.outcome.js';
import { RULES } from './rules.cite.js';
import { BLACK_DIE, RED_DIE } from './data/dice.data.js';
import { REBELLION_DECKS } from './sandbox.decks.js';
import { sandbox } from './sandbox.position.js';
import { groupRebellionAction } from './rebellion.group.js';

/**
 * Star Wars: Rebellion for two players, as a decider: the whole base game,
 * every card included (docs/games/rebellion.md).
 */
export const rebellionGame: GameDefinition<RebellionState, RebellionAction, RebellionEvent, RebellionOptions> = {
  id: 'rebellion',
  title: text('Star Wars: Rebellion', 'Star Wars: Rebellion'),
  players: { min: 2, max: 2 },
  options: OPTION_SPECS,
  dice: [RED_DIE, BLACK_DIE],
  decks: REBELLION_DECKS,
  setupRule: RULES.setup,
  events: REBELLION_EVENT_SCHEMA,
  parseOptions,
  setup,
  sandbox: (position, options) => sandbox(position, options),
  initialState,
  evolve: foldEvent,
  parseAction,
  hiddenOutcome,
  legalActions,
  decide,
  label: (state, action) => (isPromptAnswer(action) ? promptLabel(state, action) : label(action)),
  group: groupRebellionAction,
  view,
  pending,
  outcome,
};
