import { WEBHOOK_TEST_EVENT } from '@uh/core/webhooks/webhooks.schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { AttemptResult } from './webhook-sender';
import { backOffMs } from '../../workers/back-off';

/** Longer than one attempt can take (10 s): a lease still running means the attempt is still going. */
export const LEASE_MS = 60_000;
/** Attempts in flight at once to one endpoint, and to all of one person's endpoints. */
export const SENDS_PER_ENDPOINT = 1;
export const SENDS_PER_PERSON = 2;
/** Retries go on for a day, then the delivery is given up. */
const GIVE_UP_AFTER_MS = 24 * 3_600_000;
/** Failed attempts in a row after which the server turns the endpoint off. */
export const DISABLE_AFTER_FAILURES = 15;

/** The workers' back-off (30 s doubling), at most an hour between tries. */
export const webhookRetryDelayMs = (attempts: number) => backOffMs(attempts, 3_600_000);

export type WebhookScope = { userIds?: number[] };
export type WebhookOutcome = 'delivered' | 'retry' | 'failed';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type EndpointRow = typeof webhookEndpoints.$inferSelect;
/** A delivery this server holds until `lease`: it is the one to send it and record the attempt. */
export type LeasedDelivery = { delivery: DeliveryRow; endpoint: EndpointRow; lease: Date };

const inScope = (scope: WebhookScope) =>
  scope.userIds
    ? sql`AND d.user_id IN (${sql.join(
        scope.userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;

/**
 * Leases up to `max` due deliveries and commits at once, so no connection or lock is held while
 * they are sent. At most SENDS_PER_ENDPOINT per endpoint and SENDS_PER_PERSON per person are out
 * at any time, counting the leases every server holds: a slow endpoint delays only its own queue.
 * Claims take turns (one advisory lock for all servers) so that two claimers cannot both see room;
 * a claim is one short statement pair, never a send.
 */
export async function leaseDueDeliveries(db: Database, now: Date, max: number, scope: WebhookScope = {}): Promise<LeasedDelivery[]> {
  if (max <= 0 || scope.userIds?.length === 0) return [];
  const lease = new Date(now.getTime() + LEASE_MS);
  const ids = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('webhook-delivery-leases'))`);
    const due = await tx.execute<{ id: number }>(sql`
      WITH leased AS (
        SELECT endpoint_id, user_id FROM webhook_deliveries WHERE status = 'pending' AND lease_expires_at > ${now}
      ), first_per_endpoint AS (
        SELECT DISTINCT ON (d.endpoint_id) d.id, d.user_id, d.next_attempt_at
        FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.status = 'pending' AND d.next_attempt_at <= ${now}
          AND (d.lease_expires_at IS NULL OR d.lease_expires_at <= ${now})
          AND (e.enabled OR d.event_type = ${WEBHOOK_TEST_EVENT})
          AND (SELECT count(*) FROM leased l WHERE l.endpoint_id = d.endpoint_id) < ${SENDS_PER_ENDPOINT}
          ${inScope(scope)}
        ORDER BY d.endpoint_id, d.next_attempt_at, d.id
      ), ranked AS (
        SELECT f.*, row_number() OVER (PARTITION BY f.user_id ORDER BY f.next_attempt_at, f.id) AS rank FROM first_per_endpoint f
      )
      SELECT r.id FROM ranked r
      WHERE r.rank + (SELECT count(*) FROM leased l WHERE l.user_id = r.user_id) <= ${SENDS_PER_PERSON}
      ORDER BY r.next_attempt_at, r.id
      LIMIT ${max}`);
    if (due.rows.length === 0) return [];
    const leased = await tx
      .update(webhookDeliveries)
      .set({ leaseExpiresAt: lease })
      .where(
        inArray(
          webhookDeliveries.id,
          due.rows.map((row) => Number(row.id)),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    return leased.map((row) => row.id);
  });
  if (ids.length === 0) return [];
  const rows = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(inArray(webhookDeliveries.id, ids));
  return rows.map((row) => ({ ...row, lease }));
}

/**
 * Records an attempt on a leased delivery, and the endpoint's run of failures (turning it off past
 * DISABLE_AFTER_FAILURES). Only while the lease is still this server's: a lease that ran out was
 * taken over by another server, whose attempt is the one recorded. `at` is when the attempt started.
 */
export async function recordAttempt(db: Database, leased: LeasedDelivery, result: AttemptResult, at: Date): Promise<WebhookOutcome | null> {
  const { delivery, endpoint, lease } = leased;
  const attempts = delivery.attempts + 1;
  const attempt = { attempts, responseStatus: result.status, latencyMs: result.latencyMs, lastError: result.error, leaseExpiresAt: null };
  const givesUp = !result.ok && (result.permanent || at.getTime() - delivery.createdAt.getTime() >= GIVE_UP_AFTER_MS);
  const outcome: WebhookOutcome = result.ok ? 'delivered' : givesUp ? 'failed' : 'retry';
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .update(webhookDeliveries)
      .set(
        outcome === 'delivered'
          ? { ...attempt, status: 'delivered', deliveredAt: at }
          : outcome === 'failed'
            ? { ...attempt, status: 'failed' }
            : { ...attempt, nextAttemptAt: new Date(at.getTime() + webhookRetryDelayMs(attempts)) },
      )
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.leaseExpiresAt, lease)))
      .returning({ id: webhookDeliveries.id });
    if (!recorded) return null;
    if (result.ok) {
      await tx.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, endpoint.id));
      return outcome;
    }
    const [counted] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ failures: webhookEndpoints.consecutiveFailures, enabled: webhookEndpoints.enabled });
    if (counted && counted.failures >= DISABLE_AFTER_FAILURES && counted.enabled) {
      await tx
        .update(webhookEndpoints)
        .set({
          enabled: false,
          disabledReason: `Turned off after ${counted.failures} failed deliveries in a row (the last: ${result.error ?? 'no answer'}). Fix the endpoint, then turn it on again.`,
        })
        .where(eq(webhookEndpoints.id, endpoint.id));
    }
    return outcome;
  });
}
