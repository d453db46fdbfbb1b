import type pg from 'pg';
import { BackupError, messageOf } from './backup-error';
import { hasRows, readCatalogue } from './catalogue';
import type { OpenedBackup } from './archive-read';
import { loadTables } from './load-tables';
import { lastAppliedMillis, migrateTo, millisOf } from './schema-version';

/**
 * Puts an opened backup into the database behind `pool`: builds the schema the backup was taken
 * at, then loads and checks every table in one transaction, committed only when nothing differs
 * from the manifest. A database that already holds people's data is refused unless forced, and
 * one at a newer schema always is (its rows would not fit the backup's schema's shape).
 */
export async function restoreInto(pool: pg.Pool, backup: OpenedBackup, options: { force: boolean }): Promise<string[]> {
  await refuseUnsuitable(pool, backup.manifest.lastMigration, options.force);
  await migrateTo(pool, backup.manifest.lastMigration);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const problems = await loadTables(client, backup).catch((error: unknown) => {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`Loading the backup failed: ${messageOf(error)}`);
    });
    await client.query(problems.length === 0 ? 'COMMIT' : 'ROLLBACK');
    return problems;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function refuseUnsuitable(pool: pg.Pool, lastMigration: string, force: boolean): Promise<void> {
  const backupMillis = await millisOf(lastMigration);
  const client = await pool.connect();
  try {
    const applied = await lastAppliedMillis(client);
    if (applied === null) return;
    if (applied > backupMillis) {
      throw new BackupError(
        `The database is at a newer schema than the backup (made at ${lastMigration}); restore into a new, empty database.`,
      );
    }
    if (force) return;
    const tables = (await readCatalogue(client)).filter((table) => table.name.startsWith('public.'));
    for (const table of tables) {
      if (await hasRows(client, table)) {
        throw new BackupError(
          `The database already holds data (table ${table.name} has rows); restore into an empty database, or force it.`,
        );
      }
    }
  } finally {
    client.release();
  }
}
