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
  };
}
