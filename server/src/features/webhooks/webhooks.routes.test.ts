import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from '../../../test/fake-webhook-receiver';
import { webhookKit, webhookWorkerOptions } from '../../../test/webhook-helpers';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { DISABLE_AFTER_FAILURES, runWebhookRound } from './webhook-worker';

/**
 * Webhooks end to end against the real database: endpoints kept per person with a sealed secret,
 * events raised by ordinary writes, signed deliveries checked by the standardwebhooks library,
 * retries, the SSRF guard at delivery time, auto-disable, and exactly-once across two servers.
 */
let app: App;
let receiver: FakeWebhookReceiver;
type Kit = ReturnType<typeof webhookKit>;
let endpointFor: Kit['endpointFor'];
let send: Kit['send'];
let queued: Kit['queued'];
let roundFor: Kit['round'];

beforeAll(async () => {
  app = await createTestApp({ WEBHOOK_ALLOW_HTTP: 'true' });
  receiver = await startFakeWebhookReceiver();
  ({ endpointFor, send, queued, round: roundFor } = webhookKit(app, receiver));
});
afterAll(() => receiver.close());

const worker = webhookWorkerOptions;
const round = (userId: number, at = new Date(), options = worker()) => roundFor([userId], at, options);

describe('Settings → Webhooks', () => {
  it('keeps at most 10 endpoints per person, and takes another once one is deleted', async () => {
    const person = await signUp(app);
    const hooks = [];
    for (let index = 0; index < 10; index += 1) hooks.push(await endpointFor(person, ['log.created']));
    const eleventh = await send(person, 'POST', '/api/webhooks', { url: `${receiver.url}/eleventh`, events: ['log.created'] });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({ message: 'You can have at most 10 webhooks: delete one first' });
    // Someone else's endpoints are theirs: they count for nobody else.
    await endpointFor(await signUp(app), ['log.created']);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/webhooks/${hooks[0]!.id}`, headers: { cookie: person.cookie } });
    expect(deleted.statusCode).toBe(204);
    await endpointFor(person, ['log.created']);
  });

  it('shows the secret once and keeps it sealed', async () => {
    const person = await signUp(app);
    const hook = await endpointFor(person, ['log.created']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const [row] = await testDatabase().db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(row?.secret).not.toContain(hook.secret.slice(6));
    const listed = (await app.inject({ method: 'GET', url: '/api/webhooks', headers: { cookie: person.cookie } })).json();
    expect(listed).toEqual([expect.objectContaining({ id: hook.id, events: ['log.created'], enabled: true, disabledReason: null })]);
    expect(JSON.stringify(listed)).not.toContain('whsec_');
  });

  it('refuses bad endpoints, naming the problem, and other people’s ids', async () => {
    const person = await signUp(app);
    const strict = await createTestApp();
    const plain = await strict.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { cookie: person.cookie },
      payload: { url: 'http://example.com/hook', events: ['log.created'] },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toContain('WEBHOOK_ALLOW_HTTP');
    const noEvents = await send(person, 'POST', '/api/webhooks', { url: 'https://example.com/hook', events: [] });
    expect(noEvents.json().message).toContain('Pick at least one event');
    const unknown = await send(person, 'POST', '/api/webhooks', { url: 'https://example.com/hook', events: ['fast.eaten'] });
    expect(unknown.statusCode).toBe(400);

    const other = await signUp(app);
    const theirs = await endpointFor(other, ['log.created']);
    for (const [method, url] of [
      ['PATCH', `/api/webhooks/${theirs.id}`],
      ['DELETE', `/api/webhooks/${theirs.id}`],
      ['GET', `/api/webhooks/${theirs.id}/deliveries`],
      ['POST', `/api/webhooks/${theirs.id}/test`],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { cookie: person.cookie },
        ...(method === 'PATCH' ? { payload: { enabled: false } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('events and deliveries', () => {
  it('signs each event the Standard Webhooks way, from ordinary writes', async () => {
    const person = await signUp(app);
    const hook = await endpointFor(person, ['log.created', 'fast.started', 'fast.completed', 'biometrics.created']);
    const cold = await send(person, 'POST', '/api/protocols/cold', {
      exposureMethod: 'ice_bath',
      temperature: 40,
      duration: 120,
      completed: true,
    });
    const fast = await send(person, 'POST', '/api/fasting-logs', {
      startTime: new Date(Date.now() - 3_600_000).toISOString(),
      targetHours: 16,
    });
    await send(person, 'PATCH', `/api/fasting-logs/${fast.json().id}`, { endTime: new Date().toISOString() });
    await send(person, 'POST', '/api/biometrics', { weight: 171 });
    await queued(person.user.id, 5);
    expect(await round(person.user.id)).toMatchObject({ outcomes: { delivered: 5 } });

    const verifier = new Webhook(hook.secret);
    const payloads = hook
      .received()
      .map((request) => verifier.verify(request.body, request.headers) as { type: string; data: Record<string, unknown> });
    expect(payloads.map((payload) => payload.type).sort()).toEqual([
      'biometrics.created',
      'fast.completed',
      'fast.started',
      'log.created',
      'log.created',
    ]);
    expect(payloads).toContainEqual(
      expect.objectContaining({ type: 'log.created', data: expect.objectContaining({ protocol: 'cold-exposure', id: cold.json().id }) }),
    );
    // A tampered body fails the same check.
    const first = hook.received()[0]!;
    expect(() => verifier.verify(first.body.replace('}', ',"x":1}'), first.headers)).toThrow();
  });

  it('tells when the day’s checklist reaches 100 %, once', async () => {
    const person = await signUp(app);
    const hook = await endpointFor(person, ['checklist.completed']);
    const keys = ['morningProteinCompleted', 'morningExerciseCompleted', 'sunlightExposureCompleted', 'coldExposureCompleted'];
    const rest = ['hydrationTargetCompleted', 'fastingCompleted', 'supplementsCompleted', 'journalEntryCompleted'];
    await send(person, 'PATCH', '/api/daily-checklist/2026-01-15', Object.fromEntries(keys.map((key) => [key, true])));
    await send(person, 'PATCH', '/api/daily-checklist/2026-01-15', Object.fromEntries(rest.map((key) => [key, true])));
    await send(person, 'PATCH', '/api/daily-checklist/2026-01-15', { journalEntryCompleted: true });
    await queued(person.user.id, 1);
    await round(person.user.id);
    expect(hook.received().map((request) => JSON.parse(request.body))).toEqual([
      expect.objectContaining({ type: 'checklist.completed', data: { date: '2026-01-15', percent: 100 } }),
    ]);
  });

  it('tells the fasting stage reached, once per stage', async () => {
    const person = await signUp(app);
    const hook = await endpointFor(person, ['fast.stage_reached']);
    await send(person, 'POST', '/api/fasting-logs', { startTime: new Date(Date.now() - 12.5 * 3_600_000).toISOString(), targetHours: 16 });
    await round(person.user.id);
    await round(person.user.id);
    expect(hook.received().map((request) => JSON.parse(request.body).data)).toEqual([
      expect.objectContaining({ stage: 'Fat Burning', stageHours: 12 }),
    ]);
  });

  it('retries with back-off, logs each attempt, and sends a test event on demand', async () => {
    const person = await signUp(app);
    const hook = await endpointFor(person, ['biometrics.created']);
    receiver.answer(500);
    await send(person, 'POST', '/api/biometrics', { weight: 170 });
    await queued(person.user.id, 1);
    const now = new Date();
    expect(await round(person.user.id, now)).toMatchObject({ outcomes: { retry: 1 } });
    expect(await round(person.user.id, new Date(now.getTime() + 10_000))).toMatchObject({ outcomes: {} });
    expect(await round(person.user.id, new Date(now.getTime() + 31_000))).toMatchObject({ outcomes: { delivered: 1 } });
    const log = (
      await app.inject({ method: 'GET', url: `/api/webhooks/${hook.id}/deliveries`, headers: { cookie: person.cookie } })
    ).json();
    expect(log).toEqual([
      expect.objectContaining({ eventType: 'biometrics.created', status: 'delivered', attempts: 2, responseStatus: 204 }),
    ]);
    expect(log[0].latencyMs).toBeGreaterThanOrEqual(0);
    // Both attempts carried the same message id: a receiver can drop the repeat.
    expect(new Set(hook.received().map((request) => request.headers['webhook-id'])).size).toBe(1);

    const test = await app.inject({ method: 'POST', url: `/api/webhooks/${hook.id}/test`, headers: { cookie: person.cookie } });
    expect(test.statusCode).toBe(202);
    await round(person.user.id, new Date(now.getTime() + 40_000));
    expect(JSON.parse(hook.received().at(-1)!.body)).toMatchObject({ type: 'webhook.test' });
  });

  it('turns an endpoint off after repeated failures, with the reason, and back on when asked', async () => {
    const person = await signUp(app);
    const hook = await endpointFor(person, ['biometrics.created'], 'http://127.0.0.1:9/closed-port');
    await send(person, 'POST', '/api/biometrics', { weight: 169 });
    await queued(person.user.id, 1);
    let at = Date.now();
    for (let attempt = 0; attempt < DISABLE_AFTER_FAILURES; attempt += 1) {
      await round(person.user.id, new Date(at));
      at += 3_600_000;
    }
    const [endpoint] = (await app.inject({ method: 'GET', url: '/api/webhooks', headers: { cookie: person.cookie } })).json();
    expect(endpoint).toMatchObject({
      enabled: false,
      disabledReason: expect.stringContaining(`${DISABLE_AFTER_FAILURES} failed deliveries in a row`),
    });
    const on = await send(person, 'PATCH', `/api/webhooks/${hook.id}`, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null });
  });
});

describe('SSRF guard at delivery time', () => {
  it.each(['http://127.0.0.1:1/x', 'http://10.1.2.3/x', 'http://169.254.169.254/latest/meta-data', 'http://localhost:1/x'])(
    'refuses %s unless the operator allows private networks',
    async (url) => {
      const person = await signUp(app);
      const hook = await endpointFor(person, ['biometrics.created'], url);
      await send(person, 'POST', '/api/biometrics', { weight: 168 });
      await queued(person.user.id, 1);
      expect(await round(person.user.id, new Date(), worker(false))).toMatchObject({ outcomes: { failed: 1 } });
      const [delivery] = await testDatabase()
        .db.select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, hook.id)));
      expect(delivery?.lastError).toContain('refused: private address');
      expect(delivery?.lastError).toContain('WEBHOOK_ALLOW_PRIVATE_NETWORKS=true');
      // The delivery log does not tell which private address a name resolved to.
      expect(delivery?.lastError).not.toMatch(/127\.0\.0\.1|10\.1\.2\.3|169\.254|::1/);
      expect(delivery?.responseStatus).toBeNull();
    },
  );
});

describe('several servers', () => {
  it('delivers each event once when two servers run rounds at once', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => signUp(app)));
    const hooks = await Promise.all(people.map((person) => endpointFor(person, ['biometrics.created'])));
    for (const person of people) {
      await send(person, 'POST', '/api/biometrics', { weight: 160 });
      await send(person, 'POST', '/api/biometrics', { weight: 161 });
    }
    for (const person of people) await queued(person.user.id, 2);
    const ids = people.map((person) => person.user.id);
    const other = { ...worker(), db: testDatabase().db };
    await Promise.all([runWebhookRound(worker(), new Date(), { userIds: ids }), runWebhookRound(other, new Date(), { userIds: ids })]);
    expect(hooks.map((hook) => hook.received().length)).toEqual([2, 2, 2, 2]);
  });
});
