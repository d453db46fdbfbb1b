import { randomUUID } from 'node:crypto';
import { CHECKLIST_ITEM_KEYS } from '@uh/core/checklist/checklist.logic';
import {
  type CreatedWebhook,
  WEBHOOK_TEST_EVENT,
  type WebhookCreate,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookPatch,
} from '@uh/core/webhooks/webhooks.schema';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dailyChecklists, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import type { TokenCipher } from '../../lib/token-cipher';
import { newWebhookSecret } from './webhook-sender';

const NOT_FOUND = 'Webhook not found';

/** An endpoint's secret is bound to its row: a sealed value copied elsewhere does not open. */
export const secretContext = (endpointId: number) => `webhook:${endpointId}`;

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  createdAt: row.createdAt.toISOString(),
});

export const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  messageId: row.messageId,
  eventType: row.eventType,
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  latencyMs: row.latencyMs,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
});

export type WebhookRules = { allowHttp: boolean };

function checkUrl(url: string | undefined, rules: WebhookRules) {
  if (url !== undefined && url.startsWith('http://') && !rules.allowHttp) {
    throw badRequest('url must be an https:// address (the operator allows http:// with WEBHOOK_ALLOW_HTTP=true)');
  }
}

/** Registers an endpoint; its signing secret is returned this once and kept sealed. */
export async function createWebhook(
  db: Database,
  cipher: TokenCipher,
  userId: number,
  input: WebhookCreate,
  rules: WebhookRules,
): Promise<CreatedWebhook> {
  checkUrl(input.url, rules);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ userId, url: input.url, description: input.description ?? '', events: input.events, secret: 'sealing' })
      .returning();
    const [sealed] = await tx
      .update(webhookEndpoints)
      .set({ secret: cipher.encrypt(secret, secretContext(row!.id)) })
      .where(eq(webhookEndpoints.id, row!.id))
      .returning();
    return { endpoint: toEndpoint(sealed!), secret };
  });
}

export async function listWebhooks(db: Database, userId: number): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(webhookEndpoints.id);
  return rows.map(toEndpoint);
}

/** How many endpoints the person has registered (the limit is checked before adding one). */
export async function countWebhooks(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ endpoints: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  return row?.endpoints ?? 0;
}

async function ownEndpoint(db: Database, userId: number, id: number): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Changes an endpoint; turning it on again (after the server turned it off) starts its failure count afresh. */
export async function patchWebhook(db: Database, userId: number, id: number, patch: WebhookPatch, rules: WebhookRules) {
  checkUrl(patch.url, rules);
  await ownEndpoint(db, userId, id);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(patch.url === undefined ? {} : { url: patch.url }),
      ...(patch.description === undefined ? {} : { description: patch.description }),
      ...(patch.events === undefined ? {} : { events: patch.events }),
      ...(patch.enabled === undefined ? {} : { enabled: patch.enabled, disabledReason: null, consecutiveFailures: 0 }),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return toEndpoint(row!);
}

export async function deleteWebhook(db: Database, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}

/** The endpoint's latest deliveries, newest first. */
export async function listDeliveries(db: Database, userId: number, id: number, limit = 50): Promise<WebhookDelivery[]> {
  await ownEndpoint(db, userId, id);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
  return rows.map(toDelivery);
}

/** The Standard Webhooks message id of an event: the same for every endpoint and every retry. */
export const messageIdOf = (type: string, key: string) => `msg_${type.replace('.', '_')}_${key}`;

/**
 * Queues an event for each of the person's enabled endpoints that subscribed to it, in one
 * statement (no endpoint: nothing written). The message id comes from the event itself, so the
 * same event raised twice (a replayed request, two servers) is queued once per endpoint.
 */
export async function queueWebhookEvent(
  db: Database,
  userId: number,
  event: { type: string; key: string; data: Record<string, unknown> },
  now = new Date(),
): Promise<number> {
  const payload = { type: event.type, timestamp: now.toISOString(), data: event.data };
  const result = await db.execute(sql`
    INSERT INTO webhook_deliveries (endpoint_id, user_id, message_id, event_type, payload, next_attempt_at)
    SELECT id, user_id, ${messageIdOf(event.type, event.key)}, ${event.type}, ${JSON.stringify(payload)}::jsonb, ${now}
    FROM webhook_endpoints
    WHERE user_id = ${userId} AND enabled AND ${event.type} = ANY(events)
    ON CONFLICT (endpoint_id, message_id) DO NOTHING`);
  return result.rowCount ?? 0;
}

/** "Send test event": one delivery to this endpoint, whatever it subscribed to and even while it is off. */
export async function queueTestEvent(db: Database, userId: number, id: number, now = new Date()): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(db, userId, id);
  const payload = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: now.toISOString(),
    data: { endpointId: endpoint.id, message: 'A test from Ultimate Human' },
  };
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
export async function queueChecklistCompleted(db: Database, userId: number, date: string, now = new Date()): Promise<number> {
  const payload = { type: 'checklist.completed', timestamp: now.toISOString(), data: { date, percent: 100 } };
  const result = await db.execute(sql`
    INSERT INTO webhook_deliveries (endpoint_id, user_id, message_id, event_type, payload, next_attempt_at)
    SELECT e.id, e.user_id, ${messageIdOf('checklist.completed', date)}, 'checklist.completed', ${JSON.stringify(payload)}::jsonb, ${now}
    FROM webhook_endpoints e
    JOIN daily_checklists c ON c.user_id = e.user_id AND c.date = ${date} AND ${ALL_ITEMS_TICKED}
    WHERE e.user_id = ${userId} AND e.enabled AND 'checklist.completed' = ANY(e.events)
    ON CONFLICT (endpoint_id, message_id) DO NOTHING`);
  return result.rowCount ?? 0;
}
