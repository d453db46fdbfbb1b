import type { WebhookDelivery } from '@uh/core/webhooks/webhooks.schema';
import { describe, expect, it } from 'vitest';
import { deliveryPollInterval, deliveryStatusLabel, latencyText, POLL_RETRYING_MS, POLL_SOON_MS, responseText } from './delivery-log';

const NOW = Date.parse('2026-03-01T08:00:00.000Z');

function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 1,
    messageId: 'msg_webhook_test_1',
    eventType: 'webhook.test',
    status: 'delivered',
    attempts: 1,
    responseStatus: 200,
    latencyMs: 12,
    lastError: null,
    createdAt: '2026-03-01T07:59:58.000Z',
    deliveredAt: '2026-03-01T07:59:59.000Z',
    nextAttemptAt: null,
    ...overrides,
  };
}

describe('deliveryPollInterval', () => {
  it('stops asking when nothing can change: no deliveries, or all delivered or given up on', () => {
    expect(deliveryPollInterval([], NOW)).toBe(false);
    expect(deliveryPollInterval([delivery(), delivery({ id: 2, status: 'failed', responseStatus: 500 })], NOW)).toBe(false);
  });

  it('asks every second or two while a delivery is about to go out (a test event just queued)', () => {
    const queued = delivery({ id: 3, status: 'pending', attempts: 0, nextAttemptAt: '2026-03-01T08:00:00.000Z', deliveredAt: null });
    expect(deliveryPollInterval([queued, delivery()], NOW)).toBe(POLL_SOON_MS);
  });

  it('asks rarely while deliveries only wait for a retry minutes away', () => {
    const retrying = delivery({ status: 'pending', attempts: 2, nextAttemptAt: '2026-03-01T08:05:00.000Z', deliveredAt: null });
    expect(deliveryPollInterval([retrying], NOW)).toBe(POLL_RETRYING_MS);
    expect(deliveryPollInterval([retrying], Date.parse('2026-03-01T08:04:55.000Z'))).toBe(POLL_SOON_MS);
  });
});

describe('delivery wording', () => {
  it('names the status, a pending delivery already tried being a retry', () => {
    expect(deliveryStatusLabel({ status: 'delivered', attempts: 1 })).toBe('Delivered');
    expect(deliveryStatusLabel({ status: 'failed', attempts: 40 })).toBe('Failed');
    expect(deliveryStatusLabel({ status: 'pending', attempts: 0 })).toBe('Sending');
    expect(deliveryStatusLabel({ status: 'pending', attempts: 3 })).toBe('Retrying');
  });

  it('shows the HTTP status and answer time, or a dash when there was no answer', () => {
    expect([responseText(delivery()), latencyText(delivery())]).toEqual(['200', '12 ms']);
    expect([responseText(delivery({ responseStatus: null })), latencyText(delivery({ latencyMs: null }))]).toEqual(['—', '—']);
  });
});
