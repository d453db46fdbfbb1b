import {
  type CreatedWebhook,
  type WebhookCreate,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookPatch,
} from '@uh/core/webhooks/webhooks.schema';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { insertWithinCap, type PersonCap } from '../../lib/per-person-cap';
import type { TokenCipher } from '../../lib/token-cipher';
import { newWebhookSecret } from './webhook-sender';

const NOT_FOUND = 'Webhook not found';

/** Enough for every tool a person connects; more is a sign of a script gone wrong. */
export const MAX_ENDPOINTS = 10;

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

/**
 * The address as stored and called: WHATWG-normalised (`HTTP://Host` becomes `http://host/`), so
 * the scheme is checked on what will actually be used, whatever its case.
 */
function checkedUrl(url: string, rules: WebhookRules): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !rules.allowHttp) {
    throw badRequest('url must be an https:// address (the operator allows http:// with WEBHOOK_ALLOW_HTTP=true)');
  }
  return parsed.href;
}

const endpointCap = (userId: number): PersonCap => ({
  name: 'webhook-endpoints',
  max: MAX_ENDPOINTS,
  count: async (tx) => {
    const [row] = await tx.select({ endpoints: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
    return row?.endpoints ?? 0;
  },
  message: `You can have at most ${MAX_ENDPOINTS} webhooks: delete one first`,
});

/** Registers an endpoint (at most MAX_ENDPOINTS per person); its signing secret is returned this once and kept sealed. */
export async function createWebhook(
  db: Database,
  cipher: TokenCipher,
  userId: number,
  input: WebhookCreate,
  rules: WebhookRules,
): Promise<CreatedWebhook> {
  const url = checkedUrl(input.url, rules);
  const secret = newWebhookSecret();
  return insertWithinCap(db, userId, endpointCap(userId), async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ userId, url, description: input.description ?? '', events: input.events, secret: 'sealing' })
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

export async function ownEndpoint(db: Database, userId: number, id: number): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Changes an endpoint; turning it on again (after the server turned it off) starts its failure count afresh. */
export async function patchWebhook(db: Database, userId: number, id: number, patch: WebhookPatch, rules: WebhookRules) {
  const url = patch.url === undefined ? undefined : checkedUrl(patch.url, rules);
  await ownEndpoint(db, userId, id);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(url === undefined ? {} : { url }),
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
