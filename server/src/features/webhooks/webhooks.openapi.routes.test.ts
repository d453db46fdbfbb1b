import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '@uh/core/webhooks/webhooks.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../app';
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from '../../../test/fake-webhook-receiver';
import { createTestApp, signUp } from '../../../test/test-app';
import { webhookKit } from '../../../test/webhook-helpers';
import { storePastExperiment } from '../experiments/experiments-test-helpers';

/**
 * The OpenAPI document's `webhooks` describe what the server really sends: every event a person's
 * writes raise is checked against the schema the document gives for its type.
 */
type WebhookOperation = {
  parameters: { in: string; name: string; required: boolean }[];
  requestBody: { content: { 'application/json': { schema: Record<string, unknown> } } };
};
let app: App;
let receiver: FakeWebhookReceiver;
let kit: ReturnType<typeof webhookKit>;
let webhooks: Record<string, { post: WebhookOperation }>;

beforeAll(async () => {
  app = await createTestApp({ WEBHOOK_ALLOW_HTTP: 'true' });
  receiver = await startFakeWebhookReceiver();
  kit = webhookKit(app, receiver);
  webhooks = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json().webhooks;
});
afterAll(() => receiver.close());

const ALL_TYPES = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT];

/** Every event, raised through the app's ordinary writes, as the endpoint received them. */
async function receivedPayloads() {
  const person = await signUp(app);
  const hook = await kit.endpointFor(person, [...WEBHOOK_EVENTS]);
  const date = '2026-01-15';
  await kit.send(person, 'POST', '/api/protocols/thirty', { proteinAmount: 30, exerciseDuration: 30, timeAfterWaking: 20 });
  await kit.send(person, 'POST', '/api/protocols/cold', { exposureMethod: 'ice_bath', temperature: 40, duration: 120, completed: true });
  const fast = await kit.send(person, 'POST', '/api/fasting-logs', {
    startTime: new Date(Date.now() - 13 * 3_600_000).toISOString(),
    targetHours: 16,
  });
  await kit.send(person, 'POST', '/api/biometrics', { weight: 171, systolic: 118, diastolic: 76 });
  const own = await kit.send(person, 'POST', '/api/custom-protocols', {
    document: {
      format: 'ultimate-human.protocol',
      formatVersion: 1,
      id: 'box-breathing',
      title: 'Box breathing',
      components: [{ id: 'rounds', label: 'Rounds', kind: 'count' }],
      schedule: { kind: 'daily' },
    },
  });
  await kit.send(person, 'POST', `/api/custom-protocols/${own.json().id}/entries`, { componentId: 'rounds', date, value: 4 });
  await app.inject({
    method: 'PUT',
    url: `/api/custom-protocols/${own.json().id}/days/2026-01-16/skip`,
    headers: { cookie: person.cookie },
    payload: { reason: 'Travelling' },
  });
  // An experiment whose plan ended days ago: reading its result tells its end.
  const ended = await storePastExperiment(person.user.id, { startDay: '2026-01-01', endDay: '2026-01-27', seed: 1 });
  await app.inject({ method: 'GET', url: `/api/experiments/${ended}/result`, headers: { cookie: person.cookie } });
  const items = ['morningProtein', 'morningExercise', 'sunlightExposure', 'coldExposure', 'hydrationTarget', 'fasting', 'supplements'];
  await kit.send(person, 'PATCH', `/api/daily-checklist/${date}`, {
    ...Object.fromEntries(items.map((item) => [`${item}Completed`, true])),
    journalEntryCompleted: true,
  });
  await kit.queued(person.user.id, 9);
  // The stage is raised by time, in a round, while the fast still runs.
  await kit.round([person.user.id]);
  await kit.send(person, 'PATCH', `/api/fasting-logs/${fast.json().id}`, { endTime: new Date().toISOString() });
  await kit.send(person, 'POST', `/api/webhooks/${hook.id}/test`);
  await kit.queued(person.user.id, 12);
  await kit.round([person.user.id]);
  return hook.received().map((request) => JSON.parse(request.body) as { type: string });
}

describe('GET /api/openapi.json webhooks', () => {
  it('describes each event with the Standard Webhooks signature headers', () => {
    expect(Object.keys(webhooks).sort()).toEqual([...ALL_TYPES].sort());
    for (const type of ALL_TYPES) {
      const headers = webhooks[type]!.post.parameters.filter((parameter) => parameter.in === 'header' && parameter.required);
      expect(headers.map((header) => header.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    }
  });

  it('gives for each event a schema that the payloads the server sends match', { timeout: 30_000 }, async () => {
    const payloads = await receivedPayloads();
    expect(new Set(payloads.map((payload) => payload.type))).toEqual(new Set(ALL_TYPES));
    for (const payload of payloads) {
      const schema = z.fromJSONSchema(webhooks[payload.type]!.post.requestBody.content['application/json'].schema);
      const checked = schema.safeParse(payload);
      expect(checked.error?.issues ?? [], `${payload.type}: ${JSON.stringify(payload)}`).toEqual([]);
      // The schema names the type: it does not take another event's payload.
      const otherType = ALL_TYPES.find((type) => type !== payload.type);
      expect(schema.safeParse({ ...payload, type: otherType }).success).toBe(false);
      expect(schema.safeParse({ ...payload, data: {} }).success).toBe(false);
    }
  });
});
