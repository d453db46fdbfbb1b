import type { WebhookDelivery } from '@uh/core/webhooks/webhooks.schema';

/** The log shows the latest few: enough to see a test arrive and a run of failures. */
export const DELIVERIES_SHOWN = 10;

/** While a delivery is about to go out: about how long the server takes to send it. */
export const POLL_SOON_MS = 1500;
/** While deliveries only wait for a retry (30 s to an hour away): no need to ask every second. */
export const POLL_RETRYING_MS = 30_000;
/** A pending delivery due within this is "about to go out" (the worker also polls on its own). */
const DUE_SOON_MS = 10_000;

/**
 * How often the delivery log asks again, or false when nothing in it can change by itself: every
 * delivery delivered or given up on.
 */
export function deliveryPollInterval(deliveries: readonly WebhookDelivery[], now: number): number | false {
  const pending = deliveries.filter((delivery) => delivery.status === 'pending');
  if (pending.length === 0) return false;
  const isDueSoon = (delivery: WebhookDelivery) =>
    delivery.nextAttemptAt === null || Date.parse(delivery.nextAttemptAt) - now <= DUE_SOON_MS;
  return pending.some(isDueSoon) ? POLL_SOON_MS : POLL_RETRYING_MS;
}

/** A delivery's status in words: a pending one that was tried already is waiting for its retry. */
export function deliveryStatusLabel(delivery: Pick<WebhookDelivery, 'status' | 'attempts'>): string {
  if (delivery.status === 'delivered') return 'Delivered';
  if (delivery.status === 'failed') return 'Failed';
  return delivery.attempts > 0 ? 'Retrying' : 'Sending';
}

/** The endpoint's answer: its HTTP status, or a dash when none came (refused, timed out, not sent yet). */
export const responseText = (delivery: Pick<WebhookDelivery, 'responseStatus'>) =>
  delivery.responseStatus === null ? '—' : String(delivery.responseStatus);

export const latencyText = (delivery: Pick<WebhookDelivery, 'latencyMs'>) =>
  delivery.latencyMs === null ? '—' : `${delivery.latencyMs} ms`;
