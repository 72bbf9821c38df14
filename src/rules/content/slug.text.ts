import type { GameId } from './entry.model.js';

const FOLD: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** "EINHEITEN BEWEGEN" → `einheiten-bewegen`, "Rückzug" → `rueckzug`. Other engines cite these, so the rule is fixed. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => FOLD[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function refOf(game: GameId, slug: string): string {
  return `${game}:${slug}`;
}

/**
 * A slug with each word's German inflection ending dropped, so "Stützpunkts" finds "STÜTZPUNKTES"
 * and "Größenkategorie" finds "GRÖSSENKATEGORIEN". Only for resolving references, never for slugs.
 */
export function looseSlug(title: string): string {
  return slugify(title)
    .split('-')
    .map((w) => (w.length > 5 ? w.replace(/(es|en|s|n|e)$/, '') : w))
    .join('-');
}
