import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A schema name no other test uses, and a way to drop it afterwards. */
export function freshSchema(prefix = 'rel'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

export async function dropSchema(schema: string, url = process.env.DATABASE_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
