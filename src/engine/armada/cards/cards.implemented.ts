import { ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import { getCard, type CatalogKind } from '../catalog/catalog.lookup.js';
import { hasKeyword } from '../catalog/keyword.rules.js';
import type { SquadronCard } from '../catalog/catalog.types.js';
import { RULE } from '../rules.cite.js';
import { damageCard } from './damage.manifest.js';
import { objectiveCard } from './objectives.manifest.js';
import { squadronCard } from './squadrons.manifest.js';
import { upgradeCard } from './upgrades.manifest.js';

/** Squadron keywords the game carries out (docs/games/armada.md): a squadron with any other is not played yet. */
const PLAYED_KEYWORDS = ['Escort', 'Swarm', 'Heavy', 'Bomber', 'Counter', 'AI: Anti-Squadron'] as const;

function squadronPlayed(card: SquadronCard): boolean {
  const keywords = card.keywords.every((k) => PLAYED_KEYWORDS.some((p) => hasKeyword({ ...card, keywords: [k] }, p)));
  return keywords && (card.ability === null || squadronCard(card.id) !== undefined);
}

/**
 * Does the game play this catalog card? Ships are the geometry kernel's and
 * the attack decider's data; a squadron if the game knows its keywords and
 * a unique one's ability has its module; an upgrade or damage card if it has
 * its module (a damage card: `enforced`); an objective if its module plays it.
 */
export function isImplemented(kind: CatalogKind, id: string): boolean {
  switch (kind) {
    case 'ships':
      return getCard('ships', id) !== undefined;
    case 'squadrons': {
      const card = getCard('squadrons', id);
      return card !== undefined && squadronPlayed(card);
    }
    case 'upgrades':
      return upgradeCard(id) !== undefined;
    case 'objectives':
      return objectiveCard(id)?.enforcement === 'played';
    case 'damage-cards':
      return damageCard(id)?.enforcement === 'enforced';
  }
}

export interface MissingCard {
  readonly kind: 'upgrades' | 'squadrons' | 'objectives';
  readonly id: string;
  readonly name: string;
}

/** A fleet list as clients write it (the fields this check reads); cards by catalog id or exact name. */
export interface FleetCards {
  readonly ships?: readonly { readonly ship?: unknown; readonly upgrades?: readonly unknown[] }[];
  readonly squadrons?: readonly { readonly squadron?: unknown }[];
  readonly objectives?: readonly unknown[];
}

/**
 * The cards of a fleet list that the game cannot play yet, each named once,
 * in list order. Names the catalog does not know are the fleet validator's
 * business (`validateFleet`), not this list's.
 */
export function cardsNotImplemented(list: FleetCards): MissingCard[] {
  const out: MissingCard[] = [];
  const add = (kind: MissingCard['kind'], ref: unknown) => {
    if (typeof ref !== 'string') return;
    const card = getCard(kind, ref);
    if (!card || isImplemented(kind, card.id) || out.some((m) => m.kind === kind && m.id === card.id)) return;
    out.push({ kind, id: card.id, name: card.name });
  };
  for (const s of list.ships ?? []) for (const u of s.upgrades ?? []) add('upgrades', u);
  for (const q of list.squadrons ?? []) add('squadrons', q.squadron);
  for (const o of list.objectives ?? []) add('objectives', o);
  return out;
}

/** `ARMADA_CARD_NOT_IMPLEMENTED` for a list with cards the game cannot play yet, naming each; null when every card is played. */
export function notImplementedRefusal(list: FleetCards): (RuleViolation & { readonly cards: readonly MissingCard[] }) | null {
  const missing = cardsNotImplemented(list);
  if (missing.length === 0) return null;
  const names = missing.map((m) => `${m.name} (${m.id})`).join(', ');
  return {
    ...ruleViolation('ARMADA_CARD_NOT_IMPLEMENTED', text(`Diese Karten kann das Spiel noch nicht: ${names}.`, `The game cannot play these cards yet: ${names}.`), RULE.aufwertungskarten),
    cards: missing,
  };
}
