import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { pendingMigrations, type MigrationJournal } from './pending-migrations';
import { readQueueFigures, readQueueOutcomes, type QueueFigures, type QueueOutcome } from './queue-snapshot';

/** null: the database could not be read at all; empty queues: it was, but not its queue tables (not migrated yet). */
type Snapshot = { queues: QueueFigures[]; outcomes: QueueOutcome[]; pendingMigrations: number } | null;

export type DatabaseMetricsDeps = {
  db: Database;
  journal: MigrationJournal;
  wearableProviders: string[];
  onError: (error: unknown) => void;
};

/**
 * What the database says at each scrape (queues, outcomes, migrations), read by a few cheap queries
 * rather than counted in memory, so every app server sharing the database reports the same truth.
 * The gauges are collected together, so they share one reading; an unreachable database leaves them
 * empty and sets `database_up` to 0 instead of failing the scrape.
 */
export function registerDatabaseMetrics(registry: Registry, prefix: string, deps: DatabaseMetricsDeps): void {
  let reading: Promise<Snapshot> | null = null;
  const read = (): Promise<Snapshot> => {
    reading ??= readSnapshot(deps).finally(() => {
      reading = null;
    });
    return reading;
  };

  const gauge = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    fill: (gauge: Gauge<L>, snapshot: Snapshot) => void,
  ) =>
    new Gauge<L>({
      name: `${prefix}${name}`,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const snapshot = await read();
        // Label values gone since the last scrape (a status no row has any more) must not linger.
        this.reset();
        fill(this, snapshot);
      },
    });

  gauge('database_up', 'Whether the last scrape could read the database (1) or not (0)', [], (g, s) => g.set(s ? 1 : 0));
  // NaN rather than a reassuring 0 while the database cannot tell.
  gauge('database_migrations_pending', 'Migrations the code ships that the database has not applied (NaN: unknown)', [], (g, s) =>
    g.set(s ? s.pendingMigrations : NaN),
  );
  const perQueue = (name: string, help: string, value: (queue: QueueFigures) => number | null) =>
    gauge(name, help, ['queue'], (g, s) => {
      for (const queue of s?.queues ?? []) {
        const figure = value(queue);
        if (figure !== null) g.set({ queue: queue.queue }, figure);
      }
    });
  perQueue('queue_pending_jobs', 'Jobs waiting in a queue, due or planned for later', (q) => q.pending);
  perQueue('queue_due_jobs', 'Jobs whose time has come and that no server has finished yet', (q) => q.due);
  perQueue('queue_retrying_jobs', 'Pending jobs whose earlier attempts failed and that will be tried again', (q) => q.retrying);
  perQueue(
    'queue_oldest_due_age_seconds',
    'How long the oldest due job has waited since it fell due (0: none due)',
    (q) => q.oldestDueSeconds,
  );
  gauge(
    'queue_finished_jobs',
    'Finished deliveries kept in their table (30 days), by outcome: sent, given_up, skipped, expired',
    ['queue', 'outcome'],
    (g, s) => {
      for (const row of s?.outcomes ?? []) g.set({ queue: row.queue, outcome: row.outcome }, row.count);
    },
  );
}

async function readSnapshot(deps: DatabaseMetricsDeps): Promise<Snapshot> {
  let pending: string[];
  try {
    pending = await pendingMigrations(deps.db, deps.journal);
  } catch (error) {
    deps.onError(error);
    return null;
  }
  try {
    // One after another: a scrape holds at most one of the pool's connections.
    const queues = await readQueueFigures(deps.db, deps.wearableProviders);
    const outcomes = await readQueueOutcomes(deps.db);
    return { queues, outcomes, pendingMigrations: pending.length };
  } catch (error) {
    // Tables a pending migration has yet to create are an expected gap, not an error to log each scrape.
    if (pending.length === 0) deps.onError(error);
    return { queues: [], outcomes: [], pendingMigrations: pending.length };
  }
}
