import { PROTOCOL_TEMPLATES } from '@uh/core/custom-protocols/protocol-templates';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { call, createProtocol, type Person } from '../custom-protocols/custom-protocols-test-helpers';
import { fakeStt, recordingForm, speechWav } from './voice-test-helpers';

const SAID = 'Did ten minutes of box breathing. Took magnesium and vitamin D, and some ashwagandha. Then twenty minutes of sauna.';

let app: App;
beforeAll(async () => {
  app = await createTestApp({}, { sttProvider: fakeStt(SAID) });
});

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
