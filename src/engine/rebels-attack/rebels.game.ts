import type { GameDefinition } from '../core/game.contract.js';
import { text } from '../core/text.js';
import { labelRebelsAction, parseRebelsAction, rebelsHiddenOutcome, type RebelsAction } from './rebels.actions.js';
import { decideRebels } from './rebels.decide.js';
import type { RebelsEvent } from './rebels.events.js';
import { evolveRebels, initialRebelsState } from './rebels.evolve.js';
import { rebelsLegalActions } from './rebels.legal.js';
import { OPTION_SPECS, parseRebelsOptions, type RebelsOptions } from './rebels.options.js';
import { sandboxRebels, setupRebels } from './rebels.setup.js';
import type { RebelsState } from './rebels.state.js';
import { pendingRebels, viewRebels } from './rebels.view.js';
import { RULES } from './rules.ref.js';
import { D10 } from './tiles.data.js';
import { groupRebelsAction } from './rebels.group.js';

export const rebelsAttack: GameDefinition<RebelsState, RebelsAction, RebelsEvent, RebelsOptions> = {
  id: 'rebels-attack',
  title: text('Star Wars Rebels: Angriff der Rebellen', 'Star Wars Rebels: Attack of the Rebels'),
  players: { min: 2, max: 4 },
  options: OPTION_SPECS,
  dice: [D10],
  setupRule: RULES.setup,
  parseOptions: parseRebelsOptions,
  setup: setupRebels,
  sandbox: sandboxRebels,
  initialState: initialRebelsState,
  evolve: evolveRebels,
  parseAction: parseRebelsAction,
  hiddenOutcome: rebelsHiddenOutcome,
  legalActions: rebelsLegalActions,
  decide: decideRebels,
  label: (_state, action) => labelRebelsAction(action),
  group: groupRebelsAction,
  view: viewRebels,
  pending: pendingRebels,
  outcome: (state) => state.outcome,
};
