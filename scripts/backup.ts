// `npm run backup`: one verified backup of the database (and the secrets key kept in DATA_DIR) to
// BACKUP_DIR, sealed with BACKUP_PASSPHRASE when set. Prints where it went, its rows and size, and
// the verification (a restore into a scratch database); exits 1 when anything failed, and then tells
// the admins through their reminder channels too. See
// docs/administration.md ("Backups") and docs/decisions/0038-backups.md.
import { backupFailedAlert } from '@uh/core/reminders/operator-alert.logic';
import { drizzle } from 'drizzle-orm/node-postgres';
import { BackupError, messageOf } from '../server/src/backup/backup-error';
import { openCliDatabase } from '../server/src/backup/cli-database';
import { runBackup, type BackupOptions, type BackupResult } from '../server/src/backup/run-backup';
import { runRecordedBackup, startBackupRun } from '../server/src/backup/scheduled-backup';
import { loadConfig } from '../server/src/config';
import { queueOperatorAlert } from '../server/src/features/reminders/operator-alerts';
import type { AdminRules } from '../server/src/lib/admin-role';
import type { Database } from '../server/src/db/client';
import * as schema from '../server/src/db/schema';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openCliDatabase(config, { whileServerRuns: 'read' });
  try {
    const backup = {
      dataDir: config.dataDir,
      secretsKey: config.secretsKey,
      dir: config.backup.dir,
      passphrase: config.backup.passphrase,
    };
    const result = await recordedWhenPossible(drizzle(database.pool, { schema }), backup, config);
    console.log(`Backup written: ${result.file}`);
    console.log(`  ${result.tables.length} tables, ${result.rows} rows, ${formatBytes(result.bytes)}`);
    console.log(`  ${config.backup.passphrase ? 'Encrypted with BACKUP_PASSPHRASE' : 'Not encrypted (BACKUP_PASSPHRASE is unset)'}`);
    if (result.verified.ok) {
      console.log('  Verified: restored into a scratch database, every table matches its checksum.');
      return 0;
    }
    console.error('  Verification failed:');
    for (const problem of result.verified.problems) console.error(`  - ${problem}`);
    return 1;
  } finally {
    await database.close();
  }
}

/**
 * The backup, recorded in the database's list of runs (the admin page shows it) when that list is
 * there; a database no server of this version has started on yet has none, and the backup still runs.
 */
async function recordedWhenPossible(db: Database, backup: Omit<BackupOptions, 'pool' | 'now'>, rules: AdminRules): Promise<BackupResult> {
  const now = new Date();
  const runId = await startBackupRun(db, now).catch(() => null);
  if (runId === null) return runBackup({ ...backup, pool: db.$client, now });
  const { result, status, message } = await runRecordedBackup(db, backup, runId, now);
  // As a scheduled one would: the admins hear of it through their channels, once a server sends it.
  if (status === 'failed') {
    await queueOperatorAlert(db, rules, { key: `backup:${runId}`, message: backupFailedAlert(message ?? 'no reason was given.') }, now);
  }
  if (result === null) throw new BackupError(message ?? 'the backup failed');
  return result;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Backup failed: ${messageOf(error)}`);
    process.exit(1);
  },
);
