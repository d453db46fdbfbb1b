import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from '../../../test/fake-webhook-receiver';
import { createTestApp, signUp } from '../../../test/test-app';
import { webhookKit, type Person } from '../../../test/webhook-helpers';

/**
 * A person's own protocols raise webhook events too: a value logged (`protocolEntry.created`) and a
 * day skipped (`protocolDay.skipped`), signed the Standard Webhooks way, once per record.
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

const sauna = {
  format: 'ultimate-human.protocol',
  formatVersion: 1,
  id: 'evening-sauna',
  title: 'Evening sauna',
  components: [
    { id: 'session', label: 'Sauna session', kind: 'duration', target: { kind: 'atLeast', value: 900 } },
    { id: 'how-it-felt', label: 'How it felt', kind: 'text' },
  ],
  schedule: { kind: 'frequency', times: 3, days: 7 },
};

const write = async (person: Person, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: { cookie: person.cookie }, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};

async function personWithSauna() {
  const person = await signUp(app);
  const protocol = (await write(person, 'POST', '/api/custom-protocols', { document: sauna })).json() as { id: number };
  return { person, protocolId: protocol.id };
}

const signedPayloads = (hook: Awaited<ReturnType<typeof kit.endpointFor>>) => {
  const verifier = new Webhook(hook.secret);
  return hook.received().map((request) => verifier.verify(request.body, request.headers) as { type: string; data: unknown });
};

describe('webhooks for a person’s own protocols', () => {
  it('sends protocolEntry.created, signed, for each value logged', async () => {
    const { person, protocolId } = await personWithSauna();
    const hook = await kit.endpointFor(person, ['protocolEntry.created']);
    const base = `/api/custom-protocols/${protocolId}/entries`;
    const minutes = (await write(person, 'POST', base, { componentId: 'session', date: '2026-01-15', value: 1200, note: 'hot' })).json();
    await write(person, 'POST', base, { componentId: 'how-it-felt', date: '2026-01-15', text: 'Calm' });
    await kit.queued(person.user.id, 2);
    expect(await kit.round([person.user.id])).toMatchObject({ outcomes: { delivered: 2 } });

    const protocol = { id: protocolId, documentId: 'evening-sauna', title: 'Evening sauna' };
    expect(signedPayloads(hook)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'protocolEntry.created',
          data: {
            protocol,
            component: { id: 'session', label: 'Sauna session' },
            entryId: minutes.id,
            date: '2026-01-15',
            value: 1200,
            text: null,
            source: 'manual',
            createdAt: minutes.createdAt,
          },
        }),
        expect.objectContaining({
          type: 'protocolEntry.created',
          data: expect.objectContaining({ protocol, component: { id: 'how-it-felt', label: 'How it felt' }, value: null, text: 'Calm' }),
        }),
      ]),
    );
    expect(hook.received()).toHaveLength(2);
    // Each entry has its own message id, the same on every retry.
    expect(new Set(hook.received().map((request) => request.headers['webhook-id'])).size).toBe(2);
  });

  it('sends protocolDay.skipped once per skip, with the reason, and not for a refused entry', async () => {
    const { person, protocolId } = await personWithSauna();
    const hook = await kit.endpointFor(person, ['protocolDay.skipped', 'protocolEntry.created']);
    const day = `/api/custom-protocols/${protocolId}/days/2026-01-16/skip`;
    await write(person, 'PUT', day, { reason: 'Gym closed' });
    // A new reason for the same skip is not a new event.
    await write(person, 'PUT', day, { reason: 'Gym closed all day' });
    const refused = await app.inject({
      method: 'POST',
      url: `/api/custom-protocols/${protocolId}/entries`,
      headers: { cookie: person.cookie },
      payload: { componentId: 'cold-plunge', date: '2026-01-16', value: 1 },
    });
    expect(refused.statusCode).toBe(400);
    await kit.queued(person.user.id, 1);
    await kit.round([person.user.id]);
    expect(signedPayloads(hook)).toEqual([
      expect.objectContaining({
        type: 'protocolDay.skipped',
        data: {
          protocol: { id: protocolId, documentId: 'evening-sauna', title: 'Evening sauna' },
          date: '2026-01-16',
          reason: 'Gym closed',
        },
      }),
    ]);

    // Skipped again after an unskip: told again.
    await write(person, 'DELETE', day);
    await write(person, 'PUT', day, {});
    await kit.queued(person.user.id, 2);
    await kit.round([person.user.id]);
    expect(signedPayloads(hook).at(-1)).toMatchObject({ type: 'protocolDay.skipped', data: { date: '2026-01-16', reason: null } });
  });

  it('queues nothing for an endpoint that did not subscribe to them', async () => {
    const { person, protocolId } = await personWithSauna();
    const hook = await kit.endpointFor(person, ['log.created']);
    await write(person, 'POST', `/api/custom-protocols/${protocolId}/entries`, { componentId: 'session', date: '2026-01-15', value: 600 });
    await write(person, 'PUT', `/api/custom-protocols/${protocolId}/days/2026-01-17/skip`, {});
    await write(person, 'POST', '/api/protocols/cold', { exposureMethod: 'ice_bath', temperature: 40, duration: 120, completed: true });
    await kit.queued(person.user.id, 1);
    await kit.round([person.user.id]);
    expect(hook.received().map((request) => JSON.parse(request.body).type)).toEqual(['log.created']);
  });
});
