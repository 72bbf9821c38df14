import { FACTIONS } from './data/model.types.js';
import { SYSTEM_IDS } from './data/systems.data.js';
import { placementActions } from './placement.legal.js';
import type { RebellionAction } from './rebellion.actions.js';
import type { PhaseLegal } from './rebellion.handlers.js';
import { waitFor } from './rebellion.pending.js';
import { ringCandidates } from './rings.rules.js';
import { RULES } from './rules.cite.js';

/** RR AUFBAU steps 6 and 7: each side places its starting units. */
export const placementLegal = {
  rule: RULES.setup,
  expected: (_state, phase, faction) => (phase.faction === faction ? ['PlaceUnit', 'UndoPlacement', 'ConfirmPlacement'] : []),
  actions: (state, _phase, faction) => placementActions(state, faction),
  pending: (state, phase) => waitFor(state, [phase.faction], 'placement'),
} satisfies PhaseLegal<'placement'>;

/** „Sofort“ action cards dealt at the start: each side puts its rings onto leaders. */
export const immediateCardsLegal = {
  rule: RULES.setup,
  expected: (_state, phase, faction) => (phase.pending[faction].length > 0 ? ['AttachRing'] : []),
  actions: (state, phase, faction) =>
    phase.pending[faction].flatMap((card) => ringCandidates(state, faction, card).map((leader): RebellionAction => ({ type: 'AttachRing', card, leader }))),
  pending: (state, phase) =>
    waitFor(
      state,
      FACTIONS.filter((f) => phase.pending[f].length > 0),
      'immediate-action-cards',
    ),
} satisfies PhaseLegal<'immediate-action-cards'>;

/** RR AUFBAU step 8: the Rebel chooses the base; the list follows the systems, never the secret order of the probe deck. */
export const baseChoiceLegal = {
  rule: RULES.setup,
  expected: (_state, _phase, faction) => (faction === 'rebel' ? ['ChooseBase'] : []),
  actions: (state) => SYSTEM_IDS.filter((s) => state.decks.probe.includes(s)).map((system): RebellionAction => ({ type: 'ChooseBase', system })),
  pending: (state) => waitFor(state, ['rebel'], 'base-choice'),
} satisfies PhaseLegal<'base-choice'>;
