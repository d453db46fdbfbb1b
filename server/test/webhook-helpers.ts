import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { webhookDeliveries } from '../src/db/schema';
import { runWebhookRound, type WebhookWorkerOptions } from '../src/features/webhooks/webhook-worker';
import { createTokenCipher } from '../src/lib/token-cipher';
import type { FakeWebhookReceiver } from './fake-webhook-receiver';
import { type signUp, testDatabase, uniqueName } from './test-app';

export type Person = Awaited<ReturnType<typeof signUp>>;

/** The delivery worker's options as the test app's own (same secrets key); private networks allowed for the local receiver. */
export const webhookWorkerOptions = (allowPrivateNetworks = true): WebhookWorkerOptions => ({
  db: testDatabase().db,
  cipher: createTokenCipher('a-test-secrets-key-that-is-long-enough'),
  allowPrivateNetworks,
  dailyDeliveryLimit: 1000,
});

/** Registering endpoints on the fake receiver, writing as a person, and running delivery rounds for chosen people. */
export function webhookKit(app: App, receiver: FakeWebhookReceiver) {
  async function endpointFor(person: Person, events: string[], url = `${receiver.url}/${uniqueName('hook')}`) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { cookie: person.cookie },
      payload: { url, events },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { endpoint, secret } = response.json() as { endpoint: { id: number; url: string }; secret: string };
    const path = new URL(url).pathname;
    return { id: endpoint.id, secret, path, received: () => receiver.at(path) };
  }

  const send = (person: Person, method: 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: person.cookie }, ...(payload ? { payload } : {}) });

  /** Events are queued just after the answer: wait until the person's queue holds `count`. */
  async function queued(userId: number, count: number) {
    for (let tries = 0; tries < 50; tries += 1) {
      const rows = await testDatabase().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, userId));
      if (rows.length >= count) return rows;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`fewer than ${count} deliveries queued`);
  }

  const round = (userIds: number[], at = new Date(), options = webhookWorkerOptions()) => runWebhookRound(options, at, { userIds });

  return { endpointFor, send, queued, round };
}
