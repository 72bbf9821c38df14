import type { CardDefinition } from '../../core/cards/card.types.js';
import type { Text } from '../../core/text.js';

/** A unique squadron's ability on the card seam (its statistics stay in the catalog's squadron data). */
export type SquadronCardDefinition = CardDefinition<'squadron', readonly string[], unknown> & { readonly inGame: Text };
