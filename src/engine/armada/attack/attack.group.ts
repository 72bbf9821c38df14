import type { ActionGroup } from '../../core/game.contract.js';
import type { AttackState, AttackStep } from './attack.types.js';

const STEPS: Record<AttackStep, { de: string; en: string }> = {
  obstruction: { de: 'Versperrung', en: 'Obstruction' },
  roll: { de: 'Angriffswürfel werfen', en: 'Roll attack dice' },
  effects: { de: 'Angriffseffekte', en: 'Attack effects' },
  defense: { de: 'Verteidigungsmarker', en: 'Defense tokens' },
  critical: { de: 'Kritischer Effekt', en: 'Critical effect' },
  damage: { de: 'Schaden', en: 'Damage' },
  redirect: { de: 'Schaden umleiten', en: 'Redirect damage' },
  resolve: { de: 'Schaden erleiden', en: 'Resolve damage' },
  followUp: { de: 'Folgeangriff', en: 'Follow-up' },
  ended: { de: 'Beendet', en: 'Ended' },
};

/** One attack of Armada: actions by the step of the attack they belong to (the action itself does not matter). */
export function groupAttackAction(state: AttackState, _action?: unknown): ActionGroup {
  const attack = state.attacks[state.attacks.length - 1];
  const step: AttackStep = attack ? attack.step : 'obstruction';
  return { id: `step:${step}`, ...STEPS[step] };
}
