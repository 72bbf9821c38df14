import type { DieSpec } from '../../core/rng.random.js';
import type { DieColor } from '../catalog/catalog.types.js';

/** What a die face shows; combined faces deal both icons. */
export type DieFace = 'blank' | 'hit' | 'crit' | 'accuracy' | 'hit+hit' | 'hit+crit';

export const DIE_FACES: readonly DieFace[] = ['blank', 'hit', 'crit', 'accuracy', 'hit+hit', 'hit+crit'];

/**
 * The three attack dice, eight faces each (reference dice.json: fandom wiki
 * citing RRG 1.5.0, jmthompson2015 DiceUtilities.js and the TTS mod agree).
 * The seed confirms the shape: red has every icon and the most blanks, blue
 * no blanks, black no accuracy (seed "ANGRIFFSWÜRFEL").
 */
export const DICE: Readonly<Record<DieColor, DieSpec<DieFace>>> = {
  red: { id: 'armada-red', faces: ['hit', 'hit', 'hit+hit', 'crit', 'crit', 'accuracy', 'blank', 'blank'] },
  blue: { id: 'armada-blue', faces: ['hit', 'hit', 'hit', 'hit', 'crit', 'crit', 'accuracy', 'accuracy'] },
  black: { id: 'armada-black', faces: ['hit', 'hit', 'hit', 'hit', 'hit+crit', 'hit+crit', 'blank', 'blank'] },
};

export function hits(face: DieFace): number {
  return face === 'hit' || face === 'hit+crit' ? 1 : face === 'hit+hit' ? 2 : 0;
}

export function crits(face: DieFace): number {
  return face === 'crit' || face === 'hit+crit' ? 1 : 0;
}

export function isAccuracy(face: DieFace): boolean {
  return face === 'accuracy';
}
