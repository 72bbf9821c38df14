import type { CardDefinition } from '../../core/cards/card.types.js';
import { text, type Text } from '../../core/text.js';
import { getSquadron } from '../catalog/catalog.lookup.js';
import { RULE } from '../rules.cite.js';

/**
 * The unique squadrons' effect vocabulary: each ability names the moment it
 * acts in and its steps, which the game's squadron-card runner
 * (`game/game.squadron-run.ts`) carries out, asking the squadron's owner
 * through the core prompts.
 */
export type SquadronStep =
  /**
   * Before another friendly squadron at distance 1–`distance` suffers damage
   * in an attack: spend one of this squadron's defense tokens (ready →
   * exhausted, exhausted → discarded) to lower the total damage by `amount` (Axe).
   */
  | { readonly op: 'spend-defense-token-to-reduce-damage'; readonly amount: number; readonly distance: number }
  /**
   * Before an enemy ship at distance 1–`distance` moves: attack it, the
   * engagement rule lifted when `evenWhileEngaged` (Haor Chall Prototypes).
   */
  | { readonly op: 'attack-before-enemy-moves'; readonly distance: number; readonly evenWhileEngaged: boolean };

/**
 * `before-damage`: once the total damage of an attack on a squadron is known, before it is suffered;
 * `before-enemy-moves`: when an enemy ship at speed above 0 comes to its maneuver, before it moves.
 */
export type SquadronWindow = 'before-damage' | 'before-enemy-moves';

export interface SquadronAbility {
  readonly when: SquadronWindow;
  readonly steps: readonly SquadronStep[];
}

/** A unique squadron's ability on the card seam (its statistics stay in the catalog's squadron data). */
export type SquadronCardDefinition = CardDefinition<'squadron', readonly SquadronWindow[], readonly SquadronAbility[]> & { readonly inGame: Text };

/** Builds a unique squadron's definition from the checked squadron data (data/PROVENANCE.md); the module adds its abilities. */
export function defineSquadronCard(id: string, abilities: readonly SquadronAbility[], inGame: Text, assumptions: readonly Text[] = []): SquadronCardDefinition {
  const card = getSquadron(id);
  if (!card?.unique || card.ability === null) throw new Error(`squadron ${id} is no unique squadron with an ability in the card data`);
  return {
    id,
    set: 'clone-wars-starter-squadrons',
    kind: 'squadron',
    name: { en: card.name, de: card.nameDe },
    text: text(inGame.de, card.ability),
    timing: [...new Set(abilities.map((a) => a.when))],
    effect: abilities,
    rule: RULE.schluesselwoerterDerStaffeln,
    provenance: 'src/engine/armada/data (reference clone-wars-ships-squadrons.json, ability in our own words; data/PROVENANCE.md)',
    assumptions,
    inGame,
  };
}
