/**
 * What a card, unit, ship or character name is an instance of, in the rulebook's words: players
 * search names ("Hardcell", "Ezra Bridger", "Jabba der Hutt"), the rulebooks explain the kinds
 * ("kleine Schiffe", VERBÜNDETE, ANFÜHRER). Derived from data, never listed per name:
 * - Armada (seed 004): each ship of the catalog is a "Schiff" of its "Größenkategorie" (klein,
 *   mittelgroß, groß as GRÖSSENKATEGORIEN prints them), each squadron a "Staffel", each upgrade an
 *   "Aufwertungskarte", each objective an "Einsatzzielkarte".
 * - Rebellion (seed 000): each unit an "Einheit" of its kind (Jäger, Großkampfschiff, Bodeneinheit,
 *   Gebäude, Raumstation), each leader an "Anführer", each card a card of its deck, each system a
 *   "System".
 * - Angriff der Rebellen (seed 002): the component list ("- 5 Verbündete (1x Ezra Bridger, …)")
 *   names each character's kind.
 * The query analysis adds a name's kind words at NAME_KIND confidence, bound to the name's game.
 */
import { CATALOG_KINDS, listCards as listArmadaCards } from '../../engine/armada/index.js';
import { listCards, listLeaders, listSystems, listUnits } from '../../engine/rebellion/catalog.query.js';
import { readSeed, SEEDS } from '../content/seed.source.js';
import type { GameId } from '../content/entry.model.js';
import { foldedWords } from './text.fold.js';

export interface NamedKind {
  readonly game: GameId;
  /** The name as folded words. */
  readonly name: readonly string[];
  /** The rulebook's words for what it is. */
  readonly kind: readonly string[];
}

/** Armada's size classes as GRÖSSENKATEGORIEN (seed 004) prints them. */
const SIZE_DE = { small: 'klein', medium: 'mittelgroß', large: 'groß' } as const;
/** Rebellion's unit kinds (`UnitKind`) in the Rules Reference's words (seed 000, EINHEITEN). */
const UNIT_DE = { fighter: 'Jäger', capital: 'Großkampfschiff', ground: 'Bodeneinheit', structure: 'Gebäude', station: 'Raumstation' } as const;
/** Rebellion's decks (`CardKind`) as the Rules Reference names their cards. */
const DECK_DE = { mission: 'Missionskarte', action: 'Aktionskarte', objective: 'Zielkarte', tactic: 'Taktikkarte', project: 'Projektkarte' } as const;

/** One component line of seed 002: "- 5 Verbündete (1x Ezra Bridger, 1x Kanan Jarrus, …)". */
const COMPONENT_LINE = /^- \d+ ([^(]+?) \(([^)]*\dx [^)]*)\)\s*$/;

/** The characters of Angriff der Rebellen by kind, from the component list of its rulebook. */
export function rebelsAttackKinds(seed = readSeed(SEEDS.rebelsAttack)): { kind: string; names: string[] }[] {
  const out: { kind: string; names: string[] }[] = [];
  for (const line of seed.split('\n')) {
    const m = COMPONENT_LINE.exec(line.trim());
    if (!m) continue;
    const names = (m[2] as string).split(',').map((n) => n.trim().replace(/^\d+x\s+/, ''));
    out.push({ kind: m[1] as string, names });
  }
  return out;
}

let all: readonly NamedKind[] | undefined;

/** Every name with its kind, built once. */
export function namedKinds(): readonly NamedKind[] {
  if (all !== undefined) return all;
  const out: NamedKind[] = [];
  const add = (game: GameId, names: readonly (string | null | undefined)[], kind: readonly string[]) => {
    for (const n of names) if (n) out.push({ game, name: foldedWords(n), kind });
  };
  for (const kind of CATALOG_KINDS) {
    for (const c of listArmadaCards(kind)) {
      const names = ['title' in c ? c.title : c.name, 'nameDe' in c ? c.nameDe : null];
      if (kind === 'ships' && 'size' in c) add('armada', names, ['Schiff', 'Größenkategorie', SIZE_DE[c.size]]);
      else if (kind === 'squadrons') add('armada', names, ['Staffel']);
      else if (kind === 'upgrades') add('armada', names, ['Aufwertungskarte']);
      else if (kind === 'objectives') add('armada', names, ['Einsatzzielkarte']);
    }
  }
  const names = (n: { en: string; de?: string | null; aliases?: readonly string[] }) => [n.en, n.de, ...(n.aliases ?? [])];
  for (const u of listUnits()) add('rebellion', names(u.name), ['Einheit', UNIT_DE[u.kind]]);
  for (const l of listLeaders()) add('rebellion', names(l.name), ['Anführer']);
  for (const c of listCards()) add('rebellion', names(c.name), [DECK_DE[c.kind]]);
  for (const s of listSystems()) add('rebellion', names(s.name), ['System']);
  for (const { kind, names: characters } of rebelsAttackKinds()) add('rebels-attack', characters, [kind]);
  all = out.filter((n) => n.name.length > 0 && n.kind.length > 0);
  return all;
}
