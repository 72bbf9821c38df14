import type { PendingDecision } from '../../core/game.contract.js';
import { text } from '../../core/text.js';
import { decidingSeat } from './attack.legal.js';
import { current } from './attack.rules.js';
import type { AttackState, Combatant } from './attack.types.js';

/** An attack as anyone outside the server may see it: no deck order, no facedown card names. */
export interface AttackView {
  readonly status: AttackState['status'];
  readonly combatants: Readonly<Record<string, Omit<Combatant, 'facedownDamage'> & { readonly facedownDamage?: number }>>;
  readonly attacks: AttackState['attacks'];
  readonly deckSize: number;
  readonly destroyed: readonly string[];
}

/** Facedown damage cards stay secret from both players, so every viewer sees the same. */
export function viewAttack(state: AttackState): AttackView {
  const combatants = Object.fromEntries(
    Object.entries(state.combatants).map(([id, c]) => [id, c.kind === 'ship' ? { ...c, facedownDamage: c.facedownDamage.length } : c]),
  );
  return { status: state.status, combatants, attacks: state.attacks, deckSize: state.deck.length, destroyed: state.destroyed };
}

const DECISIONS = {
  obstruction: text('Versperrter Angriff: einen Würfel abgeben', 'Obstructed attack: remove a die'),
  roll: text('Angriffswürfel werfen', 'Roll attack dice'),
  effects: text('Angriffseffekte abhandeln', 'Resolve attack effects'),
  defense: text('Verteidigungsmarker ausgeben', 'Spend defense tokens'),
  critical: text('Kritischen Effekt wählen', 'Choose a critical effect'),
  redirect: text('Umgelenkten Schaden aufteilen', 'Split redirected damage'),
  followUp: text('Salve oder Konter?', 'Salvo or counter?'),
} as const;

export function pendingAttack(state: AttackState): PendingDecision[] {
  const seat = decidingSeat(state);
  if (seat === null) return [];
  const step = current(state).step;
  if (!(step in DECISIONS)) return [];
  return [{ seat, decision: step, label: DECISIONS[step as keyof typeof DECISIONS] }];
}
