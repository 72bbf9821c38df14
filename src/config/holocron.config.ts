/** Everything the service reads from its environment, read in one place. */
export interface HolocronConfig {
  readonly port: number;
  /** Postgres when set; otherwise the embedded PGlite. */
  readonly databaseUrl: string | undefined;
  /** PGlite's folder, or `memory://` for a database that lives only as long as the process. */
  readonly dataDir: string;
  /** The Postgres schema the tables live in; tests use one schema per app. */
  readonly dbSchema: string;
  readonly production: boolean;
  /** Where the GraphQL schema is written in development (committed as src/schema.gql). */
  readonly schemaFile: string | undefined;
  /** The longest wait between attempts to re-establish a lost LISTEN connection (Postgres). */
  readonly listenRetryMaxMs: number;
  /** How often the LISTEN connection is pinged, so a silently dead one is noticed. */
  readonly listenPingMs: number;
}

export const HOLOCRON_CONFIG = Symbol('HOLOCRON_CONFIG');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): HolocronConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const dbSchema = env.HOLOCRON_DB_SCHEMA ?? 'public';
  if (!/^[a-z_][a-z0-9_]*$/.test(dbSchema)) throw new Error(`HOLOCRON_DB_SCHEMA must be a plain identifier, not ${dbSchema}`);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.HOLOCRON_DATA_DIR ?? './.holocron',
    dbSchema,
    production: env.NODE_ENV === 'production',
    schemaFile: env.HOLOCRON_SCHEMA_FILE || undefined,
    listenRetryMaxMs: positiveInt(env, 'HOLOCRON_LISTEN_RETRY_MAX_MS', 5000),
    listenPingMs: positiveInt(env, 'HOLOCRON_LISTEN_PING_MS', 10_000),
  };
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number above 0, not ${raw}`);
  return value;
}
