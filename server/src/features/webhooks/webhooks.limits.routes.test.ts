import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from '../../../test/fake-webhook-receiver';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { webhookKit } from '../../../test/webhook-helpers';

/**
 * What keeps one person's webhooks from weighing on the server or on the hosts they name: the
 * endpoint limit under parallel requests, the test-event and daily delivery limits, and the
 * https-only rule whatever the address's case.
 */
let app: App;
let strict: App;
let receiver: FakeWebhookReceiver;
let kit: ReturnType<typeof webhookKit>;
const DAILY_LIMIT = 3;

beforeAll(async () => {
  app = await createTestApp({ WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_DAILY_DELIVERY_LIMIT: String(DAILY_LIMIT) });
  strict = await createTestApp();
  receiver = await startFakeWebhookReceiver();
  kit = webhookKit(app, receiver);
});
afterAll(() => receiver.close());

const create = (target: App, cookie: string, url: string) =>
  target.inject({ method: 'POST', url: '/api/webhooks', headers: { cookie }, payload: { url, events: ['log.created'] } });

describe('the https:// rule', () => {
  it.each(['HTTP://example.com/hook', 'Http://example.com/hook', 'hTtP://example.com/hook'])(
    'refuses %s on create and on edit unless the operator allows http://',
    async (url) => {
      const person = await signUp(strict);
      const created = await create(strict, person.cookie, url);
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toContain('WEBHOOK_ALLOW_HTTP');

      const https = await create(strict, person.cookie, 'https://example.com/hook');
      const { endpoint } = https.json() as { endpoint: { id: number } };
      const edited = await strict.inject({
        method: 'PATCH',
        url: `/api/webhooks/${endpoint.id}`,
        headers: { cookie: person.cookie },
        payload: { url },
      });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().message).toContain('WEBHOOK_ALLOW_HTTP');
      const [stored] = await testDatabase().db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(stored?.url).toBe('https://example.com/hook');
    },
  );

  it('stores the address normalised, as it will be called', async () => {
    const person = await signUp(strict);
    const created = await create(strict, person.cookie, 'HTTPS://Example.COM/Hook');
    expect(created.statusCode).toBe(201);
    const { endpoint } = created.json() as { endpoint: { id: number; url: string } };
    expect(endpoint.url).toBe('https://example.com/Hook');
    const edited = await strict.inject({
      method: 'PATCH',
      url: `/api/webhooks/${endpoint.id}`,
      headers: { cookie: person.cookie },
      payload: { url: 'Https://EXAMPLE.com/other' },
    });
    expect(edited.json()).toMatchObject({ url: 'https://example.com/other' });
  });
});

describe('the 10-endpoint limit', () => {
  it('holds under 30 parallel registrations', async () => {
    const person = await signUp(app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => create(app, person.cookie, `${receiver.url}/race-${index}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      message: 'You can have at most 10 webhooks: delete one first',
    });
    const listed = await app.inject({ method: 'GET', url: '/api/webhooks', headers: { cookie: person.cookie } });
    expect(listed.json()).toHaveLength(10);
  });
});

describe('test events', () => {
  it('sends a few a minute, then answers 429 with Retry-After', async () => {
    const person = await signUp(strict);
    const { endpoint } = (await create(strict, person.cookie, 'https://example.com/hook')).json() as { endpoint: { id: number } };
    const test = () => strict.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/test`, headers: { cookie: person.cookie } });
    for (let index = 0; index < 6; index += 1) expect((await test()).statusCode).toBe(202);
    const refused = await test();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many test events: wait a minute and try again' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    const rows = await testDatabase().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows).toHaveLength(6);
  });
});

describe('the daily delivery limit', () => {
  it('queues no more than the limit in 24 hours, events and tests together', async () => {
    const person = await signUp(app);
    const hook = await kit.endpointFor(person, ['biometrics.created']);
    for (let weight = 160; weight < 160 + DAILY_LIMIT; weight += 1) await kit.send(person, 'POST', '/api/biometrics', { weight });
    await kit.queued(person.user.id, DAILY_LIMIT);

    await kit.send(person, 'POST', '/api/biometrics', { weight: 170 });
    const refused = await app.inject({ method: 'POST', url: `/api/webhooks/${hook.id}/test`, headers: { cookie: person.cookie } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: `You have reached the limit of ${DAILY_LIMIT} webhook deliveries a day: try again later` });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);

    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await testDatabase().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, person.user.id));
    expect(rows).toHaveLength(DAILY_LIMIT);
    // Someone else's deliveries are theirs: the limit is per person.
    const other = await signUp(app);
    await kit.endpointFor(other, ['biometrics.created']);
    await kit.send(other, 'POST', '/api/biometrics', { weight: 150 });
    await kit.queued(other.user.id, 1);
  });
});
