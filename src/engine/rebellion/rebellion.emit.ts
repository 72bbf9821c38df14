import type { Emitted } from '../core/game.contract.js';
import { onlySeats, PUBLIC, SERVER_ONLY, type Visibility } from '../core/visibility.view.js';
import type { Faction } from './data/model.types.js';
import type { RebellionEvent } from './rebellion.events.js';
import { evolve } from './rebellion.evolve.js';
import { seatOf, type RebellionState } from './rebellion.state.js';

/**
 * Collects the events of one setup or decision, folding each at once so the
 * rest of the decision reasons about the state those events produce.
 */
export class Emitter {
  private readonly out: Emitted<RebellionEvent>[] = [];

  constructor(private current: RebellionState) {}

  get state(): RebellionState {
    return this.current;
  }

  get events(): Emitted<RebellionEvent>[] {
    return this.out;
  }

  /** Seen by everybody. */
  public(event: RebellionEvent): this {
    return this.push(event, PUBLIC, undefined);
  }

  /** Seen by the seat playing `faction`; everybody else sees `redacted`, or only the type without it. */
  owner(faction: Faction, event: RebellionEvent, redacted?: unknown): this {
    return this.push(event, onlySeats(seatOf(this.current, faction)), redacted);
  }

  /** Seen by nobody outside the engine (deck orders); everybody sees `redacted`. */
  server(event: RebellionEvent, redacted: unknown): this {
    return this.push(event, SERVER_ONLY, redacted);
  }

  private push(event: RebellionEvent, visibility: Visibility, redacted: unknown): this {
    this.out.push(redacted === undefined ? { event, visibility } : { event, visibility, redacted });
    this.current = evolve(this.current, event);
    return this;
  }
}
