import type { DieSpec } from '../../core/rng.random.js';
import type { DiceCount, DieColor } from '../catalog/catalog.types.js';
import type { RangeBand } from '../geometry/range.measure.js';

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

/** The range an attack is made at: a ruler band for ships, distance 1 for squadrons attacking. */
export type AttackRange = RangeBand | 'distance-1';

/**
 * Colours that may be rolled at each range: printed on the range ruler (seed
 * "ZIEL FESTLEGEN": at long range only red); squadrons at distance 1 roll
 * every colour (seed "ANGREIFEN MIT STAFFELN").
 */
export const DICE_AT_RANGE: Readonly<Record<AttackRange, readonly DieColor[]>> = {
  close: ['red', 'blue', 'black'],
  medium: ['red', 'blue'],
  long: ['red'],
  'distance-1': ['red', 'blue', 'black'],
};

export function diceAtRange(armament: DiceCount, range: AttackRange): DiceCount {
  const allowed = DICE_AT_RANGE[range];
  return {
    red: allowed.includes('red') ? armament.red : 0,
    blue: allowed.includes('blue') ? armament.blue : 0,
    black: allowed.includes('black') ? armament.black : 0,
  };
}

export function diceTotal(d: DiceCount): number {
  return d.red + d.blue + d.black;
}
