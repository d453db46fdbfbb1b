import { WEBHOOK_TEST_EVENT } from '@uh/core/webhooks/webhooks.schema';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { errorLogFields } from '../../lib/error-log';
import { createPoller, type Poller } from '../../lib/poller';
import type { TokenCipher } from '../../lib/token-cipher';
import { queueStageEvents } from './webhook-stage-events';
import { sendWebhook } from './webhook-sender';
import { secretContext } from './webhooks.service';

/** Retries go on for a day, then the delivery is given up. */
const GIVE_UP_AFTER_MS = 24 * 3_600_000;
/** Failed attempts in a row after which the server turns the endpoint off. */
export const DISABLE_AFTER_FAILURES = 15;

/** 30 s doubling, at most an hour between tries. */
export const webhookRetryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export type WebhookWorkerOptions = { db: Database; cipher: TokenCipher; allowPrivateNetworks: boolean };
export type WebhookScope = { userIds?: number[] };
export type WebhookOutcome = 'delivered' | 'retry' | 'failed';

/**
 * Claims one due delivery of an enabled endpoint (FOR UPDATE SKIP LOCKED, so servers sharing the
 * database take different ones), sends it while holding the row, and records the attempt in the
 * same transaction: at-least-once, and never twice once recorded as delivered.
 */
export async function deliverOneWebhook(
  options: WebhookWorkerOptions,
  now: Date,
  scope: WebhookScope = {},
): Promise<WebhookOutcome | null> {
  return options.db.transaction(async (tx) => {
    const [claimed] = await tx
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          or(eq(webhookEndpoints.enabled, true), eq(webhookDeliveries.eventType, WEBHOOK_TEST_EVENT)),
          scope.userIds ? inArray(webhookDeliveries.userId, scope.userIds) : undefined,
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(1)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (!claimed) return null;
    const { delivery, endpoint } = claimed;

    const attempts = delivery.attempts + 1;
    const result = await sendWebhook({
      url: endpoint.url,
      secret: options.cipher.decrypt(endpoint.secret, secretContext(endpoint.id)),
      messageId: delivery.messageId,
      body: JSON.stringify(delivery.payload),
      allowPrivateNetworks: options.allowPrivateNetworks,
      now,
    });
    const attempt = { attempts, responseStatus: result.status, latencyMs: result.latencyMs, lastError: result.error };
    if (result.ok) {
      await tx
        .update(webhookDeliveries)
        .set({ ...attempt, status: 'delivered', deliveredAt: now })
        .where(eq(webhookDeliveries.id, delivery.id));
      await tx.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, endpoint.id));
      return 'delivered';
    }

    const givesUp = result.permanent || now.getTime() - delivery.createdAt.getTime() >= GIVE_UP_AFTER_MS;
    await tx
      .update(webhookDeliveries)
      .set(
        givesUp ? { ...attempt, status: 'failed' } : { ...attempt, nextAttemptAt: new Date(now.getTime() + webhookRetryDelayMs(attempts)) },
      )
      .where(eq(webhookDeliveries.id, delivery.id));
    const failures = endpoint.consecutiveFailures + 1;
    await tx
      .update(webhookEndpoints)
      .set(
        failures >= DISABLE_AFTER_FAILURES && endpoint.enabled
          ? {
              consecutiveFailures: failures,
              enabled: false,
              disabledReason: `Turned off after ${failures} failed deliveries in a row (the last: ${result.error ?? 'no answer'}). Fix the endpoint, then turn it on again.`,
            }
          : { consecutiveFailures: failures },
      )
      .where(eq(webhookEndpoints.id, endpoint.id));
    return givesUp ? 'failed' : 'retry';
  });
}

export type WebhookRound = { stageEvents: number; outcomes: Partial<Record<WebhookOutcome, number>> };

/** Queues the fasting stages reached by now, then delivers everything due. */
export async function runWebhookRound(options: WebhookWorkerOptions, now: Date, scope: WebhookScope = {}): Promise<WebhookRound> {
  const stageEvents = await queueStageEvents(options.db, now, scope);
  const outcomes: WebhookRound['outcomes'] = {};
  for (
    let outcome = await deliverOneWebhook(options, now, scope);
    outcome !== null;
    outcome = await deliverOneWebhook(options, now, scope)
  ) {
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  return { stageEvents, outcomes };
}

/** Finished deliveries older than this are deleted (the log shows recent ones). */
const KEEP_FINISHED_MS = 30 * 86_400_000;

export type WebhookWorker = Poller;

/** Runs a round every `pollMs` and whenever an event is queued (`kick`); `pollMs` 0: this server delivers none. */
export function createWebhookWorker(options: WebhookWorkerOptions & { pollMs: number; log: FastifyBaseLogger }): WebhookWorker {
  let lastPrune = 0;
  return createPoller(
    async () => {
      const now = new Date();
      await runWebhookRound(options, now);
      if (now.getTime() - lastPrune > 3_600_000) {
        lastPrune = now.getTime();
        await options.db.execute(
          sql`DELETE FROM webhook_deliveries WHERE status <> 'pending' AND created_at < ${new Date(now.getTime() - KEEP_FINISHED_MS)}`,
        );
      }
    },
    { pollMs: options.pollMs, onError: (error) => options.log.error({ error: errorLogFields(error) }, 'Webhook round failed') },
  );
}
