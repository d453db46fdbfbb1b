import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { errorLogFields } from '../../lib/error-log';
import type { TokenCipher } from '../../lib/token-cipher';
import { pollingWorker, type Worker } from '../../workers/worker';
import { type LeasedDelivery, leaseDueDeliveries, recordAttempt, type WebhookOutcome, type WebhookScope } from './webhook-leases';
import { sendWebhook } from './webhook-sender';
import { queueStageEvents } from './webhook-stage-events';
import { secretContext } from './webhooks.service';

export { DISABLE_AFTER_FAILURES, webhookRetryDelayMs, type WebhookOutcome, type WebhookScope } from './webhook-leases';

/** Attempts one server has in flight at once (each endpoint and person is held to fewer, see webhook-leases). */
const SENDS_PER_SERVER = 8;

export type WebhookWorkerOptions = { db: Database; cipher: TokenCipher; allowPrivateNetworks: boolean; dailyDeliveryLimit: number };

/** Sends one leased delivery and records how it went (null: the lease ran out and another server took it over). */
async function attemptDelivery(options: WebhookWorkerOptions, leased: LeasedDelivery, now: Date): Promise<WebhookOutcome | null> {
  const { delivery, endpoint } = leased;
  const result = await sendWebhook({
    url: endpoint.url,
    secret: options.cipher.decrypt(endpoint.secret, secretContext(endpoint.id)),
    messageId: delivery.messageId,
    body: JSON.stringify(delivery.payload),
    allowPrivateNetworks: options.allowPrivateNetworks,
    now,
  });
  return recordAttempt(options.db, leased, result, now);
}

type InFlight = Set<Promise<void>>;
type Settled = { outcome: (outcome: WebhookOutcome | null) => void; error: (error: unknown) => void };

/** Leases what is due, as many as this server has free slots for, and starts sending each without waiting. */
async function startDueDeliveries(options: WebhookWorkerOptions, now: Date, scope: WebhookScope, inFlight: InFlight, settled: Settled) {
  const leased = await leaseDueDeliveries(options.db, now, SENDS_PER_SERVER - inFlight.size, scope);
  for (const delivery of leased) {
    let outcome: WebhookOutcome | null = null;
    const sending: Promise<void> = attemptDelivery(options, delivery, now)
      .then((value) => void (outcome = value), settled.error)
      .finally(() => {
        inFlight.delete(sending);
        settled.outcome(outcome);
      });
    inFlight.add(sending);
  }
}

export type WebhookRound = { stageEvents: number; outcomes: Partial<Record<WebhookOutcome, number>> };

/** Queues the fasting stages reached by `now`, then delivers everything due, several at a time, until none is left. */
export async function runWebhookRound(options: WebhookWorkerOptions, now: Date, scope: WebhookScope = {}): Promise<WebhookRound> {
  const stageEvents = await queueStageEvents(options.db, now, options.dailyDeliveryLimit, scope);
  const outcomes: WebhookRound['outcomes'] = {};
  const errors: unknown[] = [];
  const inFlight: InFlight = new Set();
  const settled: Settled = {
    outcome: (outcome) => void (outcome && (outcomes[outcome] = (outcomes[outcome] ?? 0) + 1)),
    error: (error) => void errors.push(error),
  };
  for (;;) {
    await startDueDeliveries(options, now, scope, inFlight, settled);
    if (inFlight.size === 0) break;
    await Promise.race(inFlight);
  }
  if (errors.length > 0) throw errors[0];
  return { stageEvents, outcomes };
}

/** Finished deliveries older than this are deleted (the log shows recent ones). */
const KEEP_FINISHED_MS = 30 * 86_400_000;

export type WebhookWorker = Worker;

/**
 * Runs a round every `pollMs`, whenever an event is queued (`kick`) and whenever an attempt ends
 * (its slot is free). A round only starts attempts: it never waits for an endpoint, so a slow one
 * delays nobody else's deliveries. `pollMs` 0: this server delivers none.
 */
export function createWebhookWorker(options: WebhookWorkerOptions & { pollMs: number; log: FastifyBaseLogger }): WebhookWorker {
  let lastPrune = 0;
  const inFlight: InFlight = new Set();
  const logError = (error: unknown) => options.log.error({ error: errorLogFields(error) }, 'Webhook round failed');
  const poller = pollingWorker(
    'webhooks',
    async () => {
      const now = new Date();
      await queueStageEvents(options.db, now, options.dailyDeliveryLimit);
      await startDueDeliveries(options, now, {}, inFlight, { outcome: () => poller.kick(), error: logError });
      if (now.getTime() - lastPrune > 3_600_000) {
        lastPrune = now.getTime();
        await options.db.execute(
          sql`DELETE FROM webhook_deliveries WHERE status <> 'pending' AND created_at < ${new Date(now.getTime() - KEEP_FINISHED_MS)}`,
        );
      }
    },
    { pollMs: options.pollMs, onError: logError },
  );
  return {
    ...poller,
    async close() {
      await poller.close();
      // Attempts under way finish and are recorded; one cut short would be sent again after its lease.
      await Promise.all(inFlight);
    },
  };
}
