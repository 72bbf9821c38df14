import type { Rng } from '../core/rng.random.js';
import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import type { Faction } from './data/model.types.js';
import type { SystemId } from './data/systems.data.js';
import type { UnitTypeId } from './data/units.data.js';
import { afterSpaceStep } from './combat.flow.js';
import { afterMove } from './command.decide.js';
import { excessDuty, settleExcess } from './destroyed-system.rules.js';
import type { RebellionAction } from './rebellion.actions.js';
import type { Out } from './rebellion.out.js';
import type { RebellionState } from './rebellion.state.js';
import { RULES } from './rules.cite.js';
import type { DecideHandlers } from './rebellion.handlers.js';

/**
 * RR ZERSTÖRTE SYSTEME: the side with units beyond its ships' capacity in a
 * destroyed system destroys them one at a time, choosing which; this comes
 * before every other decision. Then a move or a combat that waited for it
 * goes on.
 */

export function excessActions(state: RebellionState, faction: Faction): RebellionAction[] {
  const duty = excessDuty(state);
  if (duty === null || duty.faction !== faction) return [];
  return duty.options.map((unit): RebellionAction => ({ type: 'DestroyExcessUnit', at: duty.system, unit }));
}

export function decideDestroyExcess(out: Out, faction: Faction, at: SystemId, unit: UnitTypeId, rng: Rng): RuleViolation | void {
  if (!excessActions(out.state, faction).some((a) => a.type === 'DestroyExcessUnit' && a.at === at && a.unit === unit))
    return ruleViolation(
      'EXCESS_UNIT_CANNOT_BE_DESTROYED_SO',
      text(
        'Zerstört wird eine eigene transportbedürftige Einheit des zerstörten Systems, die die Transportkapazität der eigenen Schiffe dort überschreitet.',
        'Destroy one of your units needing transport in the destroyed system, beyond the transport capacity of your ships there.',
      ),
      RULES.destroyedSystems,
    );
  out.emit({ type: 'UnitsDestroyed', payload: { faction, at, units: { [unit]: 1 } } });
  if (settleExcess(out)) return;
  const phase = out.state.phase;
  if (phase.kind === 'activation' && phase.moved !== null) afterMove(out, rng);
  else if (phase.kind === 'combat' && phase.step === 'excess') afterSpaceStep(out, rng);
}

/** RR ZERSTÖRTE SYSTEME: the excess goes before anything else, in any phase. */
export const excessDecisions = {
  DestroyExcessUnit: (out, faction, action, rng) => decideDestroyExcess(out, faction, action.at, action.unit, rng),
} satisfies DecideHandlers;
