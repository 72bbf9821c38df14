import { CATALOG_KINDS, listCards as listArmadaCards } from '../../engine/armada/index.js';
import { listCards, listLeaders, listSystems, listUnits } from '../../engine/rebellion/catalog.query.js';
import type { GameId } from '../content/entry.model.js';
import { firstAtOrAfter } from './sorted.search.js';
import { foldedWords } from './text.fold.js';

/** A catalog card or unit whose name the query is: shown beside the rule entries, with its catalog address. */
export interface CardHit {
  readonly game: 'rebellion' | 'armada';
  readonly kind: string;
  readonly id: string;
  readonly name: string;
  readonly nameDe: string | null;
  /** The catalog entry: `GET` it for the card's data. */
  readonly link: string;
  readonly score: number;
}

interface Named {
  readonly card: Omit<CardHit, 'score'>;
  /** Every name of the card (English, German, aliases), as folded words. */
  readonly labels: readonly (readonly string[])[];
}

/** Queries shorter than this name no card. */
const QUERY_MIN = 3;

/**
 * Every card of both catalogs with its names folded like the glossary's words, built once: the
 * catalogs' own fuzzy searches cost 2–40 ms per query on the shared machine, this a few µs.
 */
let named: { readonly cards: readonly Named[]; readonly byWord: ReadonlyMap<string, readonly number[]>; readonly words: readonly string[] } | undefined;

function allCards(): NonNullable<typeof named> {
  if (named !== undefined) return named;
  const labels = (...names: (string | null | undefined)[]) => names.flatMap((n) => (n ? [foldedWords(n)] : [])).filter((l) => l.length > 0);
  const armada: Named[] = CATALOG_KINDS.flatMap((kind) =>
    listArmadaCards(kind).map((c) => {
      const name = 'title' in c ? c.title : c.name;
      const nameDe = 'nameDe' in c ? c.nameDe : null;
      return { card: { game: 'armada' as const, kind, id: c.id, name, nameDe, link: `/v1/catalog/armada/${kind}/${c.id}` }, labels: labels(name, nameDe) };
    }),
  );
  const rebellionLists = [
    ['units', listUnits()],
    ['leaders', listLeaders()],
    ['cards', listCards()],
    ['systems', listSystems()],
  ] as const;
  const rebellion: Named[] = rebellionLists.flatMap(([kind, items]) =>
    items.map((i) => ({
      card: { game: 'rebellion' as const, kind, id: i.id, name: i.name.en, nameDe: i.name.de, link: `/v1/catalog/rebellion/${kind}/${i.id}` },
      labels: labels(i.name.en, i.name.de, ...(i.name.aliases ?? [])),
    })),
  );
  const cards = [...armada, ...rebellion];
  // Which cards each name word belongs to: a query only scores cards one of whose words it starts or holds.
  const byWord = new Map<string, number[]>();
  cards.forEach((c, at) => {
    for (const w of new Set(c.labels.flat())) byWord.set(w, [...(byWord.get(w) ?? []), at]);
  });
  named = { cards, byWord, words: [...byWord.keys()].sort() };
  return named;
}

/** The cards a query can name at all: some name word equals a word typed or starts with the first. */
function candidates(query: readonly string[]): number[] {
  const { byWord, words } = allCards();
  const first = query[0] as string;
  const found = new Set<number>();
  for (let i = firstAtOrAfter(words, first); i < words.length && (words[i] as string).startsWith(first); i++) for (const c of byWord.get(words[i] as string) ?? []) found.add(c);
  for (const word of query) for (const c of byWord.get(word) ?? []) found.add(c);
  return [...found].sort((a, b) => a - b);
}

/**
 * How well the query names a card by one of its labels: 1 when it is the name, 0.9 when the name
 * stands whole in the query ("wie wirkt Incite Rebellion?"), 0.8 when every word typed starts a word
 * of the name ("Hardcell" for "Hardcell-class Transport"), else 0. Fuzzier matches would put cards
 * beside every query.
 */
function scoreOf(query: readonly string[], label: readonly string[]): number {
  if (query.join(' ') === label.join(' ')) return 1;
  const joined = ` ${query.join(' ')} `;
  if (label.join('').length >= 5 && joined.includes(` ${label.join(' ')} `)) return 0.9;
  if (query.every((w) => label.some((l) => l.startsWith(w)))) return 0.8;
  return 0;
}

/** The catalog cards a query names, best first, at most `max`; none for a game without a catalog. */
export function matchingCards(q: string, game: GameId | undefined, max = 5): CardHit[] {
  const query = foldedWords(q);
  if (query.join('').length < QUERY_MIN) return [];
  const hits: CardHit[] = [];
  const { cards } = allCards();
  for (const at of candidates(query)) {
    const n = cards[at] as Named;
    if (game !== undefined && n.card.game !== game) continue;
    const score = Math.max(0, ...n.labels.map((l) => scoreOf(query, l)));
    if (score > 0) hits.push({ ...n.card, score });
  }
  // Ties keep the catalogs' order, so the answer never depends on the sort's stability.
  return hits
    .map((h, at) => ({ h, at }))
    .sort((a, b) => b.h.score - a.h.score || a.at - b.at)
    .slice(0, max)
    .map((x) => x.h);
}
