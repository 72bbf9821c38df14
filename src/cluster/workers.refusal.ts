/**
 * PGlite is embedded: one process owns its folder (a lock refuses a second), and its LISTEN/NOTIFY
 * reaches only that process. Workers therefore need Postgres (docs/operations.md, "Workers").
 */
export function workersRefusal(workers: number, databaseUrl: string | undefined): { de: string; en: string } | null {
  if (workers <= 1 || databaseUrl !== undefined) return null;
  return {
    de: `HOLOCRON_WORKERS=${workers} braucht Postgres (DATABASE_URL); das eingebettete PGlite läuft in genau einem Prozess. HOLOCRON_WORKERS=1 setzen oder DATABASE_URL angeben.`,
    en: `HOLOCRON_WORKERS=${workers} needs Postgres (DATABASE_URL); the embedded PGlite runs in exactly one process. Set HOLOCRON_WORKERS=1 or give DATABASE_URL.`,
  };
}
