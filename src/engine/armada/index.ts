export { maneuverOptions, executeManeuver } from './geometry/maneuver.query.js';
