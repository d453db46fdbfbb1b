import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { runScheduledBackup, type ScheduledBackupDeps } from '../backup/scheduled-backup';
import { queueOperatorAlert } from '../features/reminders/operator-alerts';
import { errorLogFields } from '../lib/error-log';
import type { AppWorkersOptions } from './app-workers-types';
import { idleWorker, pollingWorker, type Worker } from './worker';

const POLL_MS = 10 * 60_000;
/** A server just started is busy (migrations, the first visitors): its first backup waits this long. */
export const FIRST_BACKUP_AFTER_MS = 10 * 60_000;

/** What the scheduled backups use, from the server's settings (.env.example, "Backups"). */
export function scheduledBackupDeps(ctx: AppContext): ScheduledBackupDeps {
  const { config, db } = ctx;
  return {
    db,
    backup: { dataDir: config.dataDir, secretsKey: config.secretsKey, dir: config.backup.dir, passphrase: config.backup.passphrase },
    intervalMs: config.backup.intervalMs,
    keep: config.backup.keep,
    alert: async (key, message, now) => {
      await queueOperatorAlert(db, config, { key, message }, now);
    },
  };
}

/**
 * Backs the server up every BACKUP_INTERVAL_HOURS, in the server process only (test apps share one
 * database). Servers sharing the database agree through its `backup_runs` rows: one takes each due
 * backup, into its own BACKUP_DIR.
 */
export function backupsWorker(ctx: AppContext, log: FastifyBaseLogger, options: AppWorkersOptions): Worker {
  if (!options.serverProcess || ctx.config.backup.intervalMs === 0) return idleWorker('backups');
  const deps = scheduledBackupDeps(ctx);
  const startedAt = Date.now();
  return pollingWorker(
    'backups',
    async () => {
      if (Date.now() - startedAt < FIRST_BACKUP_AFTER_MS) return;
      const outcome = await runScheduledBackup(deps);
      if (!outcome.ran) return;
      if (outcome.status === 'verified') log.info({ runId: outcome.runId }, 'Backup written and verified');
      else log.error({ runId: outcome.runId, reason: outcome.message }, 'Backup failed; the admins were alerted');
    },
    { pollMs: POLL_MS, onError: (error) => log.error({ error: errorLogFields(error) }, 'Scheduled backup round failed') },
  );
}
