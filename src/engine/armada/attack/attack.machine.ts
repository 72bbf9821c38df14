import { parseAttackAction, labelAttackAction } from './attack.action.js';
import { decideAttack } from './attack.decide.js';
import { evolveAttack, initialAttackState } from './attack.evolve.js';
import { legalAttackActions } from './attack.legal.js';
import { setupAttack } from './attack.setup.js';
import { pendingAttack, viewAttack } from './attack.view.js';

/**
 * One Armada attack as a decider (DESIGN.md): `setup` declares it,
 * `evolve` folds events, `legalActions` lists what a seat may do,
 * `decide` turns an action into events or a RuleViolation. Not a playable
 * game on its own: the round-by-round game will run attacks through it.
 */
export const armadaAttack = {
  setup: setupAttack,
  initialState: initialAttackState,
  evolve: evolveAttack,
  parseAction: parseAttackAction,
  legalActions: legalAttackActions,
  decide: decideAttack,
  label: labelAttackAction,
  pending: pendingAttack,
  view: viewAttack,
} as const;
