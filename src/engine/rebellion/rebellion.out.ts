import { DecisionBuffer } from '../core/decision.buffer.js';
import { onlySeats, PUBLIC, SERVER_ONLY } from '../core/visibility.view.js';
import type { Faction } from './data/model.types.js';
import type { RebellionEvent } from './rebellion.events.js';
import { foldEvent } from './rebellion.fold.js';
import { seatOf, type RebellionState } from './rebellion.state.js';

/**
 * Core's decision buffer with the three visibilities Rebellion uses: public,
 * one side's seat (everybody else sees `redacted`), and server only.
 */
export class Out extends DecisionBuffer<RebellionState, RebellionEvent> {
  constructor(state: RebellionState) {
    super(state, foldEvent);
  }

  public(event: RebellionEvent): this {
    return this.emit(event, PUBLIC);
  }

  /** Seen by the seat playing `faction`; everybody else sees `redacted`, or only the type without it. */
  owner(faction: Faction, event: RebellionEvent, redacted?: unknown): this {
    return this.emit(event, onlySeats(seatOf(this.state, faction)), redacted);
  }

  /** Seen by both sides' seats (a thing one side tells the other); spectators see `redacted`. */
  sides(event: RebellionEvent, redacted: unknown): this {
    return this.emit(event, onlySeats(seatOf(this.state, 'empire'), seatOf(this.state, 'rebel')), redacted);
  }

  /** Seen by nobody outside the engine (deck orders); everybody sees `redacted`. */
  server(event: RebellionEvent, redacted: unknown): this {
    return this.emit(event, SERVER_ONLY, redacted);
  }
}
