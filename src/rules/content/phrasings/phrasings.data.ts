/**
 * How players ask for each German entry (issue 13, ninth pass): short searches and questions as
 * they are typed at the table, in the words players use rather than only the book's ("schiff
 * kaputt", "darf ich nach dem angriff noch fliegen"). A search matches words, so these give an entry
 * the everyday words of its rules. They are names of kind `phrasing`, weighed below the entry's own
 * names (`NAME_WEIGHT` in `rules.sql.ts`), so a title still decides where it matches.
 *
 * Basis: written by the team from each entry's text, one fact per question, before and without the
 * evaluation queries; no rulebook prints them, so every phrasing is an assumption. The spec checks
 * that each key is a German entry of its game and that each entry has phrasings.
 */
import type { GameId } from '../entry.model.js';
import { ARMADA_PHRASINGS } from './armada.phrasings.js';
import { REBELLION_PHRASINGS } from './rebellion.phrasings.js';
import { REBELS_ATTACK_PHRASINGS } from './rebels-attack.phrasings.js';

/** Phrasings by entry slug, one table per game. */
export type Phrasings = Readonly<Record<string, readonly string[]>>;

export const PHRASINGS: Readonly<Record<GameId, Phrasings>> = {
  rebellion: REBELLION_PHRASINGS,
  armada: ARMADA_PHRASINGS,
  'rebels-attack': REBELS_ATTACK_PHRASINGS,
};

/** The phrasings of the entry `game:slug`; none for an entry without. */
export const phrasingsOf = (game: GameId, slug: string): readonly string[] => PHRASINGS[game][slug] ?? [];
