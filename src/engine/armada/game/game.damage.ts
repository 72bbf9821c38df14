import type { DecisionBuffer } from '../../core/decision.buffer.js';
import { runProgram, type EffectFrame, type StepHandlers } from '../../core/cards/effect.run.js';
import { PUBLIC } from '../../core/visibility.view.js';
import type { DamageCondition, DamageForbidden, DamageRule, DamageTiming } from '../catalog/catalog.types.js';
import { damageCard } from '../cards/damage.manifest.js';
import type { ArmadaEvent, ArmadaState } from './game.types.js';

/** What any model with damage cards shows: its faceup cards. */
interface Damaged {
  readonly faceupDamage: readonly string[];
}

/**
 * The rules of a ship's faceup damage cards that the game carries out
 * (cards whose module says `enforced`); the others are dealt and count
 * toward the hull but do not act yet (docs/games/armada.md).
 */
export function activeRules(x: Damaged, when?: DamageTiming): DamageRule[] {
  return x.faceupDamage.flatMap((id) => {
    const card = damageCard(id);
    if (!card || card.enforcement !== 'enforced') return [];
    return card.effect.filter((r) => when === undefined || r.when === when);
  });
}

/** The faceup card that forbids this, if any (for the refusal's message). */
export function forbiddingCard(x: Damaged, action: DamageForbidden, role?: 'attacker' | 'defender', holds: (c: DamageCondition) => boolean = () => true): string | null {
  for (const id of x.faceupDamage) {
    const card = damageCard(id);
    if (!card || card.enforcement !== 'enforced') continue;
    const hit = card.effect.some(
      (r) => r.effect.kind === 'forbid' && r.effect.action === action && (r.as === undefined || role === undefined || r.as === role) && (r.effect.condition === undefined || holds(r.effect.condition)),
    );
    if (hit) return card.id;
  }
  return null;
}

export function forbidden(x: Damaged, action: DamageForbidden, role?: 'attacker' | 'defender', holds?: (c: DamageCondition) => boolean): boolean {
  return forbiddingCard(x, action, role, holds) !== null;
}

/** Power Failure halves the engineering value once per card, rounding down. */
export function engineeringValue(x: Damaged, printed: number): number {
  const halvings = activeRules(x).filter((r) => r.effect.kind === 'halve-engineering-value').length;
  let v = printed;
  for (let i = 0; i < halvings; i++) v = Math.floor(v / 2);
  return v;
}

/** Coolant Discharge: attacks this ship may make in one round. */
export function attacksPerRound(x: Damaged): number {
  return activeRules(x, 'declare-target').some((r) => r.effect.kind === 'limit-ship-attacks-per-round') ? 1 : 2;
}

/** Damaged Controls: an overlap while moving deals one more facedown card. */
export function extraCardOnOverlap(x: Damaged): boolean {
  return activeRules(x, 'move-ship').some((r) => r.effect.kind === 'deal-facedown-damage-card');
}

/** The steps of a dealt-faceup effect in the game's vocabulary: what `runProgram` walks. */
type DealtStep = { readonly op: 'deal-facedown-damage-card' } | { readonly op: 'discard-all-command-tokens' } | { readonly op: 'flip-facedown' };

interface DealtFrame extends EffectFrame {
  readonly vars: { readonly ship: string };
}

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;

/** A card's dealt-faceup program: its rules for that moment, then the flip of a one-shot card. */
export function dealtProgram(cardId: string): DealtStep[] {
  const card = damageCard(cardId);
  if (!card || card.enforcement !== 'enforced') return [];
  const steps: DealtStep[] = [];
  for (const r of card.effect) {
    if (r.when !== 'dealt-faceup') continue;
    if (r.effect.kind === 'deal-facedown-damage-card') steps.push({ op: 'deal-facedown-damage-card' });
    else if (r.effect.kind === 'discard-all-command-tokens') steps.push({ op: 'discard-all-command-tokens' });
  }
  if (card.persistence === 'flips-facedown') steps.push({ op: 'flip-facedown' });
  return steps;
}

/**
 * Runs the dealt-faceup effect of the next card in the queue on the core
 * interpreter (seed "SCHADEN AN SCHIFFEN"; the card texts in
 * cards/damage/*), then marks it resolved.
 */
export function resolveNextFaceup(b: Buffer, dealFacedown: (b: Buffer, ship: string, cause: 'structural-damage') => void): void {
  const next = b.state.faceupQueue[0];
  const ship = b.state.ships.find((x) => x.id === next.ship);
  if (ship && !ship.destroyed) {
    const handlers: StepHandlers<Buffer, DealtStep, DealtFrame> = {
      'deal-facedown-damage-card': { run: (out, _op, frame) => (dealFacedown(out, frame.vars.ship, 'structural-damage'), { kind: 'next' }) },
      'discard-all-command-tokens': {
        run: (out, _op, frame) => (out.emit({ type: 'CommandTokensDiscarded', payload: { ship: frame.vars.ship, card: frame.card } }, PUBLIC), { kind: 'next' }),
      },
      'flip-facedown': {
        run: (out, _op, frame) => {
          const still = out.state.ships.find((x) => x.id === frame.vars.ship);
          if (still && !still.destroyed && still.faceupDamage.includes(frame.card)) out.emit({ type: 'DamageCardFlipped', payload: { ship: frame.vars.ship, card: frame.card } }, PUBLIC);
          return { kind: 'next' };
        },
      },
    };
    runProgram(b, dealtProgram(next.card), handlers, { card: next.card, step: 0, vars: { ship: next.ship }, then: 'continue' });
  }
  b.emit({ type: 'FaceupDamageResolved', payload: { ship: next.ship, card: next.card } }, PUBLIC);
}
