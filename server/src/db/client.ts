import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

// With its pool: what a feature that needs a connection of its own (LISTEN) connects with.
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export type DatabaseHandle = { db: Database; pool: pg.Pool; close: () => Promise<void> };

export function connectDatabase(url: string, poolSize: number, onError: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', onError);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
