import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { webhookDeliveries } from '../../db/schema';
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from '../../../test/fake-webhook-receiver';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { webhookKit } from '../../../test/webhook-helpers';
import { LEASE_MS, leaseDueDeliveries, recordAttempt } from './webhook-leases';

/**
 * Deliveries are leased, sent outside any transaction and several at a time: a slow endpoint
 * delays only its own queue, each endpoint and person has few attempts in flight, and a server that
 * dies mid-send leaves its delivery to be sent again once the lease runs out.
 */
let app: App;
let receiver: FakeWebhookReceiver;
let kit: ReturnType<typeof webhookKit>;

beforeAll(async () => {
  app = await createTestApp({ WEBHOOK_ALLOW_HTTP: 'true' });
  receiver = await startFakeWebhookReceiver();
  kit = webhookKit(app, receiver);
});
afterAll(() => receiver.close());

const SLOW_MS = 3000;

describe('a slow endpoint', () => {
  it('delays only itself: another person’s event arrives at once', { timeout: 30_000 }, async () => {
    const slowPerson = await signUp(app);
    const slow = await kit.endpointFor(slowPerson, ['biometrics.created']);
    receiver.slow(slow.path, SLOW_MS);
    for (let weight = 160; weight < 163; weight += 1) await kit.send(slowPerson, 'POST', '/api/biometrics', { weight });
    await kit.queued(slowPerson.user.id, 3);
    const other = await signUp(app);
    const theirs = await kit.endpointFor(other, ['biometrics.created']);
    await kit.send(other, 'POST', '/api/biometrics', { weight: 150 });
    await kit.queued(other.user.id, 1);

    const started = Date.now();
    expect(await kit.round([slowPerson.user.id, other.user.id])).toMatchObject({ outcomes: { delivered: 4 } });
    const [arrived] = theirs.received();
    expect(arrived!.at - started).toBeLessThan(2000);
    // One attempt at a time to the slow endpoint: each arrives after the previous was answered.
    const arrivals = slow.received().map((request) => request.at);
    expect(arrivals).toHaveLength(3);
    for (let index = 1; index < arrivals.length; index += 1) {
      expect(arrivals[index]! - arrivals[index - 1]!).toBeGreaterThanOrEqual(SLOW_MS - 50);
    }
  });

  it('holds one person to two attempts at once across their endpoints', { timeout: 30_000 }, async () => {
    const person = await signUp(app);
    const hooks = [];
    for (let index = 0; index < 3; index += 1) hooks.push(await kit.endpointFor(person, ['biometrics.created']));
    for (const hook of hooks) receiver.slow(hook.path, 1500);
    await kit.send(person, 'POST', '/api/biometrics', { weight: 165 });
    await kit.queued(person.user.id, 3);
    expect(await kit.round([person.user.id])).toMatchObject({ outcomes: { delivered: 3 } });
    const arrivals = hooks.flatMap((hook) => hook.received().map((request) => request.at)).sort((a, b) => a - b);
    expect(arrivals[1]! - arrivals[0]!).toBeLessThan(1000);
    expect(arrivals[2]! - arrivals[0]!).toBeGreaterThanOrEqual(1450);
  });
});

describe('a server that stops mid-send', () => {
  it('leaves the delivery to be sent again once its lease runs out, once', async () => {
    const person = await signUp(app);
    const hook = await kit.endpointFor(person, ['biometrics.created']);
    await kit.send(person, 'POST', '/api/biometrics', { weight: 158 });
    await kit.queued(person.user.id, 1);
    const now = new Date();
    // The stopped server leased the delivery and never recorded an attempt.
    const [stale] = await leaseDueDeliveries(testDatabase().db, now, 5, { userIds: [person.user.id] });
    expect(stale).toBeDefined();

    expect(await kit.round([person.user.id], new Date(now.getTime() + 1000))).toMatchObject({ outcomes: {} });
    expect(hook.received()).toHaveLength(0);
    const later = new Date(now.getTime() + LEASE_MS + 1000);
    expect(await kit.round([person.user.id], later)).toMatchObject({ outcomes: { delivered: 1 } });
    expect(hook.received()).toHaveLength(1);

    // Its attempt, recorded late, does not overwrite what the server that took over recorded.
    const late = { ok: false, status: 500, latencyMs: 5, error: 'The endpoint answered 500', permanent: false };
    expect(await recordAttempt(testDatabase().db, stale!, late, now)).toBeNull();
    const [row] = await testDatabase().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, leaseExpiresAt: null });
    expect(await kit.round([person.user.id], new Date(later.getTime() + LEASE_MS * 2))).toMatchObject({ outcomes: {} });
  });
});
