import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { createLocalSttProvider } from '../../providers/stt/local/local-stt-provider';
import type { MoonshineThread } from '../../providers/stt/local/moonshine-thread';
import { fakeStt } from './voice-test-helpers';

/** The built-in engine around a stand-in thread whose load finishes when the test says. */
function engineLoadingOnCue() {
  let finishLoad = () => {};
  const loaded = new Promise<number>((resolve) => (finishLoad = () => resolve(40)));
  let starts = 0;
  const thread: MoonshineThread = {
    load: () => ((starts += 1), loaded),
    decode: async () => '',
    close: async () => {},
  };
  const stt = createLocalSttProvider({ modelSize: 'base', dataDir: os.tmpdir(), thread });
  return { stt, finishLoad, starts: () => starts };
}

const warmUp = (app: App, cookie?: string) => app.inject({ method: 'POST', url: '/api/voice/warm-up', headers: cookie ? { cookie } : {} });

describe('POST /api/voice/warm-up', () => {
  const engine = engineLoadingOnCue();
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({}, { sttProvider: engine.stt });
  });
  afterAll(() => engine.stt.close());

  it('refuses a caller who is not signed in, and loads nothing for them', async () => {
    const response = await warmUp(app);
    expect(response.statusCode).toBe(401);
    expect(engine.starts()).toBe(0);
  });

  it('starts loading the built-in engine and answers loading, then ready once it is in memory', async () => {
    const { cookie } = await signUp(app);
    const first = await warmUp(app, cookie);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ state: 'loading' });
    expect(engine.starts()).toBe(1);
    engine.finishLoad();
    await engine.stt.warmUp();
    expect((await warmUp(app, cookie)).json()).toEqual({ state: 'ready' });
  });

  it('answers ready for a transcription server, and unavailable with no engine on the server', async () => {
    const served = await createTestApp({}, { sttProvider: fakeStt('', 'openai-compatible') });
    const none = await createTestApp();
    try {
      expect((await warmUp(served, (await signUp(served)).cookie)).json()).toEqual({ state: 'ready' });
      const response = await warmUp(none, (await signUp(none)).cookie);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ state: 'unavailable' });
    } finally {
      await Promise.all([served.close(), none.close()]);
    }
  });
});
