import type { GeometryConfig } from './geometry.config.js';

/** Attack range bands of the range ruler (seed "ZIEL FESTLEGEN", "FEUERWINKEL UND REICHWEITE ABMESSEN"). */
export type RangeBand = 'close' | 'medium' | 'long';

export const RANGE_BANDS: readonly RangeBand[] = ['close', 'medium', 'long'];

/** The band a measured length falls in; a length on a line between bands belongs to the closer band. null = beyond long range. */
export function rangeBand(mm: number, config: GeometryConfig): RangeBand | null {
  const b = config.rangeBands;
  if (mm <= b.close) return 'close';
  if (mm <= b.medium) return 'medium';
  if (mm <= b.long) return 'long';
  return null;
}

/** Distance 1–5 of the distance ruler (seed "BEWEGUNG VON STAFFELN", "NAHKAMPF"); null = beyond distance 5. */
export function distanceBand(mm: number, config: GeometryConfig): number | null {
  const i = config.distanceBands.findIndex((edge) => mm <= edge);
  return i < 0 ? null : i + 1;
}
