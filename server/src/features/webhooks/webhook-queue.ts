import { randomUUID } from 'node:crypto';
import { CHECKLIST_ITEM_KEYS } from '@uh/core/checklist/checklist.logic';
import { type WebhookEventInput, webhookEventPayload } from '@uh/core/webhooks/webhook-events.schema';
import { WEBHOOK_TEST_EVENT, type WebhookDelivery } from '@uh/core/webhooks/webhooks.schema';
import { sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared-sql';
import { dailyChecklists, webhookDeliveries } from '../../db/schema';
import { tooManyRequests } from '../../lib/http-error';
import { ownEndpoint, toDelivery } from './webhooks.service';

const DAY_MS = 86_400_000;

/** The Standard Webhooks message id of an event: the same for every endpoint and every retry. */
export const messageIdOf = (type: string, key: string) => `msg_${type.replace('.', '_')}_${key}`;

// Deliveries queued for the person in the last 24 hours, below the daily limit (checked in the INSERT itself).
const underDailyLimit = (userId: number | Placeholder, dailyLimit: number | Placeholder) => sql`(
  SELECT count(*) FROM webhook_deliveries d WHERE d.user_id = ${userId} AND d.created_at > now() - interval '1 day'
) < ${dailyLimit}`;

/**
 * Queues an event for each of the person's enabled endpoints that subscribed to it, in one
 * statement (no endpoint: nothing written). The message id comes from the event itself, so the
 * same event raised twice (a replayed request, two servers) is queued once per endpoint. Past the
 * person's daily limit nothing more is queued until the oldest of the day ages out.
 */
export async function queueWebhookEvent(
  db: Database,
  userId: number,
  event: WebhookEventInput,
  dailyLimit: number,
  now = new Date(),
): Promise<number> {
  const payload = JSON.stringify(webhookEventPayload(event.type, event.data, now));
  const values = { userId, messageId: messageIdOf(event.type, event.key), type: event.type, payload, now, dailyLimit };
  return (await queueEvent(db, values)).rowCount ?? 0;
}

// Run after every write, so built once and prepared (see preparedSql).
const queueEvent = preparedStatement<{ userId: number; messageId: string; type: string; payload: string; now: Date; dailyLimit: number }>(
  'webhooks_queue_event',
  sql`INSERT INTO webhook_deliveries (endpoint_id, user_id, message_id, event_type, payload, next_attempt_at)
      SELECT id, user_id, ${sql.placeholder('messageId')}, ${sql.placeholder('type')}, ${sql.placeholder('payload')}::jsonb, ${sql.placeholder('now')}
      FROM webhook_endpoints
      WHERE user_id = ${sql.placeholder('userId')} AND enabled AND ${sql.placeholder('type')} = ANY(events)
        AND ${underDailyLimit(sql.placeholder('userId'), sql.placeholder('dailyLimit'))}
      ON CONFLICT (endpoint_id, message_id) DO NOTHING`,
);

// Raw rows: drizzle leaves timestamptz as text in execute() results.
type DayRow = { queued: number; oldest: string | null };

/** 429 once the person's deliveries of the last 24 hours reach the limit, with the wait until one ages out. */
async function refuseOverDailyLimit(db: Database, userId: number, dailyLimit: number) {
  const result = await db.execute<DayRow>(sql`
    SELECT count(*)::int AS queued, min(created_at) AS oldest FROM webhook_deliveries
    WHERE user_id = ${userId} AND created_at > now() - interval '1 day'`);
  const { queued, oldest } = result.rows[0] ?? { queued: 0, oldest: null };
  if (queued < dailyLimit || oldest === null) return;
  const retryAfterSeconds = (new Date(oldest).getTime() + DAY_MS - Date.now()) / 1000;
  throw tooManyRequests(`You have reached the limit of ${dailyLimit} webhook deliveries a day: try again later`, retryAfterSeconds);
}

/** "Send test event": one delivery to this endpoint, whatever it subscribed to and even while it is off. */
export async function queueTestEvent(
  db: Database,
  userId: number,
  id: number,
  dailyLimit: number,
  now = new Date(),
): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(db, userId, id);
  await refuseOverDailyLimit(db, userId, dailyLimit);
  const payload = webhookEventPayload(WEBHOOK_TEST_EVENT, { endpointId: endpoint.id, message: 'A test from Ultimate Human' }, now);
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      userId,
      messageId: messageIdOf(WEBHOOK_TEST_EVENT, randomUUID()),
      eventType: WEBHOOK_TEST_EVENT,
      payload,
      nextAttemptAt: now,
    })
    .returning();
  return toDelivery(row!);
}

// Every item of the day ticked, in the table's own column names.
const ALL_ITEMS_TICKED = sql.raw(CHECKLIST_ITEM_KEYS.map((key) => `c.${dailyChecklists[key].name}`).join(' AND '));

/** Queues `checklist.completed` for a day whose eight items are all ticked (once per day and endpoint). */
export async function queueChecklistCompleted(
  db: Database,
  userId: number,
  date: string,
  dailyLimit: number,
  now = new Date(),
): Promise<number> {
  const payload = webhookEventPayload('checklist.completed', { date, percent: 100 }, now);
  const result = await db.execute(sql`
    INSERT INTO webhook_deliveries (endpoint_id, user_id, message_id, event_type, payload, next_attempt_at)
    SELECT e.id, e.user_id, ${messageIdOf('checklist.completed', date)}, 'checklist.completed', ${JSON.stringify(payload)}::jsonb, ${now}
    FROM webhook_endpoints e
    JOIN daily_checklists c ON c.user_id = e.user_id AND c.date = ${date} AND ${ALL_ITEMS_TICKED}
    WHERE e.user_id = ${userId} AND e.enabled AND 'checklist.completed' = ANY(e.events) AND ${underDailyLimit(userId, dailyLimit)}
    ON CONFLICT (endpoint_id, message_id) DO NOTHING`);
  return result.rowCount ?? 0;
}
