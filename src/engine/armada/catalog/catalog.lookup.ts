import { isViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { DAMAGE_CARDS } from '../data/damage-deck.data.js';
import { OBJECTIVES } from '../data/objectives.data.js';
import { SHIPS } from '../data/ships.data.js';
import { SQUADRONS } from '../data/squadrons.data.js';
import { UPGRADES } from '../data/upgrades.data.js';
import { badInput, expectNumber, expectOneOf, expectString } from '../input.parse.js';
import type { DamageCard, Faction, ObjectiveCard, ShipCard, SquadronCard, UpgradeCard } from './catalog.types.js';

export type CatalogKind = 'ships' | 'squadrons' | 'upgrades' | 'objectives' | 'damage-cards';

export const CATALOG_KINDS: readonly CatalogKind[] = ['ships', 'squadrons', 'upgrades', 'objectives', 'damage-cards'];

export interface CatalogCards {
  readonly ships: ShipCard;
  readonly squadrons: SquadronCard;
  readonly upgrades: UpgradeCard;
  readonly objectives: ObjectiveCard;
  readonly 'damage-cards': DamageCard;
}

const TABLES: { readonly [K in CatalogKind]: readonly CatalogCards[K][] } = {
  ships: SHIPS,
  squadrons: SQUADRONS,
  upgrades: UPGRADES,
  objectives: OBJECTIVES,
  'damage-cards': DAMAGE_CARDS,
};

export interface CatalogMatch<K extends CatalogKind = CatalogKind> {
  readonly id: string;
  readonly name: string;
  readonly nameDe: string | null;
  /** 1 = exact id or name; lower = fuzzier. */
  readonly score: number;
  readonly card: CatalogCards[K];
}

/** Every card of one kind, in catalog order. */
export function listCards<K extends CatalogKind>(kind: K): readonly CatalogCards[K][] {
  return TABLES[kind];
}

/** One card by exact id, or by exact (case- and umlaut-insensitive) English or German name. */
export function getCard<K extends CatalogKind>(kind: K, ref: string): CatalogCards[K] | undefined {
  const table = TABLES[kind];
  const byId = table.find((c) => c.id === ref);
  if (byId) return byId;
  const n = normalizeName(ref);
  const matches = table.filter((c) => normalizeName(cardName(c)) === n || (cardNameDe(c) !== null && normalizeName(cardNameDe(c) as string) === n));
  // An ambiguous name (two squadrons called "Anakin Skywalker") must be named by id.
  return matches.length === 1 ? matches[0] : undefined;
}

export function getShip(ref: string): ShipCard | undefined {
  return getCard('ships', ref);
}

export function getSquadron(ref: string): SquadronCard | undefined {
  return getCard('squadrons', ref);
}

/**
 * Fuzzy search by English or German name: exact matches first, then names
 * containing every word of the query, then trigram similarity. Bad input
 * is refused as `malformed`.
 */
export function searchCatalog(raw: unknown): CatalogMatch[] | RuleViolation {
  if (typeof raw !== 'object' || raw === null) return badInput('search', 'ein Objekt wird erwartet', 'an object is expected');
  const input = raw as Record<string, unknown>;
  const kind = expectOneOf(input.kind, CATALOG_KINDS, 'kind');
  if (isViolation(kind)) return kind;
  const query = expectString(input.query, 'query');
  if (isViolation(query)) return query;
  const limit = input.limit === undefined ? 10 : expectNumber(input.limit, 'limit', { min: 1, max: 200, integer: true });
  if (isViolation(limit)) return limit;
  const faction = input.faction === undefined ? undefined : expectOneOf<Faction>(input.faction, ['republic', 'separatist'], 'faction');
  if (isViolation(faction)) return faction;
  return search(kind, query, limit, faction);
}

function search<K extends CatalogKind>(kind: K, query: string, limit: number, faction: Faction | undefined): CatalogMatch<K>[] {
  const q = normalizeName(query);
  const qWords = q.split(' ').filter(Boolean);
  const qGrams = trigrams(q);
  const scored: CatalogMatch<K>[] = [];
  for (const card of TABLES[kind]) {
    if (faction && !fitsFaction(card, faction)) continue;
    let best = 0;
    for (const label of [card.id, cardName(card), cardNameDe(card)]) {
      if (label === null) continue;
      best = Math.max(best, similarity(q, qWords, qGrams, normalizeName(label)));
    }
    if (best >= 0.3) scored.push({ id: card.id, name: cardName(card), nameDe: cardNameDe(card), score: Math.round(best * 1000) / 1000, card });
  }
  scored.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  return scored.slice(0, limit);
}

function similarity(q: string, qWords: readonly string[], qGrams: ReadonlySet<string>, label: string): number {
  if (label === q) return 1;
  const words = label.split(' ');
  if (qWords.length > 0 && qWords.every((w) => words.some((x) => x.startsWith(w)))) return 0.8 + 0.1 * (q.length / Math.max(q.length, label.length));
  const grams = trigrams(label);
  let common = 0;
  for (const g of qGrams) if (grams.has(g)) common++;
  return (2 * common) / (qGrams.size + grams.size) * 0.75;
}

function trigrams(s: string): Set<string> {
  const padded = `  ${s} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** Lowercase, umlauts and ß folded, every other run of non-alphanumerics one space. */
export function normalizeName(s: string): string {
  return s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function cardName(card: CatalogCards[CatalogKind]): string {
  return 'title' in card ? card.title : card.name;
}

function cardNameDe(card: CatalogCards[CatalogKind]): string | null {
  return 'nameDe' in card ? card.nameDe : null;
}

function fitsFaction(card: CatalogCards[CatalogKind], faction: Faction): boolean {
  if ('factions' in card) return card.factions === null || card.factions.includes(faction);
  if ('faction' in card) return card.faction === faction;
  return true;
}
