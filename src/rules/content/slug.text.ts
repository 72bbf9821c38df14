import type { GameId } from './entry.model.js';

import { slugify } from '../../engine/core/slug.text.js';

export { slugify };

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
