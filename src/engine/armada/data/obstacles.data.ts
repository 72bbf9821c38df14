/**
 * Approximate obstacle outlines in mm, centred on the token's centre
 * (hand-traced polygons of tantive4/AlphArmada measurement.py, via the
 * reference geometry.json; a single community source). A caller may send
 * its own outline instead.
 */
export type ObstacleType = 'asteroid' | 'debris' | 'station';

export type ObstacleShapeId = 'station' | 'debris-1' | 'debris-2' | 'asteroid-1' | 'asteroid-2' | 'asteroid-3';

export const OBSTACLE_SHAPES: Readonly<Record<ObstacleShapeId, { readonly type: ObstacleType; readonly outline: readonly (readonly [number, number])[] }>> = {
  station: {
    type: 'station',
    outline: [[-27, -41], [-42, -31], [-44, -27], [-44, -12], [-39, 6], [-31, 17], [-24, 35], [-14, 42], [-7, 42], [19, 29], [28, 22], [28, 12], [34, -3], [44, -12], [44, -18], [31, -25], [18, -37], [9, -41]],
  },
  'debris-1': {
    type: 'debris',
    outline: [[-15, -27], [-23, -16], [-23, 1], [-30, 13], [-28, 23], [-15, 31], [27, 25], [30, 13], [22, 4], [19, -16], [15, -23], [6, -31]],
  },
  'debris-2': {
    type: 'debris',
    outline: [[-32, -39], [-37, -33], [-36, -24], [0, 8], [0, 15], [-12, 34], [-12, 40], [-5, 41], [36, 6], [37, -6], [21, -34], [12, -40]],
  },
  'asteroid-1': {
    type: 'asteroid',
    outline: [[0, -31], [-12, -14], [-23, -5], [-29, 14], [-15, 27], [8, 30], [21, 23], [28, 12], [28, 6], [17, -6], [9, -28]],
  },
  'asteroid-2': {
    type: 'asteroid',
    outline: [[6, -31], [1, -31], [-6, -25], [-19, 3], [-18, 15], [-10, 32], [12, 26], [18, 16], [12, -9], [7, -14]],
  },
  'asteroid-3': {
    type: 'asteroid',
    outline: [[9, -31], [0, -30], [-10, -22], [-12, -17], [-13, 23], [-5, 31], [-1, 31], [4, 27], [10, 9], [12, -9]],
  },
};
