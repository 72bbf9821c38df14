import type { Emitted } from './game.contract.js';
import { canSee, type Viewer } from './visibility.view.js';

export interface VisibleEvent {
  readonly type: string;
  readonly payload: unknown;
  /** True when the viewer sees a stand-in for the payload, not the payload. */
  readonly redacted: boolean;
}

/** An event as `viewer` may see it: the payload, or the redacted stand-in (null if none). */
export function redactFor(emitted: Pick<Emitted, 'event' | 'visibility' | 'redacted'>, viewer: Viewer): VisibleEvent {
  if (canSee(emitted.visibility, viewer)) return { type: emitted.event.type, payload: emitted.event.payload, redacted: false };
  return { type: emitted.event.type, payload: emitted.redacted ?? null, redacted: true };
}
