import { DecisionBuffer } from '../core/decision.buffer.js';
import { declaredFor } from './events.visibility.js';
import type { RebellionEvent } from './rebellion.events.js';
import { foldEvent } from './rebellion.fold.js';
import type { RebellionState } from './rebellion.state.js';

/**
 * Core's decision buffer for Rebellion: every event is emitted with the
 * visibility and redaction its type declares in `events.visibility.ts`, so
 * no call site names who sees it.
 */
export class Out extends DecisionBuffer<RebellionState, RebellionEvent> {
  constructor(state: RebellionState) {
    super(state, foldEvent);
  }

  override emit(event: RebellionEvent): this {
    return this.record(declaredFor(event, this.state));
  }
}
