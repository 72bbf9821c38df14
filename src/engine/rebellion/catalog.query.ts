import type { Text } from '../core/text.js';
import { cardDefinition } from './cards/card.index.js';
import { isImplemented } from './cards/card.types.js';
import { MATCH_THRESHOLD, nameScore } from './catalog.match.js';
import { neighbours } from './data/adjacency.data.js';
import { CARDS, type CardData, type CardKind } from './data/cards.data.js';
import { LEADERS, type LeaderData } from './data/leaders.data.js';
import type { Faction, Names, Skill, Theater } from './data/model.types.js';
import type { ObjectiveTier } from './data/objectives.data.js';
import { PROBE_CARDS } from './data/probe-cards.data.js';
import { SYSTEMS, type RegionId, type SystemData, type SystemId } from './data/systems.data.js';
import { UNIT_TYPES, type UnitKind, type UnitTypeData } from './data/units.data.js';

/**
 * Read-only catalog of the Rebellion data, for `GET /v1/catalog/rebellion/...`
 * and GraphQL. Every list takes optional filters; `name` is a fuzzy lookup
 * over German and English names and aliases (umlauts folded, small typos
 * forgiven), and sorts the matches best first.
 */
export interface NameFilter {
  readonly name?: string;
}

export interface SystemFilter extends NameFilter {
  readonly region?: RegionId;
  readonly populous?: boolean;
}

export interface UnitFilter extends NameFilter {
  readonly faction?: Faction;
  readonly theater?: Theater;
  readonly kind?: UnitKind;
}

export interface LeaderFilter extends NameFilter {
  readonly faction?: Faction;
  readonly recruitIcon?: boolean;
  /** Leaders with at least one icon of this skill. */
  readonly skill?: Skill;
}

export interface CardFilter extends NameFilter {
  readonly kind?: CardKind;
  readonly faction?: Faction;
  readonly starting?: boolean;
  readonly tier?: ObjectiveTier;
  /** Mission decks (`empire-missions`, `rebel-missions`, `projects`) or tactic decks (`space`, `ground`). */
  readonly deck?: string;
}

/** A system with what the board shows around it. */
export interface SystemEntry extends SystemData {
  readonly neighbours: readonly SystemId[];
  /** Its probe card and the setup loyalty icon printed on it; null for Coruscant, which has none. */
  readonly probeCard: { readonly loyaltyIcon: Faction | null } | null;
}

function allNames(id: string, names: Names): string[] {
  return [names.en, ...(names.de ? [names.de] : []), ...(names.aliases ?? []), id.replace(/-/g, ' ')];
}

function select<T extends { readonly id: string; readonly name: Names }>(
  items: readonly T[],
  keep: (item: T) => boolean,
  name: string | undefined,
): T[] {
  const kept = items.filter(keep);
  if (name === undefined || name.trim() === '') return kept;
  return kept
    .map((item, index) => ({ item, index, score: nameScore(name, allNames(item.id, item.name)) }))
    .filter((m) => m.score >= MATCH_THRESHOLD)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((m) => m.item);
}

const SYSTEM_ENTRIES: readonly SystemEntry[] = SYSTEMS.map((s) => {
  const probe = PROBE_CARDS.find((p) => p.system === s.id);
  return { ...s, neighbours: neighbours(s.id), probeCard: probe ? { loyaltyIcon: probe.loyaltyIcon } : null };
});

export function listSystems(filter: SystemFilter = {}): SystemEntry[] {
  return select(
    SYSTEM_ENTRIES,
    (s) => (filter.region === undefined || s.region === filter.region) && (filter.populous === undefined || s.populous === filter.populous),
    filter.name,
  );
}

export function listUnits(filter: UnitFilter = {}): UnitTypeData[] {
  return select(
    UNIT_TYPES,
    (u) =>
      (filter.faction === undefined || u.faction === filter.faction) &&
      (filter.theater === undefined || u.theater === filter.theater) &&
      (filter.kind === undefined || u.kind === filter.kind),
    filter.name,
  );
}

export function listLeaders(filter: LeaderFilter = {}): LeaderData[] {
  return select(
    LEADERS,
    (l) =>
      (filter.faction === undefined || l.faction === filter.faction) &&
      (filter.recruitIcon === undefined || l.recruitIcon === filter.recruitIcon) &&
      (filter.skill === undefined || l.skills[filter.skill] > 0),
    filter.name,
  );
}

/** A card as the catalog lists it: its printed facts, its set, our de/en text, its timing and whether the engine plays it. */
export type CardEntry = CardData & { readonly set: string; readonly implemented: boolean; readonly text: Text; readonly timing: string };

const CARD_ENTRIES: readonly CardEntry[] = CARDS.map((c): CardEntry => {
  const card = cardDefinition(c.id)!;
  return { ...c, set: card.set, implemented: isImplemented(card), text: card.text, timing: card.timing } as CardEntry;
});

export function listCards(filter: CardFilter = {}): CardEntry[] {
  return select(
    CARD_ENTRIES,
    (c) =>
      (filter.kind === undefined || c.kind === filter.kind) &&
      (filter.faction === undefined || ('faction' in c && c.faction === filter.faction)) &&
      (filter.starting === undefined || ('starting' in c && c.starting === filter.starting)) &&
      (filter.tier === undefined || (c.kind === 'objective' && c.tier === filter.tier)) &&
      (filter.deck === undefined || ('deck' in c && c.deck === filter.deck)),
    filter.name,
  );
}

export function getSystem(id: string): SystemEntry | undefined {
  return SYSTEM_ENTRIES.find((s) => s.id === id);
}

export function getUnit(id: string): UnitTypeData | undefined {
  return UNIT_TYPES.find((u) => u.id === id);
}

export function getLeader(id: string): LeaderData | undefined {
  return LEADERS.find((l) => l.id === id);
}

export function getCard(id: string): CardEntry | undefined {
  return CARD_ENTRIES.find((c) => c.id === id);
}
