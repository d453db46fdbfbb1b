import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { acquireDataDirLock } from '../lib/data-dir-lock';
import { makePrivateDirSync } from '../lib/private-files';
import { BackupError, messageOf } from './backup-error';

/**
 * The database the backup and restore commands work on: the one at DATABASE_URL, or the embedded
 * PostgreSQL in DATA_DIR. A stopped server's embedded PostgreSQL is started the way the server
 * starts it (holding the data folder's lock, so the server cannot start meanwhile) and stopped
 * after. While the server runs, a backup reads through the server's own PostgreSQL instead
 * (a snapshot does not disturb it); a restore needs the server stopped.
 */
export type CliDatabase = { pool: pg.Pool; close: () => Promise<void> };

// As the embedded launcher makes them (server/src/db/embedded-postgres.ts).
const EMBEDDED_DATABASE = 'ultimate_human';
const EMBEDDED_SUPERUSER = 'postgres';

export async function openCliDatabase(config: Config, options: { whileServerRuns: 'read' | 'refuse' }): Promise<CliDatabase> {
  if (config.databaseUrl) return withPool(config.databaseUrl, async () => undefined);
  let release: () => void;
  makePrivateDirSync(config.dataDir); // a new machine's restore starts from an empty data folder
  try {
    release = acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (options.whileServerRuns === 'refuse') throw new BackupError(`${messageOf(error)} Stop the server before restoring.`);
    return withPool(runningServerUrl(config), async () => undefined);
  }
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedDb.port,
      osUser: config.embeddedDb.osUser,
      log: (message) => console.error(message),
    });
    return withPool(embedded.url, async () => {
      await embedded.stop();
      release();
    });
  } catch (error) {
    release();
    throw new BackupError(messageOf(error));
  }
}

function runningServerUrl(config: Config): string {
  const password = readFileSync(path.join(config.dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://${EMBEDDED_SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedDb.port}/${EMBEDDED_DATABASE}`;
}

function withPool(url: string, after: () => Promise<void>): CliDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 10_000 });
  pool.on('error', () => undefined);
  return {
    pool,
    close: async () => {
      await pool.end().catch(() => undefined);
      await after();
    },
  };
}
