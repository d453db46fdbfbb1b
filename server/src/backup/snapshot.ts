import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { readCatalogue, STABLE_TEXT_SETTINGS } from './catalogue';
import { digestStream, type Digest } from './digest';
import { BackupError } from './backup-error';
import { lastAppliedMillis, tagOf } from './schema-version';

/**
 * One consistent picture of every table: a single repeatable-read, read-only transaction sees the
 * database as it was when it began, while the app keeps writing. The same code serves the embedded
 * PostgreSQL and one at DATABASE_URL (the embedded package ships no pg_dump). Each table's COPY
 * text goes to a file in `workDir` so the archive can be written with the sizes up front.
 */
export type TableSnapshot = Digest & { name: string; file: string };

export async function takeSnapshot(pool: pg.Pool, workDir: string): Promise<{ tables: TableSnapshot[]; lastMigration: string }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await client.query(STABLE_TEXT_SETTINGS);
    const applied = await lastAppliedMillis(client);
    if (applied === null) throw new BackupError('The database has no migrations applied: start the server once before backing it up.');
    const lastMigration = await tagOf(applied);
    const tables: TableSnapshot[] = [];
    for (const [index, table] of (await readCatalogue(client)).entries()) {
      const file = path.join(workDir, `${index}.copy`);
      const digest = digestStream();
      await pipeline(client.query(copyTo(table.copyOut)), digest.stream, createWriteStream(file, { mode: 0o600 }));
      tables.push({ name: table.name, file, ...digest.result() });
    }
    await client.query('COMMIT');
    return { tables, lastMigration };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
