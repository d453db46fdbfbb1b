import { PROTOCOL_TEMPLATES } from '@uh/core/custom-protocols/protocol-templates';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from '../../../test/fake-webhook-receiver';
import { createTestApp, signUp } from '../../../test/test-app';
import { webhookKit } from '../../../test/webhook-helpers';
import { call, createProtocol, type Person } from '../custom-protocols/custom-protocols-test-helpers';
import { fakeStt, recordingForm, speechWav } from './voice-test-helpers';

const SAID = 'Did ten minutes of box breathing. Took magnesium and vitamin D, and some ashwagandha. Then twenty minutes of sauna.';

let app: App;
let receiver: FakeWebhookReceiver;
beforeAll(async () => {
  app = await createTestApp({ WEBHOOK_ALLOW_HTTP: 'true' }, { sttProvider: fakeStt(SAID) });
  receiver = await startFakeWebhookReceiver();
});
afterAll(() => receiver.close());

const template = (id: string) => PROTOCOL_TEMPLATES.find((document) => document.id === id)!;

const processNote = async (person: Person) => {
  const form = recordingForm(speechWav(1));
  const response = await app.inject({
    method: 'POST',
    url: '/api/voice/process',
    headers: { ...form.headers, cookie: person.cookie },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const saveNote = (person: Person, protocolEntries: unknown) =>
  call(app, person, 'POST', '/api/journal/entries', {
    type: 'note',
    summary: 'Breathing and supplements',
    details: { text: SAID },
    transcription: SAID,
    protocolEntries,
  });

async function entriesOn(person: Person, protocolId: number, day: string) {
  const response = await call(app, person, 'GET', `/api/custom-protocols/${protocolId}/days?from=${day}&to=${day}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().days[0].entries.map(({ componentId, value, source }: Record<string, unknown>) => ({ componentId, value, source }));
}

describe('the voice journal and the person’s own protocols', () => {
  it('proposes values on the person’s live protocols, and saving the note logs them with source voice', async () => {
    const person = await signUp(app);
    const breathwork = await createProtocol(app, person, template('breathwork'));
    const supplements = await createProtocol(app, person, template('supplements'));
    const sauna = await createProtocol(app, person, template('sauna'));
    expect((await call(app, person, 'PATCH', `/api/custom-protocols/${sauna.id}`, { archived: true })).statusCode).toBe(200);

    const processed = await processNote(person);
    expect(processed.protocolEntries).toEqual([
      { protocolId: breathwork.id, componentId: 'session', value: 600, summary: 'Morning breathwork · Breathwork: 10 min' },
      { protocolId: supplements.id, componentId: 'vitamin-d', value: 1, summary: 'Daily supplements · Vitamin D: done' },
      { protocolId: supplements.id, componentId: 'magnesium', value: 1, summary: 'Daily supplements · Magnesium: done' },
    ]);

    const saved = await saveNote(person, processed.protocolEntries);
    expect(saved.statusCode, saved.body).toBe(201);
    const day = saved.json().localDay;
    expect(await entriesOn(person, breathwork.id, day)).toEqual([{ componentId: 'session', value: 600, source: 'voice' }]);
    expect(await entriesOn(person, supplements.id, day)).toEqual(
      expect.arrayContaining([
        { componentId: 'vitamin-d', value: 1, source: 'voice' },
        { componentId: 'magnesium', value: 1, source: 'voice' },
      ]),
    );
  });

  it('refuses a value that does not fit, or another person’s protocol, and stores nothing of the note', async () => {
    const person = await signUp(app);
    const other = await signUp(app);
    const supplements = await createProtocol(app, person, template('supplements'));
    const theirs = await createProtocol(app, other, template('breathwork'));
    const fits = { protocolId: supplements.id, componentId: 'magnesium', value: 1 };

    const misfit = await saveNote(person, [fits, { protocolId: supplements.id, componentId: 'omega-3', value: 2 }]);
    expect(misfit.statusCode).toBe(400);
    expect(misfit.json().message).toBe('protocolEntries.1: value must be 1 (done) or 0 (not done)');

    const foreign = await saveNote(person, [fits, { protocolId: theirs.id, componentId: 'session', value: 600 }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/^protocolEntries\.1\.protocolId: /);

    const around = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const days = await call(app, person, 'GET', `/api/custom-protocols/${supplements.id}/days?from=${around(-1)}&to=${around(1)}`);
    expect(days.json().days.flatMap((day: { entries: unknown[] }) => day.entries)).toEqual([]);
    expect((await call(app, person, 'GET', '/api/journal/entries')).json()).toEqual([]);
  });
});

describe('deleting a note that logged values on the person’s own protocols', () => {
  async function savedNote() {
    const person = await signUp(app);
    const breathwork = await createProtocol(app, person, template('breathwork'));
    const supplements = await createProtocol(app, person, template('supplements'));
    const processed = await processNote(person);
    const saved = await saveNote(person, processed.protocolEntries);
    expect(saved.statusCode, saved.body).toBe(201);
    return { person, breathwork, supplements, entry: saved.json() };
  }

  it('records each value under the entry, with the line it reads as', async () => {
    const { person, breathwork, entry } = await savedNote();
    expect(entry.createdLogs).toContainEqual({
      kind: 'customProtocolEntry',
      protocolId: breathwork.id,
      entryId: expect.any(Number),
      summary: 'Morning breathwork · Breathwork: 10 min',
    });
    const [listed] = (await call(app, person, 'GET', '/api/journal/entries')).json();
    expect(listed.createdLogs).toHaveLength(3);
  });

  it('takes the values back with “also delete the logs”, and the protocols’ days no longer hold them', async () => {
    const { person, breathwork, supplements, entry } = await savedNote();
    const deleted = await call(app, person, 'DELETE', `/api/journal/entries/${entry.id}?alsoDeleteLogs=true`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().deletedLogs).toEqual([]);
    expect(
      deleted
        .json()
        .deletedProtocolEntries.map(({ componentId }: { componentId: string }) => componentId)
        .sort(),
    ).toEqual(['magnesium', 'session', 'vitamin-d']);
    expect(await entriesOn(person, breathwork.id, entry.localDay)).toEqual([]);
    expect(await entriesOn(person, supplements.id, entry.localDay)).toEqual([]);
  });

  it('keeps the values when the entry alone is deleted', async () => {
    const { person, breathwork, entry } = await savedNote();
    const deleted = await call(app, person, 'DELETE', `/api/journal/entries/${entry.id}`);
    expect(deleted.json()).toEqual({ deletedLogs: [], deletedProtocolEntries: [] });
    expect(await entriesOn(person, breathwork.id, entry.localDay)).toEqual([{ componentId: 'session', value: 600, source: 'voice' }]);
  });

  it('deletes a value corrected since, and skips one already deleted by hand', async () => {
    const { person, breathwork, supplements, entry } = await savedNote();
    const logged = entry.createdLogs.filter((log: { kind: string }) => log.kind === 'customProtocolEntry');
    const session = logged.find((log: { protocolId: number }) => log.protocolId === breathwork.id);
    const [supplement] = logged.filter((log: { protocolId: number }) => log.protocolId === supplements.id);
    const base = (log: { protocolId: number; entryId: number }) => `/api/custom-protocols/${log.protocolId}/entries/${log.entryId}`;
    expect((await call(app, person, 'PATCH', base(session), { value: 900 })).statusCode).toBe(200);
    expect((await call(app, person, 'DELETE', base(supplement))).statusCode).toBe(200);

    const deleted = await call(app, person, 'DELETE', `/api/journal/entries/${entry.id}?alsoDeleteLogs=true`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().deletedProtocolEntries).toHaveLength(2);
    expect(await entriesOn(person, breathwork.id, entry.localDay)).toEqual([]);
    expect(await entriesOn(person, supplements.id, entry.localDay)).toEqual([]);
  });
});

describe('webhooks for values the voice journal logs', () => {
  it('sends protocolEntry.created with source voice for each value, once the entry is saved', async () => {
    const kit = webhookKit(app, receiver);
    const person = await signUp(app);
    const breathwork = await createProtocol(app, person, template('breathwork'));
    const hook = await kit.endpointFor(person, ['protocolEntry.created']);
    const refused = await saveNote(person, [
      { protocolId: breathwork.id, componentId: 'session', value: 600 },
      { protocolId: breathwork.id, componentId: 'nothing-like-it', value: 1 },
    ]);
    expect(refused.statusCode).toBe(400);

    const saved = await saveNote(person, [{ protocolId: breathwork.id, componentId: 'session', value: 600 }]);
    expect(saved.statusCode, saved.body).toBe(201);
    const [value] = saved.json().createdLogs;
    await kit.queued(person.user.id, 1);
    expect(await kit.round([person.user.id])).toMatchObject({ outcomes: { delivered: 1 } });

    const verifier = new Webhook(hook.secret);
    const payloads = hook.received().map((request) => verifier.verify(request.body, request.headers) as { type: string; data: unknown });
    expect(payloads).toEqual([
      expect.objectContaining({
        type: 'protocolEntry.created',
        data: expect.objectContaining({
          protocol: { id: breathwork.id, documentId: 'breathwork', title: 'Morning breathwork' },
          component: { id: 'session', label: 'Breathwork' },
          entryId: value.entryId,
          date: saved.json().localDay,
          value: 600,
          source: 'voice',
        }),
      }),
    ]);
  });
});
