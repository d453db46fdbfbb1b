import { Gauge, type Registry } from 'prom-client';
import { readBackupStatus, type BackupStatus } from '../../backup/backup-status';
import type { Database } from '../../db/client';

/**
 * The backups as the database records them, so every server reports the same: how old the newest
 * verified one is (the figure to alert on), and whether the latest run failed. NaN while unknown
 * (no verified backup yet, or the database could not be read).
 */
export function registerBackupMetrics(registry: Registry, prefix: string, deps: { db: Database; onError: (error: unknown) => void }) {
  const read = async (): Promise<BackupStatus | null> => {
    try {
      return await readBackupStatus(deps.db);
    } catch (error) {
      deps.onError(error);
      return null;
    }
  };
  new Gauge({
    name: `${prefix}backup_last_verified_age_seconds`,
    help: 'Seconds since the newest backup that restored exactly finished (NaN: none yet, or unknown)',
    registers: [registry],
    async collect() {
      const verifiedAt = (await read())?.lastVerifiedAt;
      this.set(verifiedAt ? (Date.now() - verifiedAt.getTime()) / 1000 : NaN);
    },
  });
  new Gauge({
    name: `${prefix}backup_last_run_failed`,
    help: 'Whether the latest backup run failed (1) or not (0; NaN: none yet, or unknown)',
    registers: [registry],
    async collect() {
      const last = (await read())?.last;
      this.set(last ? (last.status === 'failed' ? 1 : 0) : NaN);
    },
  });
}
