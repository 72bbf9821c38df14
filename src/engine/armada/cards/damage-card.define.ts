import type { CardDefinition } from '../../core/cards/card.types.js';
import { text, type Text } from '../../core/text.js';
import type { DamageCard, DamageRule, DamageTiming } from '../catalog/catalog.types.js';
import { DAMAGE_CARDS } from '../data/damage-deck.data.js';
import { RULE } from '../rules.cite.js';

/**
 * How far the game carries out a damage card today. `enforced`: every rule
 * of the card acts in `armada`; `dealt-only`: the card is dealt faceup and
 * counts toward the hull, but its text does not act yet (docs/games/armada.md
 * lists them).
 */
export type DamageEnforcement = 'enforced' | 'dealt-only';

/** A damage card on the card seam: the catalog's facts, its rules as the effect, and how the game applies it. */
export interface DamageCardDefinition extends CardDefinition<'damage', readonly DamageTiming[], readonly DamageRule[]> {
  readonly amount: number;
  readonly trait: DamageCard['type'];
  readonly persistence: DamageCard['persistence'];
  readonly enforcement: DamageEnforcement;
  /** What the game does with it, in its own words. */
  readonly inGame: Text;
}

/** Builds a damage card's definition from the checked deck data (data/PROVENANCE.md); the module adds how the game applies it. */
export function defineDamageCard(id: string, enforcement: DamageEnforcement, inGame: Text): DamageCardDefinition {
  const card = DAMAGE_CARDS.find((c) => c.id === id);
  if (!card) throw new Error(`damage card ${id} is not in the deck data`);
  return {
    id,
    set: 'core-damage-deck',
    kind: 'damage',
    name: { en: card.title, de: null },
    text: text(card.textDe, card.text),
    timing: [...new Set(card.rules.map((r) => r.when))],
    effect: card.rules,
    rule: RULE.schadenAnSchiffen,
    provenance: 'src/engine/armada/data/damage-deck.data.ts (rkbodenner damage-card-core.json, checked against four sources; data/PROVENANCE.md)',
    assumptions: [text(`Deutscher Name „${card.nameDe}“: unsere Übersetzung.`, `German name "${card.nameDe}": our translation.`)],
    amount: card.amount,
    trait: card.type,
    persistence: card.persistence,
    enforcement,
    inGame,
  };
}
