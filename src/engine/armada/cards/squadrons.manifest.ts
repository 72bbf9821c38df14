import type { CardSet } from '../../core/cards/card.types.js';
import { text } from '../../core/text.js';
import type { SquadronCardDefinition } from './squadron-card.define.js';
import { axe } from './squadrons/axe.card.js';
import { haorChallPrototypes } from './squadrons/haor-chall-prototypes.card.js';

/** The unique squadrons whose ability the game plays: the starters' two (Axe, Haor Chall Prototypes). */
export const SQUADRON_CARD_SET: CardSet<SquadronCardDefinition> = {
  set: 'clone-wars-starter-squadrons',
  title: text('Einzigartige Staffeln der Klonkriegs-Starterflotten', 'Unique squadrons of the Clone Wars fleet starters'),
  cards: [axe, haorChallPrototypes],
};

const BY_ID: ReadonlyMap<string, SquadronCardDefinition> = new Map(SQUADRON_CARD_SET.cards.map((c) => [c.id, c]));

export function squadronCard(id: string): SquadronCardDefinition | undefined {
  return BY_ID.get(id);
}
