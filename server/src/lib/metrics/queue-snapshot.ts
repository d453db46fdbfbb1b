import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** One queue as it stands in the database: every app server sharing it reads the same figures. */
export type QueueFigures = {
  queue: string;
  pending: number;
  due: number;
  /** Pending after at least one failed attempt; null for a queue that does not count attempts. */
  retrying: number | null;
  oldestDueSeconds: number;
};

/** Finished rows still kept (30 days), by outcome: `sent`, `given_up` and the queue's own others. */
export type QueueOutcome = { queue: string; outcome: string; count: number };

// One word for the same outcome in both queues: a webhook is "delivered", a reminder "sent"; both give up as "failed".
const OUTCOME_NAMES: Record<string, string> = { delivered: 'sent', failed: 'given_up' };

type FiguresRow = { queue: string; pending: string; due: string; retrying: string | null; oldest_due_seconds: string | null };

// The pending rows of the delivery queues come from their partial indexes (status = 'pending').
const deliveryQueue = (name: 'reminder_deliveries' | 'webhook_deliveries') => sql`
  SELECT ${name}::text AS queue,
    count(*) AS pending,
    count(*) FILTER (WHERE next_attempt_at <= now()) AS due,
    count(*) FILTER (WHERE attempts > 0) AS retrying,
    extract(epoch FROM now() - min(next_attempt_at) FILTER (WHERE next_attempt_at <= now())) AS oldest_due_seconds
  FROM ${sql.identifier(name)} WHERE status = 'pending'`;

// A wearable connection is due once its next sync time passes; only the providers this server syncs count.
const wearableSyncQueue = (providers: string[]) => sql`
  SELECT 'wearable_syncs'::text AS queue, count(*) AS pending, count(*) AS due, NULL AS retrying,
    extract(epoch FROM now() - min(next_sync_at)) AS oldest_due_seconds
  FROM wearable_connections
  WHERE next_sync_at <= now() AND provider IN (${sql.join(
    providers.map((provider) => sql`${provider}`),
    sql`, `,
  )})`;

/** Pending, due and retrying rows of each queue, and how long the oldest due one has waited: one query. */
export async function readQueueFigures(db: Database, wearableProviders: string[]): Promise<QueueFigures[]> {
  const parts = [deliveryQueue('reminder_deliveries'), deliveryQueue('webhook_deliveries')];
  if (wearableProviders.length > 0) parts.push(wearableSyncQueue(wearableProviders));
  const result = await db.execute<FiguresRow>(sql.join(parts, sql` UNION ALL `));
  return result.rows.map((row) => ({
    queue: row.queue,
    pending: Number(row.pending),
    due: Number(row.due),
    retrying: row.retrying === null ? null : Number(row.retrying),
    oldestDueSeconds: row.oldest_due_seconds === null ? 0 : Math.max(0, Number(row.oldest_due_seconds)),
  }));
}

/** The delivery queues' finished rows by outcome, as recorded by the deliverers themselves. */
export async function readQueueOutcomes(db: Database): Promise<QueueOutcome[]> {
  const result = await db.execute<{ queue: string; status: string; count: string }>(sql`
    SELECT 'reminder_deliveries'::text AS queue, status, count(*) AS count FROM reminder_deliveries WHERE status <> 'pending' GROUP BY status
    UNION ALL
    SELECT 'webhook_deliveries'::text, status, count(*) FROM webhook_deliveries WHERE status <> 'pending' GROUP BY status`);
  return result.rows.map((row) => ({ queue: row.queue, outcome: OUTCOME_NAMES[row.status] ?? row.status, count: Number(row.count) }));
}
