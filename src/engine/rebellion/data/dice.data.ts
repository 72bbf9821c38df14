import type { DieSpec } from '../../core/rng.random.js';

/** RR WÜRFEL: three symbols, Treffer (hit), Volltreffer (direct hit), Spezialsymbol (special), and blank faces. */
export const DIE_FACES = ['hit', 'direct-hit', 'special', 'blank'] as const;

export type DieFace = (typeof DIE_FACES)[number];

export type DieColour = 'red' | 'black';

/**
 * The faces of the two six-sided combat dice. The seeds name the symbols but
 * not how many of each a die shows; this is the reference's single source
 * (johnchampaign rng.ts), see docs/games/rebellion.md: only the red die has
 * a direct hit.
 */
export const RED_DIE: DieSpec<DieFace> = { id: 'red', faces: ['hit', 'hit', 'direct-hit', 'special', 'blank', 'blank'] };
export const BLACK_DIE: DieSpec<DieFace> = { id: 'black', faces: ['hit', 'hit', 'hit', 'special', 'blank', 'blank'] };

export const DICE: Readonly<Record<DieColour, DieSpec<DieFace>>> = { red: RED_DIE, black: BLACK_DIE };

/** RR WÜRFEL: in a mission a hit or a direct hit is 1 success, a special 2. */
export const MISSION_SUCCESSES: Readonly<Record<DieFace, number>> = { hit: 1, 'direct-hit': 1, special: 2, blank: 0 };

/** RR MATERIALBESCHRÄNKUNG: per mission and attack at most 5 dice of each colour. */
export const MAX_DICE_PER_COLOUR = 5;
