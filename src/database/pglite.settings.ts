import { PGlite } from '@electric-sql/pglite';

/**
 * Postgres's shared buffers inside PGlite. initdb writes 128MB into postgresql.conf, and PGlite
 * allocates that inside its WebAssembly memory, which grows from the 128 MiB the module declares
 * to 189 MiB and never shrinks; Postgres also writes every buffer's header and page on start,
 * so they are resident at once. 16MB keeps the memory at its 128 MiB floor and lowered an idle
 * PGlite by 131 MiB of RSS (docs/operations.md, PGlite's memory). Pages beyond it are read
 * through the operating system's file cache, as they are on any Postgres.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** PGlite's own start parameters (single-user mode, no parallel workers), plus ours. */
export const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
