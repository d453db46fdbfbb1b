import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';

// Resolved from this file so it works from src/ (tests, tsx) and from the bundle in dist/.
const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_FOLDER = here.endsWith(`${path.sep}dist`)
  ? path.resolve(here, '../src/db/migrations')
  : path.resolve(here, 'migrations');

// Any constant works; it only has to be the same for every app server sharing a database.
const MIGRATION_LOCK_ID = 7_310_042;

/** Applies pending migrations; an advisory lock keeps two app servers starting together from racing. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
