import type { ActionGroup } from '../../core/game.contract.js';
import { groupAttackAction } from '../attack/attack.group.js';
import { shipCardOf, squadronCardOf } from './game.table.js';
import type { ArmadaAction, ArmadaState } from './game.types.js';

const PHASES: Record<ArmadaState['phase'], { de: string; en: string }> = {
  setup: { de: 'Spielaufbau', en: 'Setup' },
  command: { de: 'Kommandophase', en: 'Command phase' },
  ship: { de: 'Schiffsphase', en: 'Ship phase' },
  squadron: { de: 'Staffelphase', en: 'Squadron phase' },
  status: { de: 'Statusphase', en: 'Status phase' },
  over: { de: 'Spielende', en: 'Game over' },
};

function ship(state: ArmadaState, id: string): ActionGroup {
  const s = state.ships.find((x) => x.id === id);
  const card = s ? shipCardOf(s) : null;
  return { id: `ship:${id}`, de: card ? `${card.nameDe ?? card.name} (${id})` : id, en: card ? `${card.name} (${id})` : id };
}

function squadron(state: ArmadaState, id: string): ActionGroup {
  const q = state.squadrons.find((x) => x.id === id);
  const card = q ? squadronCardOf(q) : null;
  return { id: `squadron:${id}`, de: card ? `${card.nameDe ?? card.name} (${id})` : id, en: card ? `${card.name} (${id})` : id };
}

/**
 * Armada: the ship or squadron an action is about (named, or the one that is
 * activated: maneuvers, squadron moves with their many end points), the
 * attack's step while an attack runs, else the phase.
 */
export function groupArmadaAction(state: ArmadaState, action: ArmadaAction): ActionGroup {
  if (state.attack) return groupAttackAction(state.attack);
  const a = action as { ship?: string; squadron?: string };
  if (typeof a.ship === 'string') return ship(state, a.ship);
  if (typeof a.squadron === 'string') return squadron(state, a.squadron);
  if (state.squadronActivation) return squadron(state, state.squadronActivation.squadron);
  if (state.activation) return ship(state, state.activation.ship);
  return { id: `phase:${state.phase}`, ...PHASES[state.phase] };
}
