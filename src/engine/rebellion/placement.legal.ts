import { isViolation, ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import type { Faction } from './data/model.types.js';
import { SYSTEM_IDS, type SystemId } from './data/systems.data.js';
import { UNIT_TYPE_IDS, unitType, type UnitTypeId } from './data/units.data.js';
import type { RebellionAction } from './rebellion.actions.js';
import { count, isImperialSystem, isNeutralSystem, isRebelSystem, type Place, type RebellionState, type UnitCounts } from './rebellion.state.js';
import { RULES } from './rules.cite.js';
import { hasGroundUnits, hasUnits, isGround } from './board.query.js';

/**
 * Setup steps 8-II and 8-III (RR Vollständiger Spielaufbau): the Empire sets
 * its units into Imperial systems, at least one ground unit into each; the
 * Rebel sets his onto the "Rebel Base" space and/or into one Rebel or
 * neutral system. These helpers assume the game waits for `faction`'s placement.
 */

function remaining(state: RebellionState): UnitCounts {
  return state.phase.kind === 'placement' ? state.phase.remaining : {};
}

/** Imperial systems still waiting for their first ground unit. */
function systemsLackingGround(state: RebellionState): SystemId[] {
  return SYSTEM_IDS.filter((s) => isImperialSystem(state, s) && !hasGroundUnits(state, s, 'empire'));
}

function groundLeft(state: RebellionState): number {
  return Object.entries(remaining(state)).reduce((n, [u, k]) => n + (isGround(u as UnitTypeId) ? (k ?? 0) : 0), 0);
}

/** The one system the Rebel has already started to use, if any. */
function rebelSystemInUse(state: RebellionState): SystemId | undefined {
  return SYSTEM_IDS.find((s) => hasUnits(state, s, 'rebel'));
}

/** Where `faction` may place a starting unit at all, before the per-unit limits. */
export function placementTargets(state: RebellionState, faction: Faction): Place[] {
  if (faction === 'empire') return SYSTEM_IDS.filter((s) => isImperialSystem(state, s));
  const inUse = rebelSystemInUse(state);
  const systems = inUse ? [inUse] : SYSTEM_IDS.filter((s) => isRebelSystem(state, s) || isNeutralSystem(state, s));
  return ['rebel-base', ...systems];
}

const LEFT_TO_PLACE = ruleViolation(
  'UNIT_NOT_IN_STARTING_FORCE',
  text('Von dieser Einheit ist keine mehr zum Aufstellen übrig.', 'No unit of this type is left to place.'),
  RULES.setup,
);

const GROUND_FOR_EACH_IMPERIAL_SYSTEM = ruleViolation(
  'EACH_IMPERIAL_SYSTEM_NEEDS_A_GROUND_UNIT',
  text(
    'In jedes imperiale System muss mindestens 1 Bodeneinheit gesetzt werden; danach blieben dafür nicht genug Bodeneinheiten übrig.',
    'Each Imperial system must receive at least 1 ground unit; after this there would not be enough ground units left for that.',
  ),
  RULES.setup,
);

export function placeUnitViolation(state: RebellionState, faction: Faction, unit: UnitTypeId, at: Place): RuleViolation | null {
  if (unitType(unit).faction !== faction || count(remaining(state), unit) === 0) return LEFT_TO_PLACE;
  if (faction === 'empire') {
    if (at === 'rebel-base' || !isImperialSystem(state, at))
      return ruleViolation(
        'IMPERIAL_UNITS_ONLY_IN_IMPERIAL_SYSTEMS',
        text(
          'Imperiale Starteinheiten dürfen nur in Systeme mit imperialem Loyalitäts- oder Unterwerfungsmarker gesetzt werden.',
          'Imperial starting units may only be placed in systems with an Imperial loyalty or subjugation marker.',
        ),
        RULES.imperialSystems,
      );
    if (isGround(unit)) {
      const lacking = systemsLackingGround(state).filter((s) => s !== at).length;
      if (groundLeft(state) - 1 < lacking) return GROUND_FOR_EACH_IMPERIAL_SYSTEM;
    }
    return null;
  }
  if (at === 'rebel-base') return null;
  if (!isRebelSystem(state, at) && !isNeutralSystem(state, at))
    return ruleViolation(
      'REBEL_UNITS_ONLY_IN_REBEL_OR_NEUTRAL_SYSTEM',
      text(
        'Rebellen-Starteinheiten dürfen nur auf das Feld „Rebellenstützpunkt“ oder in ein Rebellensystem oder neutrales System gesetzt werden.',
        'Rebel starting units may only be placed on the "Rebel Base" space or in a Rebel or neutral system.',
      ),
      RULES.neutralSystems,
    );
  const inUse = rebelSystemInUse(state);
  if (inUse !== undefined && inUse !== at)
    return ruleViolation(
      'REBEL_UNITS_IN_ONE_SYSTEM_ONLY',
      text(
        'Rebellen-Starteinheiten dürfen außer auf das Feld „Rebellenstützpunkt“ nur in ein einziges System gesetzt werden.',
        'Besides the "Rebel Base" space, Rebel starting units may go into one system only.',
      ),
      RULES.setup,
    );
  return null;
}

/** The placement `UndoPlacement` would take back, or a refusal when nothing is placed yet. */
export function lastPlacement(state: RebellionState): { unit: UnitTypeId; at: Place } | RuleViolation {
  const placed = state.phase.kind === 'placement' ? state.phase.placed : [];
  if (placed.length > 0) return placed[placed.length - 1];
  return ruleViolation(
    'NOTHING_PLACED_TO_UNDO',
    text('Es wurde noch keine Einheit gesetzt, die zurückgenommen werden könnte.', 'No unit has been placed yet that could be taken back.'),
    RULES.setup,
  );
}

export function confirmPlacementViolation(state: RebellionState): RuleViolation | null {
  if (Object.keys(remaining(state)).length === 0) return null;
  return ruleViolation(
    'STARTING_UNITS_NOT_ALL_PLACED',
    text('Erst alle Starteinheiten aufstellen, dann bestätigen.', 'Place all starting units before confirming.'),
    RULES.setup,
  );
}

/**
 * Every placement step `faction` may take now: each legal unit and place,
 * undoing the last placement, and confirming when done. Only the last
 * placement can be undone, so a bot choosing at random still finishes.
 */
export function placementActions(state: RebellionState, faction: Faction): RebellionAction[] {
  const targets = placementTargets(state, faction);
  const left = remaining(state);
  // What placeUnitViolation asks per unit and place, asked once: this list is built after every placement.
  const lacking = faction === 'empire' ? systemsLackingGround(state) : [];
  const groundAfter = faction === 'empire' ? groundLeft(state) - 1 : 0;
  const inUse = faction === 'rebel' ? rebelSystemInUse(state) : undefined;
  const allowed = targets.filter(
    (at) => faction === 'empire' || at === 'rebel-base' || ((isRebelSystem(state, at) || isNeutralSystem(state, at)) && (inUse === undefined || inUse === at)),
  );
  const actions: RebellionAction[] = [];
  for (const unit of UNIT_TYPE_IDS) {
    if (unitType(unit).faction !== faction || count(left, unit) === 0) continue;
    const ground = faction === 'empire' && isGround(unit);
    for (const at of allowed) if (!ground || groundAfter >= lacking.filter((s) => s !== at).length) actions.push({ type: 'PlaceUnit', unit, at });
  }
  if (!isViolation(lastPlacement(state))) actions.push({ type: 'UndoPlacement' });
  if (confirmPlacementViolation(state) === null) actions.push({ type: 'ConfirmPlacement' });
  return actions;
}
