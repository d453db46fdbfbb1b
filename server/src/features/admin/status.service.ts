import { OAUTH_WEARABLES } from '@uh/core/wearables/oauth-wearables';
import type { AdminStatus } from '@uh/core/admin/admin.schema';
import { count } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { readBackupStatus, type BackupStatus } from '../../backup/backup-status';
import { users } from '../../db/schema';
import { pendingMigrations, readMigrationJournal } from '../../lib/metrics/pending-migrations';
import { readQueueFigures } from '../../lib/metrics/queue-snapshot';
import type { SttProvider } from '../../providers/stt/stt-provider';

/** This server's background work as the app knows it: each worker, and whether the app has started them. */
export type WorkerStates = { name: string; running: boolean }[];

/**
 * How the server stands, for its admin: nothing about any person's data. Read per request; a
 * database that does not answer gives `reachable: false` and empty figures, not an error.
 */
export async function readServerStatus(
  ctx: AppContext,
  input: { version: string; workers: WorkerStates; speech: SttProvider },
): Promise<AdminStatus> {
  const { config, db } = ctx;
  const { speech } = input;
  const base = {
    version: input.version,
    registration: config.registration.mode,
    speechEngine: {
      configured: speech.info.engine !== 'none',
      kind: speech.info.engine === 'none' ? null : speech.info.engine,
      label: speech.info.label,
      load: speech.load?.() ?? null,
    },
    workers: input.workers,
  };
  const kind = config.databaseUrl ? ('external' as const) : ('embedded' as const);
  try {
    await ctx.checkDatabase();
  } catch {
    return { ...base, database: { kind, reachable: false, migrationsPending: null }, queues: [], accounts: 0, lastBackup: null };
  }
  const wearableProviders = OAUTH_WEARABLES.filter((provider) => config.wearables[provider].client !== null);
  const [pending, queues, [accounts], backups] = await Promise.all([
    pendingMigrations(db, readMigrationJournal(MIGRATIONS_FOLDER)).then(
      (tags) => tags.length,
      () => null,
    ),
    readQueueFigures(db, wearableProviders),
    db.select({ total: count() }).from(users),
    readBackupStatus(db),
  ]);
  return {
    ...base,
    database: { kind, reachable: true, migrationsPending: pending },
    queues: queues.map((queue) => ({
      name: queue.queue,
      pending: queue.pending,
      oldestDueAgeSeconds: queue.due > 0 ? Math.round(queue.oldestDueSeconds) : null,
    })),
    accounts: accounts?.total ?? 0,
    lastBackup: lastBackupView(backups),
  };
}

function lastBackupView({ last, lastVerifiedAt }: BackupStatus): AdminStatus['lastBackup'] {
  if (!last) return null;
  const status = last.status === 'verified' || last.status === 'failed' ? last.status : 'running';
  return {
    status,
    startedAt: last.startedAt.toISOString(),
    finishedAt: last.finishedAt?.toISOString() ?? null,
    bytes: last.bytes,
    message: last.message,
    lastVerifiedAt: lastVerifiedAt?.toISOString() ?? null,
  };
}
