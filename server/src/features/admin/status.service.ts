import { OAUTH_WEARABLES } from '@uh/core/wearables/connections.schema';
import type { AdminStatus } from '@uh/core/admin/admin.schema';
import { count } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { users } from '../../db/schema';
import { pendingMigrations, readMigrationJournal } from '../../lib/metrics/pending-migrations';
import { readQueueFigures } from '../../lib/metrics/queue-snapshot';

/** This server's background work as the app knows it: each worker, and whether the app has started them. */
export type WorkerStates = { name: string; running: boolean }[];

/**
 * How the server stands, for its admin: nothing about any person's data. Read per request; a
 * database that does not answer gives `reachable: false` and empty figures, not an error.
 */
export async function readServerStatus(ctx: AppContext, input: { version: string; workers: WorkerStates }): Promise<AdminStatus> {
  const { config, db } = ctx;
  const stt = config.stt;
  const base = {
    version: input.version,
    registration: config.registration.mode,
    speechEngine: stt.provider === 'none' ? { configured: false, kind: null } : { configured: true, kind: stt.provider },
    workers: input.workers,
    lastBackup: null,
  };
  const kind = config.databaseUrl ? ('external' as const) : ('embedded' as const);
  try {
    await ctx.checkDatabase();
  } catch {
    return { ...base, database: { kind, reachable: false, migrationsPending: null }, queues: [], accounts: 0 };
  }
  const wearableProviders = OAUTH_WEARABLES.filter((provider) => config.wearables[provider].client !== null);
  const [pending, queues, [accounts]] = await Promise.all([
    pendingMigrations(db, readMigrationJournal(MIGRATIONS_FOLDER)).then(
      (tags) => tags.length,
      () => null,
    ),
    readQueueFigures(db, wearableProviders),
    db.select({ total: count() }).from(users),
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
  };
}
