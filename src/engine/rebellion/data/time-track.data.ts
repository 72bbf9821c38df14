/** A space of the time track and the icons printed on it (RR ZEITMARKER UND ZEITLEISTE, AUFFRISCHPHASE step 5). */
export interface TimeSpaceData {
  readonly space: number;
  /** Recruit icon: each player recruits a leader when the time marker reaches it (RR REKRUTIEREN). */
  readonly recruit: boolean;
  /** Build icon: both players build units when the time marker reaches it (RR EINHEITEN BAUEN). */
  readonly build: boolean;
}

const RECRUIT_SPACES = [2, 3, 4, 5];
const BUILD_SPACES = [2, 4, 6, 8, 10, 12, 14];

/**
 * 16 spaces. Which spaces carry recruit and build icons is not in the seeds;
 * it comes from a single source (johnchampaign phases.ts), see
 * docs/games/rebellion.md.
 */
export const TIME_TRACK: readonly TimeSpaceData[] = Array.from({ length: 16 }, (_, i) => ({
  space: i + 1,
  recruit: RECRUIT_SPACES.includes(i + 1),
  build: BUILD_SPACES.includes(i + 1),
}));

/** Setup step 3: time marker on space 1, reputation marker on space 14 (RR Vollständiger Spielaufbau). */
export const TIME_MARKER_START = 1;
export const REPUTATION_MARKER_START = 14;
