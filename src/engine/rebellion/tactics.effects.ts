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
