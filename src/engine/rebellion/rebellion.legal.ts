import type { PendingDecision } from '../core/game.contract.js';
import { text } from '../core/text.js';
import type { Seat } from '../core/visibility.view.js';
import { FACTIONS, type Faction } from './data/model.types.js';
import { LEADER_IDS, leaderData } from './data/leaders.data.js';
import { SYSTEM_IDS } from './data/systems.data.js';
import { placementActions } from './placement.legal.js';
import type { RebellionAction, RebellionActionType } from './rebellion.actions.js';
import { factionOf, seatOf, type RebellionState } from './rebellion.state.js';

/** Which kinds of action the game waits for from `faction` now. */
export function expectedActions(state: RebellionState, faction: Faction): readonly RebellionActionType[] {
  const phase = state.phase;
  switch (phase.kind) {
    case 'placement':
      return phase.faction === faction ? ['PlaceUnit', 'UndoPlacement', 'ConfirmPlacement'] : [];
    case 'immediate-action-cards':
      return phase.pending[faction].length > 0 ? ['AttachRing'] : [];
    case 'base-choice':
      return faction === 'rebel' ? ['ChooseBase'] : [];
    case 'not-started':
    case 'assignment':
      return [];
  }
}

/**
 * Everything `seat` may do now, as a finite list. Lists never follow a
 * secret order: the base choice lists the probe deck sorted by system.
 */
export function legalActions(state: RebellionState, seat: Seat): RebellionAction[] {
  const faction = factionOf(state, seat);
  if (faction === null || expectedActions(state, faction).length === 0) return [];
  const phase = state.phase;
  switch (phase.kind) {
    case 'placement':
      return placementActions(state, faction);
    case 'immediate-action-cards': {
      const leaders = LEADER_IDS.filter((l) => state.leaders[l] !== undefined && leaderData(l).faction === faction);
      return phase.pending[faction].flatMap((card) => leaders.map((leader): RebellionAction => ({ type: 'AttachRing', card, leader })));
    }
    case 'base-choice':
      return SYSTEM_IDS.filter((s) => state.decks.probe.includes(s)).map((system) => ({ type: 'ChooseBase', system }));
    case 'not-started':
    case 'assignment':
      return [];
  }
}

const DECISIONS = {
  placement: text('Starteinheiten aufstellen', 'Place starting units'),
  'immediate-action-cards': text('„Sofort“-Aktionskarte abhandeln', 'Resolve an "Immediate" action card'),
  'base-choice': text('Standort des Stützpunktes wählen', 'Choose the base location'),
} as const;

/** Who the game waits for. Public: the steps of setup are known to everybody. */
export function pending(state: RebellionState): PendingDecision[] {
  const phase = state.phase;
  switch (phase.kind) {
    case 'placement':
      return [{ seat: seatOf(state, phase.faction), decision: 'placement', label: DECISIONS.placement }];
    case 'immediate-action-cards':
      return FACTIONS.filter((f) => phase.pending[f].length > 0).map((f) => ({
        seat: seatOf(state, f),
        decision: 'immediate-action-cards',
        label: DECISIONS['immediate-action-cards'],
      }));
    case 'base-choice':
      return [{ seat: seatOf(state, 'rebel'), decision: 'base-choice', label: DECISIONS['base-choice'] }];
    case 'not-started':
    case 'assignment':
      return [];
  }
}
