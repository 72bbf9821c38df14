import { draft } from './evolve/evolve.draft.js';
import { fail } from './evolve/evolve.kit.js';
import { EVOLVE } from './evolve/evolve.table.js';
import type { RebellionEvent } from './rebellion.events.js';
import type { RebellionState } from './rebellion.state.js';

/**
 * Folds one event into the state. Pure: it copies what it changes, never
 * draws randomness, and trusts only the event. Each event type's handler
 * lives in the file of its phase or subject (evolve/*.evolve.ts).
 */
export function evolve(state: RebellionState, event: RebellionEvent): RebellionState {
  const handle = EVOLVE[event.type];
  if (handle === undefined) fail(event, 'unknown event');
  const { s, result } = draft(state);
  handle(s, event);
  return result;
}
