import { Injectable } from '@nestjs/common';
import { HolocronError } from '../common/errors/holocron.error.js';
import { getCard as getArmadaCard, isImplemented, listCards as listArmadaCards, searchCatalog, type CatalogCards, type CatalogKind } from '../engine/armada/index.js';
import { isViolation } from '../engine/core/rule-violation.error.js';
import { text } from '../engine/core/text.js';
import { getCard, getLeader, getSystem, getUnit, listCards, listLeaders, listSystems, listUnits } from '../engine/rebellion/catalog.query.js';
import { paginate, type Page } from './catalog.page.js';
import { CatalogPageArgs } from './catalog.inputs.js';
import type { ArmadaFactionCardArgs, RebellionCardArgs, RebellionLeaderArgs, RebellionSystemArgs, RebellionUnitArgs } from './catalog.inputs.js';

/** German and English names of each list, for the not-found message. */
const KINDS = {
  rebellion: {
    systems: ['Systeme', 'systems'],
    units: ['Einheiten', 'units'],
    leaders: ['Anführer', 'leaders'],
    cards: ['Karten', 'cards'],
  },
  armada: {
    ships: ['Schiffe', 'ships'],
    squadrons: ['Staffeln', 'squadrons'],
    upgrades: ['Aufwertungen', 'upgrades'],
    objectives: ['Einsatzziele', 'objectives'],
    'damage-cards': ['Schadenskarten', 'damage cards'],
  },
} as const;

const GAME_NAMES = { rebellion: 'Rebellion', armada: 'Armada' } as const;

/** Armada's fuzzy search returns at most this many matches; every list is shorter. */
const ARMADA_SEARCH_LIMIT = 200;

function found<G extends keyof typeof KINDS, T>(game: G, kind: keyof (typeof KINDS)[G], id: string, item: T | undefined): T {
  if (item !== undefined) return item;
  const [de, en] = KINDS[game][kind] as readonly [string, string];
  throw HolocronError.of(
    'CATALOG_ENTRY_NOT_FOUND',
    text(
      `Im ${GAME_NAMES[game]}-Katalog gibt es unter ${de} keinen Eintrag „${id}“.`,
      `The ${GAME_NAMES[game]} catalog has no ${en} entry "${id}".`,
    ),
    { game, kind, id },
  );
}

/**
 * GraphQL hands an optional argument given as `null` over as null, and
 * validation lets it through (`@IsOptional`): here it means the same as
 * leaving the argument out, so the filters and the defaults apply.
 */
function given<T extends CatalogPageArgs>(args: T): T {
  const rest = Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined));
  return Object.assign(new CatalogPageArgs(), rest) as T;
}

/** The catalogs as pages: the engines filter and rank, this only pages and reports what is missing. */
@Injectable()
export class CatalogService {
  rebellionSystems(args: RebellionSystemArgs) {
    args = given(args);
    return paginate(listSystems(args), args.limit, args.offset);
  }

  rebellionSystem(id: string) {
    return found('rebellion', 'systems', id, getSystem(id));
  }

  rebellionUnits(args: RebellionUnitArgs) {
    args = given(args);
    return paginate(listUnits(args), args.limit, args.offset);
  }

  rebellionUnit(id: string) {
    return found('rebellion', 'units', id, getUnit(id));
  }

  rebellionLeaders(args: RebellionLeaderArgs) {
    args = given(args);
    return paginate(listLeaders(args), args.limit, args.offset);
  }

  rebellionLeader(id: string) {
    return found('rebellion', 'leaders', id, getLeader(id));
  }

  rebellionCards(args: RebellionCardArgs) {
    args = given(args);
    return paginate(listCards(args), args.limit, args.offset);
  }

  rebellionCard(id: string) {
    return found('rebellion', 'cards', id, getCard(id));
  }

  armadaCards<K extends CatalogKind>(kind: K, args: CatalogPageArgs & Partial<ArmadaFactionCardArgs>): Page<Played<CatalogCards[K]>> {
    args = given(args);
    const { name, faction } = args;
    if (name !== undefined) {
      const matches = searchCatalog({ kind, query: name, limit: ARMADA_SEARCH_LIMIT, ...(faction ? { faction } : {}) });
      // The arguments were validated already; a refusal here is a bug, not bad input.
      if (isViolation(matches)) throw new Error(`searchCatalog refused validated input: ${matches.code}`);
      return paginate(
        matches.map((m) => played(kind, m.card as CatalogCards[K])),
        args.limit,
        args.offset,
      );
    }
    const cards = listArmadaCards(kind).filter((card) => faction === undefined || fitsFaction(card, faction));
    return paginate(
      cards.map((card) => played(kind, card)),
      args.limit,
      args.offset,
    );
  }

  armadaCard<K extends CatalogKind>(kind: K, id: string): Played<CatalogCards[K]> {
    const card = found('armada', kind, id, getArmadaCard(kind, id));
    return played(kind, card);
  }
}

type Played<T> = T & { readonly implemented: boolean };

/** A card with whether the game `armada` plays it (engine `isImplemented`). */
function played<T extends { readonly id: string }>(kind: CatalogKind, card: T): Played<T> {
  return { ...card, implemented: isImplemented(kind, card.id) };
}

/** As the engine's search: a card without a faction symbol (upgrades with `factions: null`) fits both. */
function fitsFaction(card: CatalogCards[CatalogKind], faction: string): boolean {
  if ('factions' in card) return card.factions === null || (card.factions as readonly string[]).includes(faction);
  if ('faction' in card) return card.faction === faction;
  return true;
}
