import { PROTOCOL_TEMPLATES } from '@uh/core/custom-protocols/protocol-templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server';
import { createTestApp, signUp } from '../../../test/test-app';
import { createProtocol } from '../custom-protocols/custom-protocols-test-helpers';
import { fakeStt, recordingForm, speechWav } from './voice-test-helpers';

const SAID = 'took magnesium and drank 20 ounces of water';

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

const water = { type: 'water', summary: 'Water, 20 oz', details: { ounces: 20, spokenAmount: null, spokenUnit: null }, uncertain: [] };

describe('a language model reading the person’s own protocols', () => {
  it('is told of them, and only its proposals that fit a protocol of the person are kept', async () => {
    const person = await signUp(app);
    const supplements = await createProtocol(
      app,
      person,
      PROTOCOL_TEMPLATES.find((document) => document.id === 'supplements')!,
    );
    fake.next({
      kind: 'reply',
      text: JSON.stringify({
        entries: [water],
        protocolEntries: [
          { protocolId: supplements.id, componentId: 'magnesium', value: 1 },
          { protocolId: supplements.id, componentId: 'vitamin-d', value: 5 },
          { protocolId: supplements.id + 1000, componentId: 'magnesium', value: 1 },
        ],
      }),
    });
    const form = recordingForm(speechWav());
    const response = await app.inject({
      method: 'POST',
      url: '/api/voice/process',
      headers: { cookie: person.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().extractor).toBe('model');
    expect(response.json().protocolEntries).toEqual([
      { protocolId: supplements.id, componentId: 'magnesium', value: 1, summary: 'Daily supplements · Magnesium: done' },
    ]);
    expect(fake.lastRequest()!.body.messages!.at(-1)!.content).toContain(`"protocolId":${supplements.id},"title":"Daily supplements"`);
  });
});
