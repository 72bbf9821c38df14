import type { TacticCardId } from './data/tactic-cards.data.js';

/**
 * The base game's tactic cards as data (RR TAKTIKKARTEN; paraphrases and the
 * special symbol in `data/tactic-cards.data.ts`). Played in a battle step of
 * the card's theater: `attack` cards by the attacker among his combat
 * actions, `block` cards by the defender when damage is assigned to him.
 */
export type TacticEffect =
  /** Reroll up to `dice` of the own dice of this attack, together. */
  | { readonly kind: 'reroll'; readonly dice: number }
  /** `amount` damage the player assigns to an enemy unit of the theater, whatever its health colour. */
  | { readonly kind: 'free-damage'; readonly amount: number }
  /** `amount` damage to one enemy unit of the theater. */
  | { readonly kind: 'damage-one'; readonly amount: number }
  /** 1 damage to each of up to `units` different enemy units. */
  | { readonly kind: 'damage-each'; readonly units: number }
  /** The opponent blocks no damage for the rest of the battle step. */
  | { readonly kind: 'no-block' }
  /** Draw `cards` tactic cards, from either deck. */
  | { readonly kind: 'draw'; readonly cards: number }
  /** Damage to enemy ground units equal to the red attack value of one of the player's ships in the system. */
  | { readonly kind: 'bombard' }
  /** In this round's retreat step the player's units ignore transport. */
  | { readonly kind: 'escape' }
  /** The opponent cannot retreat at the end of this round. */
  | { readonly kind: 'no-retreat' }
  /** Block `amount` damage assigned to own units; `discard`: another card of the theater must be discarded with it. */
  | { readonly kind: 'block'; readonly amount: number; readonly discard: boolean };

export const TACTIC_EFFECTS: Readonly<Record<TacticCardId, TacticEffect>> = {
  'ground-bombardment': { kind: 'bombard' },
  'ground-brilliant-strategy': { kind: 'draw', cards: 2 },
  'ground-concentrate-fire': { kind: 'reroll', dice: 2 },
  'ground-critical-hit': { kind: 'free-damage', amount: 1 },
  'ground-defensive-formation': { kind: 'block', amount: 1, discard: false },
  'ground-dig-in': { kind: 'block', amount: 2, discard: true },
  'ground-escape-plan': { kind: 'escape' },
  'ground-onslaught': { kind: 'damage-each', units: 2 },
  'ground-take-it-down': { kind: 'damage-one', amount: 2 },
  'ground-unstoppable-assault': { kind: 'no-block' },
  'space-brilliant-strategy': { kind: 'draw', cards: 2 },
  'space-concentrate-fire': { kind: 'reroll', dice: 2 },
  'space-critical-hit': { kind: 'free-damage', amount: 1 },
  'space-defensive-formation': { kind: 'block', amount: 1, discard: false },
  'space-no-escape': { kind: 'no-retreat' },
  'space-onslaught': { kind: 'damage-each', units: 2 },
  'space-outmaneuver': { kind: 'block', amount: 2, discard: true },
  'space-take-it-down': { kind: 'damage-one', amount: 2 },
  'space-unstoppable-assault': { kind: 'no-block' },
};
