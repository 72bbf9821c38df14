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

/** The answer to an idempotent request, kept with the events it wrote. */
export interface IdempotentRecord {
  readonly seat: number;
  readonly key: string;
  readonly requestHash: string;
  readonly response: object;
}

export class VersionConflictError extends Error {
  constructor(
    readonly gameId: string,
    readonly expectedVersion: number,
  ) {
    super(`version conflict on ${gameId} at ${expectedVersion}`);
  }
}
