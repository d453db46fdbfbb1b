import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The part of drizzle's `meta/_journal.json` that says which migrations the code expects. */
export type MigrationJournal = { entries: { tag: string; when: number }[] };

/** Reads the journal the migrations folder ships (db/migrate.ts's MIGRATIONS_FOLDER in the app). */
export function readMigrationJournal(migrationsFolder: string): MigrationJournal {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as MigrationJournal;
  return { entries: journal.entries.map(({ tag, when }) => ({ tag, when })) };
}

/**
 * The journal's migrations the database has not applied yet, by drizzle's own rule (db/migrate.ts):
 * every entry newer than the last one recorded in drizzle.__drizzle_migrations. A database that was
 * never migrated has every entry pending. Throws when the database cannot be reached.
 */
export async function pendingMigrations(db: Database, journal: MigrationJournal): Promise<string[]> {
  // Asked first rather than caught: a failed query costs the pool its connection.
  const table = await db.execute<{ name: string | null }>(sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`);
  let lastApplied: number | null = null;
  if (table.rows[0]?.name) {
    const result = await db.execute<{ last: string | null }>(sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`);
    const last = result.rows[0]?.last;
    lastApplied = last === null || last === undefined ? null : Number(last);
  }
  return journal.entries.filter((entry) => lastApplied === null || entry.when > lastApplied).map((entry) => entry.tag);
}
