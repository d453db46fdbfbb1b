import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { BackupError } from './backup-error';

/**
 * Which migration built a database, by name. Drizzle records each applied migration with its
 * journal timestamp; a backup names the last one so a restore can build exactly that schema
 * before loading rows into it (later migrations then run as they would after any upgrade).
 */
type JournalEntry = { idx: number; version: string; when: number; tag: string; breakpoints: boolean };
type Journal = { version: string; dialect: string; entries: JournalEntry[] };

async function readJournal(): Promise<Journal> {
  return JSON.parse(await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The timestamp of the last migration applied, or null when none was (a new database). */
export async function lastAppliedMillis(client: pg.ClientBase): Promise<number | null> {
  const { rows } = await client.query<{ exists: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists`);
  if (!rows[0]?.exists) return null;
  const last = await client.query<{ at: string | null }>('SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations');
  return last.rows[0]?.at ? Number(last.rows[0].at) : null;
}

export async function tagOf(millis: number): Promise<string> {
  const entry = (await readJournal()).entries.find((candidate) => candidate.when === millis);
  if (!entry) {
    throw new BackupError('The database was migrated by a newer version of the app than this one; back it up with that version.');
  }
  return entry.tag;
}

export async function millisOf(tag: string): Promise<number> {
  const entry = (await readJournal()).entries.find((candidate) => candidate.tag === tag);
  if (!entry)
    throw new BackupError(
      `The backup was made at migration ${tag}, which this version of the app does not know; restore it with a newer version.`,
    );
  return entry.when;
}

/** Applies the app's migrations up to and including `tag`, and none after it. */
export async function migrateTo(pool: pg.Pool, tag: string): Promise<void> {
  const journal = await readJournal();
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last === -1) await millisOf(tag); // throws the message above
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'uh-migrations-'));
  try {
    const entries = journal.entries.slice(0, last + 1);
    await fs.mkdir(path.join(folder, 'meta'));
    await fs.writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) await fs.copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    const client = await pool.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
    } finally {
      client.release();
    }
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
