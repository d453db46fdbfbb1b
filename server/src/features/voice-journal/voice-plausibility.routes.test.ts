import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { fakeStt, recordingForm, speechWav } from './voice-test-helpers';

// The engine mishears "172.4 pounds" as "100-72.4 pounds".
let app: App;
beforeAll(async () => {
  app = await createTestApp({}, { sttProvider: fakeStt('100-72.4 pounds') });
});

const process = async (cookie: string) => {
  const form = recordingForm(speechWav());
  const response = await app.inject({
    method: 'POST',
    url: '/api/voice/process',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { entries: { type: string; details: Record<string, unknown>; uncertain: string[] }[] };
};

describe('a value heard that does not fit the person', () => {
  it('is named for checking when it is far from the latest weight', async () => {
    const { cookie } = await signUp(app);
    const logged = await app.inject({ method: 'POST', url: '/api/biometrics', headers: { cookie }, payload: { weight: 172 } });
    expect(logged.statusCode).toBe(201);
    const { entries } = await process(cookie);
    expect(entries).toEqual([
      { type: 'biometric', summary: 'Biometrics · weight 72.4 lbs', details: { weight: 72.4, weightUnit: 'lbs' }, uncertain: ['weight'] },
    ]);
  });

  it('is taken as said when there is no earlier weight to compare it with', async () => {
    const { cookie } = await signUp(app);
    const { entries } = await process(cookie);
    expect(entries[0]!.uncertain).toEqual([]);
  });
});
