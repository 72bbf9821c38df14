import type { Text } from '../text.js';

/**
 * The card seam every game shares (DESIGN.md, House style "Card effects"):
 * a card is one module exporting one definition; its effect is data in the
 * game's effect vocabulary, run by the game's one interpreter, with a small
 * pure hook only where a card is truly unique. Each set (Rebellion's base
 * game, Rise of the Empire, Armada's starter fleets) lists its cards in one
 * manifest, and a test checks that every card has its module and its spec.
 */
export interface CardDefinition<Kind extends string = string, Timing = unknown, Effect = unknown> {
  /** Stable id, kebab-case; the module is `<id>.card.ts`, its spec `<id>.card.spec.ts`. */
  readonly id: string;
  /** The set the card belongs to (`base`, `rote`, `clone-wars-starter`). */
  readonly set: string;
  readonly kind: Kind;
  /** Printed names; `de` only where a seed attests the German name. */
  readonly name: { readonly en: string; readonly de: string | null };
  /** What the card does in our own words (no card text is copied), German and English. */
  readonly text: Text;
  /** When it may be played or when it acts, in the game's vocabulary. */
  readonly timing: Timing;
  /** What it does, in the game's effect vocabulary. */
  readonly effect: Effect;
  /** The glossary entry (`game:slug`) its use rests on, cited when it is refused. */
  readonly rule: string;
  /** Where the effect comes from (reference file and source keys). */
  readonly provenance: string;
  /** Readings chosen where sources disagree or are silent (also listed in the game's docs). */
  readonly assumptions?: readonly Text[];
}

/** One set's cards: the only list the engine, the catalog and the coverage test read. */
export interface CardSet<C extends CardDefinition = CardDefinition> {
  readonly set: string;
  readonly title: Text;
  readonly cards: readonly C[];
}

/** A set's cards by id; a duplicate id is a programming error. */
export function indexCards<C extends CardDefinition>(...sets: readonly CardSet<C>[]): ReadonlyMap<string, C> {
  const byId = new Map<string, C>();
  for (const set of sets)
    for (const card of set.cards) {
      if (byId.has(card.id)) throw new Error(`card ${card.id} is defined twice`);
      if (card.set !== set.set) throw new Error(`card ${card.id} says set ${card.set} but is listed in ${set.set}`);
      byId.set(card.id, card);
    }
  return byId;
}
