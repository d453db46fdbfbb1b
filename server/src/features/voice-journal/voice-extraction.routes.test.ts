import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server';
import { createTestApp, signUp } from '../../../test/test-app';
import { fakeStt, recordingForm, speechWav } from './voice-test-helpers';

const SAID = '3 minute ice bath at 50 degrees and drank 20 ounces of water';

let fake: FakeOpenAiServer;
let app: App;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  app = await createTestApp(
    { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'test-key-123', LLM_TIMEOUT_MS: '400' },
    { sttProvider: fakeStt(SAID) },
  );
});
afterAll(async () => fake.close());
beforeEach(() => fake.reset());

const process = async (cookie: string) => {
  const form = recordingForm(speechWav());
  return app.inject({ method: 'POST', url: '/api/voice/process', headers: { cookie, ...form.headers }, payload: form.payload });
};

const modelAnswer = {
  entries: [
    {
      type: 'cold_exposure',
      summary: 'Ice bath, 3 minutes at 50 °F',
      details: { exposureMethod: 'ice_bath', duration: 180, temperature: 50, temperatureUnit: 'F' },
      uncertain: [],
    },
    { type: 'water', summary: 'Water, 20 oz', details: { ounces: 20, spokenAmount: null, spokenUnit: null }, uncertain: [] },
  ],
};

describe('reading entries with a configured language model', () => {
  it('asks for JSON under the entries schema, with the transcript and units only, and uses a valid answer', async () => {
    const { cookie, account } = await signUp(app, { displayName: 'Zebulon Quinterro' });
    fake.next({ kind: 'reply', text: JSON.stringify(modelAnswer) });
    const response = await process(cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.extractor).toBe('model');
    expect(body.entries).toEqual([
      { ...modelAnswer.entries[0], uncertain: [] },
      { type: 'water', summary: 'Water, 20 oz', details: { ounces: 20 }, uncertain: [] },
    ]);
    expect(body.extracted).toEqual({
      type: 'cold_exposure',
      summary: 'Ice bath, 3 minutes at 50 °F',
      details: { exposureMethod: 'ice_bath', duration: 180, temperature: 50, temperatureUnit: 'F', transcription: SAID },
    });

    const request = fake.lastRequest()!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer test-key-123');
    expect(Object.keys(request.body).sort()).toEqual(['messages', 'model', 'response_format', 'stream', 'temperature']);
    const format = request.body.response_format as {
      type: string;
      json_schema: { name: string; strict: boolean; schema: { type: string } };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'journal_entries', strict: true, schema: { type: 'object' } });
    expect(request.body.messages!.at(-1)!.content).toContain(SAID);
    expect(request.body.messages!.at(-1)!.content).toContain('weight in pounds (lbs), temperature in °F');
    for (const secret of [account.username, account.email, 'Zebulon', 'Quinterro']) expect(request.raw).not.toContain(secret);
  });

  it.each([
    ['an answer that is not JSON', { kind: 'reply', text: 'Sure! Here are your entries: ice bath and water.' }],
    ['JSON that does not follow the schema', { kind: 'reply', text: JSON.stringify({ entries: [{ type: 'snack', summary: 'x' }] }) }],
    ['an HTTP 500', { kind: 'status', status: 500, body: { error: { message: 'model crashed' } } }],
    ['no answer in time', { kind: 'hang' }],
  ] as const)('falls back to the built-in rules on %s', async (_name, behaviour) => {
    const { cookie } = await signUp(app);
    fake.next(behaviour);
    const response = await process(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().extractor).toBe('rules');
    expect(response.json().entries.map((entry: { type: string }) => entry.type)).toEqual(['cold_exposure', 'water']);
    expect(fake.requests).toHaveLength(1);
  });
});
