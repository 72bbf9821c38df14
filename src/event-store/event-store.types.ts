import type { Visibility } from '../engine/core/visibility.view.js';

/** An event to append: what the engine emitted. */
export interface NewEvent {
  readonly type: string;
  readonly payload: unknown;
  readonly visibility: Visibility;
  readonly redacted?: unknown;
}

/** An event as stored, with its place in the stream. */
export interface StoredEvent extends NewEvent {
  readonly gameId: string;
  readonly seq: number;
  readonly schemaVersion: number;
  readonly createdAt: Date;
}

/** The answer to an idempotent request: a success kept with the events it wrote, or a rule refusal. */
export interface IdempotentRecord {
  readonly seat: number;
  readonly key: string;
  readonly requestHash: string;
  readonly status: 200 | 422;
  /** The answer's exact JSON text. */
  readonly body: string;
  /** A row of the same key created before this moment has expired and is replaced. */
  readonly expiredBefore: Date;
}

export class VersionConflictError extends Error {
  constructor(
    readonly gameId: string,
    readonly expectedVersion: number,
  ) {
    super(`version conflict on ${gameId} at ${expectedVersion}`);
  }
}
